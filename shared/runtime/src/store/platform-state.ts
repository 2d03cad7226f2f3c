import type { Dispatch, ThunkDispatch, UnknownAction } from '@reduxjs/toolkit';

/**
 * The state of the page's one store, extended by declaration merging: the shell declares its
 * static slices, each remote its own (optional, since it exists only once the remote is loaded):
 *
 *   declare module '@atlas/runtime' {
 *     interface PlatformRootState { catalogue?: CatalogueState }
 *   }
 */
// eslint-disable-next-line @typescript-eslint/no-empty-object-type
export interface PlatformRootState {}

export type PlatformDispatch = ThunkDispatch<PlatformRootState, unknown, UnknownAction> & Dispatch<UnknownAction>;
