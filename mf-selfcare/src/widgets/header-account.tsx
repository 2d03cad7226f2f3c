import { useId, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import styled from 'styled-components';
import { busEvents, type RemoteWidgetProps } from '@atlas/contracts';
import { useAppDispatch } from '@atlas/runtime';
import { AccountBadge, formatMdn, IconButton, mdnInText, media, SiteLink, useDismiss, useSelfCarePrefix, useSession } from '@atlas/ui-kit';
import { SELFCARE_NS } from '../i18n/selfcare';
import { SELFCARE_PATHS } from '../platform-remote';
import { LineServiceLinks } from '../components/services-menu';
import { offerNameOf } from '../components/line-summary';
import { NotificationCenter, UnreadBadge, useNotifications } from '../features/histories/notification-center';
import { HistoryLinks } from '../features/histories/history-links';
import { BANK_BILL_PATH } from '../components/bank-bill-path';
import { rechargeLinePath, takesRecharges } from '../components/recharge-links';

const Root = styled.div`
  position: relative;
`;

const Panel = styled.div`
  position: absolute;
  inset-inline-end: 0;
  top: calc(100% + 6px);
  z-index: ${({ theme }) => theme.zIndices.dropdown};
  width: min(320px, calc(100vw - 24px));
  /* Never taller than the screen under the header: what does not fit scrolls inside the menu. */
  max-height: calc(100vh - 88px);
  overflow-y: auto;
  padding: ${({ theme }) => theme.space.sm};
  /* From 900 px the line and its services beside the notifications and the account's pages: half
     the height of one column (1,120 px on an 800 px screen before). */
  ${media.up('md')} {
    display: grid;
    grid-template-columns: repeat(2, minmax(0, 1fr));
    column-gap: ${({ theme }) => theme.space.md};
    align-items: start;
    width: min(640px, calc(100vw - 48px));
    > div + div {
      padding-inline-start: ${({ theme }) => theme.space.md};
      border-inline-start: 1px solid ${({ theme }) => theme.colors.border.subtle};
    }
  }
  border: 1px solid ${({ theme }) => theme.colors.border.subtle};
  border-radius: ${({ theme }) => theme.radii.lg};
  background: ${({ theme }) => theme.colors.background.raised};
  box-shadow: ${({ theme }) => theme.shadows.lg};
  /* On a phone the trigger may sit anywhere in the bar (left of it in Arabic): the panel takes the
     screen's width under the bar instead of hanging off the trigger past the screen's edge. */
  @media (max-width: 479px) {
    position: fixed;
    top: 64px;
    left: 12px;
    right: 12px;
    width: auto;
    max-height: calc(100vh - 76px);
    overflow-y: auto;
  }
  h2 {
    margin: 4px 8px 8px;
    color: ${({ theme }) => theme.colors.text.secondary};
    font-size: ${({ theme }) => theme.fontSizes.sm};
    font-weight: ${({ theme }) => theme.fontWeights.medium};
  }
  ul {
    margin: 0;
    padding: 0;
    list-style: none;
  }
  a,
  button {
    display: flex;
    width: 100%;
    align-items: center;
    min-height: 44px;
    padding: 0 8px;
    border: 0;
    border-radius: ${({ theme }) => theme.radii.md};
    background: none;
    color: inherit;
    font: inherit;
    text-align: start;
    text-decoration: none;
    cursor: pointer;
  }
  a:hover,
  button:hover {
    background: ${({ theme }) => theme.colors.neutral[50]};
  }
  hr {
    margin: 8px 0;
    border: 0;
    border-top: 1px solid ${({ theme }) => theme.colors.border.subtle};
  }
`;

const LineButton = styled.button<{ $current: boolean }>`
  flex-direction: column;
  align-items: flex-start !important;
  justify-content: center;
  padding-block: 6px !important;
  font-weight: ${({ theme, $current }) => ($current ? theme.fontWeights.bold : theme.fontWeights.regular)};
  span + span {
    color: ${({ theme }) => theme.colors.text.secondary};
    font-size: ${({ theme }) => theme.fontSizes.sm};
    font-weight: ${({ theme }) => theme.fontWeights.regular};
  }
`;

/**
 * The header's account entry (slot `header-account`): nothing for a visitor (the shell links to
 * the self-care area), the customer's name with a menu for a signed-in one, and the line switcher.
 */
export default function HeaderAccount({ language }: RemoteWidgetProps) {
  const { t } = useTranslation(SELFCARE_NS);
  const { isSignedIn, profile, lines, selectedLine, selectedUserLine } = useSession();
  const dispatch = useAppDispatch();
  const prefix = useSelfCarePrefix();
  const [open, setOpen] = useState(false);
  const root = useRef<HTMLDivElement>(null);
  const panelId = useId();
  useDismiss(root, open, () => setOpen(false));
  const notifications = useNotifications(open);

  if (!isSignedIn || !profile) return null;
  const go = (path: string) => `${prefix}/${path}`;
  return (
    <Root ref={root} data-account-widget>
      <IconButton
        $shape="pill"
        $tone="inherit"
        type="button"
        aria-expanded={open}
        aria-controls={panelId}
        onClick={() => setOpen((value) => !value)}
        aria-label={`${t('widget.menu', { name: profile.firstName })}${notifications.answer?.unread ? ` (${notifications.answer.unread})` : ''}`}
      >
        <AccountBadge firstName={profile.firstName} lastName={profile.lastName} />
        {(notifications.answer?.unread ?? 0) > 0 && (
          <UnreadBadge aria-hidden="true" data-unread>
            {notifications.answer!.unread}
          </UnreadBadge>
        )}
      </IconButton>
      {open && (
        <Panel id={panelId} onClick={(event) => (event.target as HTMLElement).closest('a') && setOpen(false)}>
          <div>
            {lines.length > 0 && (
              <>
                <h2 id={`${panelId}-lines`}>{t('widget.lines')}</h2>
                <ul aria-labelledby={`${panelId}-lines`}>
                  {lines.map((line) => (
                    <li key={line.mdn}>
                      <LineButton
                        type="button"
                        $current={line.mdn === selectedLine?.mdn}
                        aria-pressed={line.mdn === selectedLine?.mdn}
                        onClick={() => {
                          dispatch(busEvents.lineSelectRequested({ mdn: line.mdn }));
                          setOpen(false);
                        }}
                      >
                        <span dir="ltr">{formatMdn(line.mdn)}</span>
                        <span>
                          {t(`kinds.${line.kind}`)} · {offerNameOf(line, language)}
                        </span>
                      </LineButton>
                    </li>
                  ))}
                </ul>
                {takesRecharges(selectedUserLine) && (
                  <SiteLink to={rechargeLinePath(selectedUserLine!.mdn)} data-recharge-line={selectedUserLine!.mdn}>
                    {t('home.rechargeLine', { number: mdnInText(selectedUserLine!.mdn) })}
                  </SiteLink>
                )}
                {selectedUserLine?.kind === 'mobile' && <LineServiceLinks to={go} />}
              </>
            )}
          </div>
          <div>
            <NotificationCenter language={language} answer={notifications.answer} onChange={notifications.setAnswer} />
            <hr />
            <SiteLink to={go(SELFCARE_PATHS.dashboard)}>{t('dashboard.title')}</SiteLink>
            <HistoryLinks go={go} />
            <SiteLink to={go(SELFCARE_PATHS.account)}>{t('account.title')}</SiteLink>
            <SiteLink to={go(SELFCARE_PATHS.lines)}>{t('account.lines')}</SiteLink>
            {/* mf-invoices' page, by its address (remotes never import each other). */}
            <SiteLink to={go('mes-factures')}>{t('widget.invoices')}</SiteLink>
            <SiteLink to={go(BANK_BILL_PATH)} data-pending-bank-bills-link>
              {t('widget.bankBills')}
            </SiteLink>
            <hr />
            <button
              type="button"
              onClick={() => {
                setOpen(false);
                dispatch(busEvents.sessionSignOutRequested());
              }}
            >
              {t('account.signOut')}
            </button>
          </div>
        </Panel>
      )}
    </Root>
  );
}
