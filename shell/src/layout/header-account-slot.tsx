import { type Language } from '@atlas/contracts';
import { selectIsSignedIn, selectProfile, useAppSelector } from '@atlas/runtime';
import { AccountBadge, IconButton } from '@atlas/ui-kit';
import { RemoteWidget } from '../platform/remote-widget';

/**
 * The account menu (mf-selfcare's `header-account`), signed in only. Until its remote has loaded,
 * the shell draws what it knows in the same place and size — the customer's initials, and from
 * `md` the first name — so the header's buttons do not move when the menu arrives (issue 18: the
 * dashboard's layout shift).
 */
export function HeaderAccountSlot({ language }: { language: Language }) {
  const isSignedIn = useAppSelector(selectIsSignedIn);
  const profile = useAppSelector(selectProfile);
  if (!isSignedIn) return null;
  const standIn = profile && (
    <IconButton as="span" $shape="pill" $tone="inherit" aria-hidden="true" data-header-account-stand-in>
      <AccountBadge firstName={profile.firstName} lastName={profile.lastName} />
    </IconButton>
  );
  return <RemoteWidget name="header-account" language={language} placeholder={standIn} />;
}
