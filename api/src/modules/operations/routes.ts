import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { SELFCARE_ERROR_CODES } from '@atlas/contracts/selfcare';
import { OperatorsRepository } from './operators.repository';
import { HistogramsRepository } from '../telemetry/public';
import { API_ERROR_CODES, ApiError, errorResponses } from '../../errors';
import { OPERATOR_TOKEN } from '../../plugins/operator-tokens';
import { UNKNOWN_USER_HASH, verifyPassword } from '../ms-iam/public';
import type { PlatformReader } from './platform-reader';
import { AuditQuery, AuditResponse, OperatorSession, OperatorSignInRequest, RemoteParams, RemotesResponse, SeriesQuery, SeriesResponse } from './schemas';
import { seriesOf } from './series';

/** Failed operator sign-ins slow the guesser: per login and per address, free at first, then a doubling wait. */
export const OPERATOR_SIGN_IN_THROTTLE = {
  perLogin: { windowSeconds: 24 * 3600, free: 5, firstSeconds: 5, maxSeconds: 15 * 60 },
  perAddress: { windowSeconds: 15 * 60, free: 20, firstSeconds: 5, maxSeconds: 60 },
} as const;

/**
 * /api/v1/operations: the operations page's routes (issue 30 item 3). `POST /sign-in` is open;
 * every other route takes an operator's bearer (`config: { access: 'operator' }`, in the route
 * catalogue: fuzzed and put through the authorisation matrix like every signed-in route).
 */
export const operationsRoutes =
  ({ platform }: { platform: PlatformReader }): FastifyPluginAsyncTypebox =>
  async (app) => {
    const operators = new OperatorsRepository(app.db);
    const histograms = new HistogramsRepository(app.db);
    app.post('/sign-in', { schema: { body: OperatorSignInRequest, response: { 200: OperatorSession, ...errorResponses } } }, async (request) => {
      const login = request.body.login.trim().toLowerCase();
      const loginKey = `operator-login:${login}`;
      const addressKey = `operator-address:${request.ip}`;
      const slowed = [
        await app.failureLimits.slowedUntil(loginKey, OPERATOR_SIGN_IN_THROTTLE.perLogin),
        await app.failureLimits.slowedUntil(addressKey, OPERATOR_SIGN_IN_THROTTLE.perAddress),
      ].filter((until): until is Date => until !== null);
      if (slowed.length > 0) {
        const retryAfter = Math.max(1, Math.ceil((Math.max(...slowed.map((until) => until.getTime())) - Date.now()) / 1000));
        await operators.audit({ login, action: 'sign-in', outcome: 'refused', address: request.ip, detail: { reason: 'slowed' } });
        throw new ApiError(429, API_ERROR_CODES.rateLimited, 'Too many failed sign-ins: try again later', undefined, { retryAfter });
      }
      const account = await operators.byLogin(login);
      // The hash is computed for unknown logins too: the answer's timing does not tell who exists.
      const valid = await verifyPassword(request.body.password, account?.passwordHash ?? UNKNOWN_USER_HASH);
      if (!account || !valid) {
        await app.failureLimits.record(loginKey, addressKey);
        await operators.audit({ login, action: 'sign-in', outcome: 'refused', address: request.ip, detail: { reason: 'credentials' } });
        throw new ApiError(401, SELFCARE_ERROR_CODES.badCredentials, 'Wrong login or password');
      }
      await operators.audit({ login, action: 'sign-in', outcome: 'ok', address: request.ip });
      const accessToken = await app.operatorTokens.sign({ id: account.id, login });
      return { accessToken, tokenType: 'Bearer' as const, expiresIn: OPERATOR_TOKEN.ttlSeconds, login };
    });

    app.get('/remotes', { config: { access: 'operator' }, schema: { response: { 200: RemotesResponse, ...errorResponses } } }, async (_request, reply) => {
      reply.header('cache-control', 'private, no-store');
      const manifest = await platform.manifest();
      const remotes = await Promise.all(
        Object.values(manifest?.remotes ?? {}).map(async (record) => ({
          name: record.name,
          activeVersion: record.activeVersion,
          canary: record.canary ? { version: record.canary.version, percent: record.canary.percent } : null,
          rolloutStatus: (await platform.rollout(record.name))?.status ?? null,
        })),
      );
      return { remotes: remotes.sort((a, b) => a.name.localeCompare(b.name)) };
    });

    app.get(
      '/remotes/:remote/series',
      { config: { access: 'operator' }, schema: { params: RemoteParams, querystring: SeriesQuery, response: { 200: SeriesResponse, ...errorResponses } } },
      async (request, reply) => {
        reply.header('cache-control', 'private, no-store');
        const { remote } = request.params;
        const minutes = request.query.minutes ?? 60;
        // Whole minutes (the aggregate's grain), the minute running included.
        const until = new Date(Math.floor(Date.now() / 60_000) * 60_000 + 60_000);
        const since = new Date(until.getTime() - minutes * 60_000);
        const [manifest, rollout, rows] = await Promise.all([platform.manifest(), platform.rollout(remote), histograms.ofRemote(remote, since, until)]);
        const record = manifest?.remotes[remote];
        if (!record && !rollout && rows.length === 0) throw new ApiError(404, API_ERROR_CODES.notFound, `No remote ${remote} on the platform`);
        const canary = record?.canary ? { version: record.canary.version, percent: record.canary.percent } : null;
        // While a rollout runs its canary is compared with the version live when it started.
        const stableVersion = rollout?.status === 'running' ? rollout.stableVersion : (record?.activeVersion ?? null);
        const { remote: _remote, ...rolloutState } = rollout ?? { remote };
        return {
          remote,
          since: since.toISOString(),
          until: until.toISOString(),
          stableVersion,
          canary,
          rollout: rollout ? (rolloutState as Omit<typeof rollout, 'remote'>) : null,
          // The canary live, else the rollout's candidate (an aborted one's canary is off, its figures stay).
          versions: seriesOf(rows, {
            stable: stableVersion,
            canary: canary?.version ?? (rollout && rollout.version !== stableVersion ? rollout.version : null),
          }),
        };
      },
    );

    app.get(
      '/audit',
      { config: { access: 'operator' }, schema: { querystring: AuditQuery, response: { 200: AuditResponse, ...errorResponses } } },
      async (request, reply) => {
        reply.header('cache-control', 'private, no-store');
        const rows = await operators.latestAudit(request.query.limit ?? 50);
        return {
          entries: rows.map((row) => ({
            at: row.at.toISOString(),
            login: row.login,
            action: row.action,
            outcome: row.outcome,
            address: row.address,
            detail: row.detail ?? null,
          })),
        };
      },
    );
  };
