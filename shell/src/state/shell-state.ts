import type { AppState } from './app-slice';
import type { HeldRequestsState } from './held-requests';
import type { LocaleState } from './locale-slice';

/** The slices the shell puts in the store before any remote injects its own. */
export interface ShellState {
  app: AppState;
  heldRequests: HeldRequestsState;
  locale: LocaleState;
}
