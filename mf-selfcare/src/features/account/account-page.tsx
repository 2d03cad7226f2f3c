import { useTranslation } from 'react-i18next';
import styled from 'styled-components';
import { busEvents, type Language } from '@atlas/contracts';
import { useAppDispatch } from '@atlas/runtime';
import { Button, formatMdn, SiteLink, Stack, useSession } from '@atlas/ui-kit';
import { Card, SelfcarePage } from '../../components/selfcare-page';
import { useSelfcarePath } from '../../components/use-selfcare-path';
import { SELFCARE_NS } from '../../i18n/selfcare';
import { SELFCARE_PATHS } from '../../platform-remote';
import { Avatar } from './avatar';

export const ACCOUNT_PAGES = ['changement-email', 'changement-info', 'changement-mdp', 'changement-photo', 'mon-adresse', 'alertes-consommation'] as const;

const Identity = styled.div`
  display: flex;
  gap: ${({ theme }) => theme.space.md};
  align-items: center;
  p {
    margin: 2px 0 0;
    color: ${({ theme }) => theme.colors.text.secondary};
    overflow-wrap: anywhere;
  }
  strong {
    font-size: ${({ theme }) => theme.fontSizes.lg};
  }
`;

const Menu = styled.ul`
  margin: 0;
  padding: 0;
  list-style: none;
  li + li {
    border-top: 1px solid ${({ theme }) => theme.colors.border.subtle};
  }
  a {
    display: flex;
    align-items: center;
    justify-content: space-between;
    min-height: 52px;
    color: inherit;
    text-decoration: none;
  }
  /* '›' is bidi-mirrored: a right-to-left page already draws it as '‹', pointing forward. */
  a::after {
    content: '›';
    color: ${({ theme }) => theme.colors.primary.main};
    font-size: 1.4em;
  }
`;

/** mon-compte: who is signed in, the pages to change it, and sign-out. */
export function AccountPage({ language }: { language: Language }) {
  const { t } = useTranslation(SELFCARE_NS);
  const { profile, lines } = useSession();
  const dispatch = useAppDispatch();
  const path = useSelfcarePath();
  if (!profile) return null;
  const main = lines.find((line) => line.isMain);
  return (
    <SelfcarePage title={t('account.title')} back={SELFCARE_PATHS.dashboard} narrow>
      <Stack $gap="lg">
        <Card>
          <Identity>
            <Avatar profile={profile} size={64} />
            <div>
              <strong>
                {profile.firstName} {profile.lastName}
              </strong>
              <p>{profile.email}</p>
              {main && <p dir="ltr">{formatMdn(main.mdn)}</p>}
            </div>
          </Identity>
        </Card>
        <Card>
          <Menu>
            {ACCOUNT_PAGES.map((page) => (
              <li key={page}>
                <SiteLink to={path(`${SELFCARE_PATHS.account}/${page}`)}>{t(`account.pages.${page}`)}</SiteLink>
              </li>
            ))}
            <li>
              <SiteLink to={path(SELFCARE_PATHS.lines)}>{t('account.lines')}</SiteLink>
            </li>
          </Menu>
        </Card>
        <div>
          <Button variant="secondary" onClick={() => dispatch(busEvents.sessionSignOutRequested())} data-language={language}>
            {t('account.signOut')}
          </Button>
        </div>
      </Stack>
    </SelfcarePage>
  );
}
