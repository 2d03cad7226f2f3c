import { useId, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import styled from 'styled-components';
import { busEvents, type RemoteWidgetProps } from '@atlas/contracts';
import { useAppDispatch } from '@atlas/runtime';
import { AccountBadge, formatMdn, IconButton, SiteLink, useDismiss, useSelfCarePrefix, useSession } from '@atlas/ui-kit';
import { SELFCARE_NS } from '../i18n/selfcare';
import { SELFCARE_PATHS } from '../platform-remote';
import { LineServiceLinks } from '../components/services-menu';
import { NotificationCenter, UnreadBadge, useNotifications } from '../features/histories/notification-center';
import { HistoryLinks } from '../features/histories/history-links';
import { BANK_BILL_PATH } from '../components/bank-bill-path';

const Root = styled.div`
  position: relative;
`;

const Panel = styled.div`
  position: absolute;
  inset-inline-end: 0;
  top: calc(100% + 6px);
  z-index: ${({ theme }) => theme.zIndices.dropdown};
  width: min(320px, calc(100vw - 24px));
  padding: ${({ theme }) => theme.space.sm};
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
                        {t(`kinds.${line.kind}`)} · {language === 'ar' ? line.offer_name_ar : line.offer_name_fr}
                      </span>
                    </LineButton>
                  </li>
                ))}
              </ul>
              {selectedUserLine?.kind === 'mobile' && <LineServiceLinks to={go} />}
              <hr />
            </>
          )}
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
        </Panel>
      )}
    </Root>
  );
}
