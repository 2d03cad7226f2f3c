import type { Language } from '@atlas/contracts';
import { BusinessMeetingsCalendar } from '../features/business-events/business-meetings-page';
import { ContentPage } from '../features/content/components/content-page';

/** /entreprise/rencontres-entreprises: the content page, the calendar to come and the registration. */
export function BusinessMeetingsPage({ language }: { language: Language }) {
  return (
    <ContentPage page="rencontres-entreprises" language={language}>
      <BusinessMeetingsCalendar />
    </ContentPage>
  );
}
