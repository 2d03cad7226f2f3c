import { useCallback, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { Language } from '@atlas/contracts';
import { Banner } from '@atlas/ui-kit';
import type { OperatorSession } from './operations-api';
import { OPERATIONS_NS } from './i18n/operations';
import { Dashboard } from './operations-dashboard';
import { SignInForm } from './operator-sign-in';

/**
 * The operator's session: in this tab's memory only (gone with a reload or the tab), never beside
 * the customer's session, never stored on the device.
 */
let kept: OperatorSession | null = null;

/** Forgets the tab's operator session (tests start each from a signed-out tab). */
export const forgetOperatorSession = () => {
  kept = null;
};

/** /operations: an operator signs in (never with a customer's account), then sees each remote's versions over time. */
export default function OperationsPage({ language }: { language: Language }) {
  const { t } = useTranslation(OPERATIONS_NS);
  const [session, setSession] = useState<OperatorSession | null>(kept);
  const [expired, setExpired] = useState(false);
  const keep = (next: OperatorSession | null) => {
    kept = next;
    setSession(next);
  };
  const onExpired = useCallback(() => {
    kept = null;
    setSession(null);
    setExpired(true);
  }, []);
  if (!session) {
    return (
      <>
        {expired && (
          <Banner $tone="info" role="status">
            {t('expired')}
          </Banner>
        )}
        <SignInForm
          onSignedIn={(next) => {
            setExpired(false);
            keep(next);
          }}
        />
      </>
    );
  }
  return <Dashboard session={session} language={language} onSignOut={() => keep(null)} onExpired={onExpired} />;
}
