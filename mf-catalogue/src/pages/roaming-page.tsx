import type { Language } from '@atlas/contracts';
import { ContentPage } from '../features/content/components/content-page';
import { RoamingFinder } from '../features/roaming/roaming-finder';

/** /roaming: the content page "roaming" around the price finder. */
export function RoamingPage({ language }: { language: Language }) {
  return (
    <ContentPage page="roaming" language={language}>
      <RoamingFinder />
    </ContentPage>
  );
}
