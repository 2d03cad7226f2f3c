import { SiteLink } from '@atlas/ui-kit';
import { useTranslation } from 'react-i18next';
import { MessagePage } from './message-page';
import { HomeLinkButton } from './home-link-button';

export function NotFoundPage() {
  const { t } = useTranslation('shell');
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
