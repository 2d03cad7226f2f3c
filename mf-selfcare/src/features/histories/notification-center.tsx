import { useCallback, useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import styled from 'styled-components';
import { type Language } from '@atlas/contracts';
import { formatMoment, useSession, VisuallyHidden } from '@atlas/ui-kit';
import type { NotificationsResponse } from '@atlas/contracts/histories';
import { fetchNotifications, markNotificationsRead } from './histories-api';
import { HISTORIES_NS } from '../../i18n/selfcare-histories';

/** The unread count on the account button. */
export const UnreadBadge = styled.span`
  position: absolute;
  top: 2px;
  inset-inline-start: 26px;
  min-width: 18px;
  height: 18px;
  padding: 0 4px;
  border-radius: 9px;
  background: ${({ theme }) => theme.colors.danger.main};
  color: #fff;
  font-size: 11px;
  font-weight: ${({ theme }) => theme.fontWeights.bold};
  line-height: 18px;
  text-align: center;
`;

const Section = styled.section`
  h2 {
    display: flex;
    justify-content: space-between;
    align-items: center;
  }
  li {
    padding: 6px 8px;
    border-radius: ${({ theme }) => theme.radii.md};
    font-size: ${({ theme }) => theme.fontSizes.sm};
  }
  li[data-read='false'] {
    background: ${({ theme }) => theme.colors.primary.light};
  }
  li p {
    margin: 2px 0;
  }
  li small {
    color: ${({ theme }) => theme.colors.text.secondary};
  }
  button.mark {
    display: inline;
    width: auto;
    min-height: 32px;
    color: ${({ theme }) => theme.colors.primary.main};
    font-size: ${({ theme }) => theme.fontSizes.sm};
  }
`;

/** Taller than its box, the list scrolls: the keyboard reaches it to scroll it (WCAG 2.1.1). */
const NotificationList = styled.ul`
  max-height: 260px;
  overflow-y: auto;
`;

/** The customer's notifications, asked when signed in and each time the menu opens. */
export function useNotifications(open: boolean) {
  const { isSignedIn, profile } = useSession();
  const [answer, setLatest] = useState<NotificationsResponse | null>(null);
  // A list asked before the customer marked it read must not bring the old marks back when it lands.
  const generation = useRef(0);
  const setAnswer = useCallback((next: NotificationsResponse) => {
    generation.current += 1;
    setLatest(next);
  }, []);
  const reload = useCallback(async () => {
    const asked = ++generation.current;
    try {
      const list = await fetchNotifications();
      if (asked === generation.current) setLatest(list);
    } catch {
      // The menu works without them; the next opening asks again.
    }
  }, []);
  useEffect(() => {
    if (isSignedIn && profile) void reload();
  }, [isSignedIn, profile, open, reload]);
  return { answer, setAnswer };
}

/** The notification centre inside the account menu: newest first, read/unread, "no notifications available". */
export function NotificationCenter({
  language,
  answer,
  onChange,
}: {
  language: Language;
  answer: NotificationsResponse | null;
  onChange: (answer: NotificationsResponse) => void;
}) {
  const { t } = useTranslation(HISTORIES_NS);
  const list = answer?.list ?? [];
  const readAll = async () => {
    const { unread } = await markNotificationsRead({ all: true });
    onChange({ unread, list: list.map((item) => ({ ...item, read: true })) });
  };
  return (
    <Section aria-labelledby="notifications-title" data-notifications>
      <h2 id="notifications-title">
        <span>{t('notifications.title')}</span>
        {answer && answer.unread > 0 && (
          <button type="button" className="mark" onClick={() => void readAll()}>
            {t('notifications.markAll')}
          </button>
        )}
      </h2>
      {list.length === 0 ? (
        <p style={{ margin: '0 8px 8px' }}>{t('notifications.empty')}</p>
      ) : (
        <NotificationList tabIndex={0} aria-label={t('notifications.title')}>
          {list.slice(0, 8).map((item) => (
            <li key={item.id} data-read={String(item.read)} data-kind={item.kind}>
              <strong>{item.title}</strong>
              {!item.read && <VisuallyHidden> ({t('notifications.unread')})</VisuallyHidden>}
              <p>{item.text}</p>
              <small>{formatMoment(item.createdAt, language)}</small>
            </li>
          ))}
        </NotificationList>
      )}
    </Section>
  );
}
