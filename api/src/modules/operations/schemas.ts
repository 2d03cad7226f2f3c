import { Nullable, Type, type Static } from '@atlas/contracts/schema-kit';

/** The operations page's API (issue 30). Its shapes live here: only the shell's operations page reads them. */
export const OperatorLogin = Type.String({ pattern: '^[a-z0-9._-]{3,40}$' });

export const OperatorSignInRequest = Type.Object(
  { login: Type.String({ minLength: 1, maxLength: 80 }), password: Type.String({ minLength: 1, maxLength: 200 }) },
  { additionalProperties: false },
);

export const OperatorSession = Type.Object({ accessToken: Type.String(), tokenType: Type.Literal('Bearer'), expiresIn: Type.Integer(), login: Type.String() });

export const RemoteParams = Type.Object({ remote: Type.String({ pattern: '^mf-[a-z0-9-]{1,40}$' }) });

export const SeriesQuery = Type.Object({ minutes: Type.Optional(Type.Integer({ minimum: 5, maximum: 1440, default: 60 })) }, { additionalProperties: false });

const Figures = {
  pageViews: Type.Integer(),
  errors: Type.Integer(),
  errorRate: Nullable(Type.Number()),
  failures: Type.Integer(),
  lcpP75: Nullable(Type.Number()),
  inpP75: Nullable(Type.Number()),
  clsP75: Nullable(Type.Number()),
};

const Canary = Nullable(Type.Object({ version: Type.String(), percent: Type.Number() }));

/** A rollout as `ops rollout` keeps it (ops/src/platform/rollout-state.ts); its decisions with their figures. */
const Rollout = Nullable(
  Type.Object({
    version: Type.String(),
    stableVersion: Type.String(),
    steps: Type.Array(Type.Number()),
    holdMs: Type.Number(),
    step: Type.Integer(),
    stepStartedAt: Type.String(),
    status: Type.String(),
    by: Type.String(),
    startedAt: Type.String(),
    updatedAt: Type.String(),
    decisions: Type.Array(
      Type.Object(
        { at: Type.String(), step: Type.Integer(), percent: Type.Number(), verdict: Type.String(), reason: Type.String() },
        { additionalProperties: true },
      ),
    ),
  }),
);

export const RemotesResponse = Type.Object({
  remotes: Type.Array(Type.Object({ name: Type.String(), activeVersion: Nullable(Type.String()), canary: Canary, rolloutStatus: Nullable(Type.String()) })),
});

export const SeriesResponse = Type.Object({
  remote: Type.String(),
  since: Type.String(),
  until: Type.String(),
  stableVersion: Nullable(Type.String()),
  canary: Canary,
  rollout: Rollout,
  versions: Type.Array(
    Type.Object({
      version: Type.String(),
      role: Type.Union([Type.Literal('stable'), Type.Literal('canary'), Type.Literal('other')]),
      totals: Type.Object(Figures),
      minutes: Type.Array(Type.Object({ minute: Type.String(), ...Figures })),
    }),
  ),
});

export const AuditQuery = Type.Object({ limit: Type.Optional(Type.Integer({ minimum: 1, maximum: 200, default: 50 })) }, { additionalProperties: false });

export const AuditResponse = Type.Object({
  entries: Type.Array(
    Type.Object({
      at: Type.String(),
      login: Type.String(),
      action: Type.String(),
      outcome: Type.String(),
      address: Nullable(Type.String()),
      detail: Nullable(Type.Record(Type.String(), Type.Unknown())),
    }),
  ),
});

export type SeriesResponse = Static<typeof SeriesResponse>;
