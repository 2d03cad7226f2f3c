import type { RolloutState, VersionFigures, VersionSeries } from '@atlas/contracts/rollouts';

/**
 * The operations page's calls (api/src/modules/operations). Plain fetch with the operator's own
 * bearer: the shell's api client carries the customer's session, which must never reach these
 * routes, and an operator's token never goes through it.
 */
export interface OperatorSession {
  accessToken: string;
  login: string;
}

export type { RolloutState, VersionFigures, VersionSeries };

export interface SeriesResponse {
  remote: string;
  since: string;
  until: string;
  stableVersion: string | null;
  canary: { version: string; percent: number } | null;
  rollout: RolloutState | null;
  versions: VersionSeries[];
}

export interface RemoteSummary {
  name: string;
  activeVersion: string | null;
  canary: { version: string; percent: number } | null;
  rolloutStatus: string | null;
}

export interface AuditEntry {
  at: string;
  login: string;
  action: string;
  outcome: 'ok' | 'refused';
  address: string | null;
  detail: Record<string, unknown> | null;
}

const OPERATIONS_API = '/api/v1/operations';

/** A refused call: its HTTP status and the API's stable code. */
export class OperationsError extends Error {
  constructor(
    readonly status: number,
    readonly code: string,
  ) {
    super(`${status} ${code}`);
  }
}

async function call<T>(path: string, init: RequestInit = {}): Promise<T> {
  const response = await fetch(`${OPERATIONS_API}${path}`, { ...init, headers: { accept: 'application/json', ...init.headers } });
  if (!response.ok) {
    const body = (await response.json().catch(() => ({}))) as { code?: string };
    throw new OperationsError(response.status, body.code ?? 'unknown');
  }
  return (await response.json()) as T;
}

const authorized = (session: OperatorSession) => ({ headers: { authorization: `Bearer ${session.accessToken}` } });

export const operationsApi = {
  signIn: (login: string, password: string) =>
    call<OperatorSession>('/sign-in', { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ login, password }) }),
  remotes: (session: OperatorSession) => call<{ remotes: RemoteSummary[] }>('/remotes', authorized(session)),
  series: (session: OperatorSession, remote: string, minutes: number) =>
    call<SeriesResponse>(`/remotes/${encodeURIComponent(remote)}/series?minutes=${minutes}`, authorized(session)),
  audit: (session: OperatorSession) => call<{ entries: AuditEntry[] }>('/audit?limit=20', authorized(session)),
};
