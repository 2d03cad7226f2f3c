import type { BaseQueryFn } from '@reduxjs/toolkit/query';
import { localStore } from '../storage/safe-storage';
import type { AtlasQueryError, AtlasRequest } from './atlas-api';

/** The FAQ answers kept for matching (selfcare spec §4, public-site spec §7): one key, 300 s. */
export const FAQ_LINKS_KEY = 'faqLinks';
export const FAQ_LINKS_KEEP_S = 300;

interface Kept {
  /** When the answer was read, ms since the epoch. */
  at: number;
  data: unknown;
}

/**
 * A read whose answer the browser keeps for `seconds` across reloads (the self-care spec's
 * persisted state: FAQ links expire after 300 s), as RTK Query's `queryFn`. RTK Query's own
 * `keepUnusedDataFor` lives in memory and dies with the page; this keeps each answer under
 * `storageKey` by its request, read at start (no wait on the network, well within the spec's
 * 5,000 ms restore time-out) and read again from the server once older than `seconds`.
 */
export function keptAcrossReloads<Result, Arg>(storageKey: string, seconds: number, request: (arg: Arg) => AtlasRequest) {
  return async (
    arg: Arg,
    _api: unknown,
    _extraOptions: unknown,
    baseQuery: (request: AtlasRequest) => ReturnType<BaseQueryFn<AtlasRequest, unknown, AtlasQueryError>>,
  ): Promise<{ data: Result } | { error: AtlasQueryError }> => {
    const asked = request(arg);
    const id = JSON.stringify([asked.url, asked.params ?? null]);
    const now = Date.now();
    const fresh = (kept: Kept | undefined): kept is Kept => !!kept && now - kept.at >= 0 && now - kept.at < seconds * 1000;
    const all = localStore.getJson<Record<string, Kept>>(storageKey) ?? {};
    if (fresh(all[id])) return { data: all[id].data as Result };
    const answer = await baseQuery(asked);
    if (!answer.error) {
      // Only the answers still fresh stay beside the new one: the key never grows past what is in use.
      const stillFresh = Object.fromEntries(Object.entries(all).filter(([, kept]) => fresh(kept)));
      localStore.setJson(storageKey, { ...stillFresh, [id]: { at: Date.now(), data: answer.data } });
    }
    return answer.error ? { error: answer.error } : { data: answer.data as Result };
  };
}
