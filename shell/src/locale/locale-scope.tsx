import { directionOf, type Language } from '@atlas/contracts';
import { usePageLanguage } from '@atlas/runtime';
import { ThemeRoot, ToastRegion } from '@atlas/ui-kit';
import { ShellLayout } from '../layout/shell-layout';

/** Everything under one language prefix: the path decides the language of the whole page. */
export function LocaleScope({ language }: { language: Language }) {
  usePageLanguage(language);
  return (
    <ThemeRoot direction={directionOf(language)}>
      <ShellLayout language={language} />
      <ToastRegion />
    </ThemeRoot>
  );
}
