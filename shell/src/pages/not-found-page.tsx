import { SiteLink } from '@atlas/ui-kit';
import { useTranslation } from 'react-i18next';
import { MessagePage } from './message-page';
import { HomeLinkButton } from './home-link-button';
import { SHELL_NS } from '../i18n/shell';

export function NotFoundPage() {
  const { t } = useTranslation(SHELL_NS);
  return (
    <div data-testid="not-found-page">
      <MessagePage
        code="404"
        title={t('notFoundTitle')}
        text={t('notFoundText')}
        action={
          <HomeLinkButton as={SiteLink} to="/">
            {t('backHome')}
          </HomeLinkButton>
        }
      />
    </div>
  );
}
