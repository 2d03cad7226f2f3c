import { useTranslation } from 'react-i18next';
import { type Language } from '@atlas/contracts';
import { Stack } from '@atlas/ui-kit';
import { LineSummary } from '../../components/line-summary';
import { SelfcarePage } from '../../components/selfcare-page';
import { ServicesMenu } from '../../components/services-menu';
import { SERVICES_NS } from '../../i18n/selfcare-services';
import { SELFCARE_PATHS } from '../../platform-remote';
import { SavContent } from './sav-page';

/** assistance/sav: after-sales — the line's services, the details of its balances, the FAQ and the ways to reach us. */
/** assistance/sav: the line, its services, then the support channels, a request and the FAQ answers. */
export function SavPage({ language }: { language: Language }) {
  const { t } = useTranslation(SERVICES_NS);
  return (
    <SelfcarePage title={t('sav.title')} intro={t('sav.intro')} back={SELFCARE_PATHS.dashboard}>
      <Stack $gap="lg">
        <LineSummary language={language} />
        <ServicesMenu />
        <SavContent language={language} />
      </Stack>
    </SelfcarePage>
  );
}
