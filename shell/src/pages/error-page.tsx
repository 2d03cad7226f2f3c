import { SiteLink } from '@atlas/ui-kit';
import { useTranslation } from 'react-i18next';
import { MessagePage } from './message-page';
import { HomeLinkButton } from './home-link-button';
import { SHELL_NS } from '../i18n/shell';

export function ErrorPage() {
  const { t } = useTranslation(SHELL_NS);
  return (
    <div data-testid="error-page">
      <MessagePage
        title={t('errorTitle')}
        text={t('errorText')}
        action={
          <HomeLinkButton as={SiteLink} to="/">
            {t('backHome')}
          </HomeLinkButton>
        }
      />
    </div>
  );
}
