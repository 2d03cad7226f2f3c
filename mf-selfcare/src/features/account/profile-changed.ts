import { busEvents } from '@atlas/contracts';

/**
 * A change the profile shows: once the server took it, the shell reads the profile again (it owns
 * that read, outside the api's cache, so a bus event marks it stale rather than a tag).
 */
export async function refreshProfileOnceDone(
  _request: unknown,
  { dispatch, queryFulfilled }: { dispatch: (action: { type: string }) => unknown; queryFulfilled: Promise<unknown> },
) {
  try {
    await queryFulfilled;
    dispatch(busEvents.profileRefreshRequested());
  } catch {
    // Refused: nothing changed; the form shows the mutation's error.
  }
}
