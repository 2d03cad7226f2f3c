import type { Dispatch, ThunkDispatch, UnknownAction } from '@reduxjs/toolkit';
import type { atlasApi } from '../api/atlas-api';

/**
 * The state of the page's one store, extended by declaration merging: the shell declares its
 * static slices, each remote its own (optional, since it exists only once the remote is loaded):
 *
 *   declare module '@atlas/runtime' {
 *     interface PlatformRootState { catalogue?: CatalogueState }
 *   }
 */
export interface PlatformRootState {
  /** The reads (RTK Query): in every platform store. */
  atlasApi: ReturnType<typeof atlasApi.reducer>;
}

export type PlatformDispatch = ThunkDispatch<PlatformRootState, unknown, UnknownAction> & Dispatch<UnknownAction>;
