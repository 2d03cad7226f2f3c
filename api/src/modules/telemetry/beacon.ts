import { StringEnum, Type, type Static } from '@atlas/contracts/schema-kit';
import { VITALS } from './histogram';

/**
 * The beacon the shell's field telemetry sends (shell/src/telemetry/field-report.ts writes it):
 * one page view's route template, language, device class, versions, vitals, errors and load
 * failures. Everything is a closed list or a short pattern: nothing free-form is accepted.
 */
export const TELEMETRY_LIMITS = { bodyBytes: 4 * 1024, remotes: 12, errors: 24, failures: 24, countPerItem: 1000 } as const;

/** A route template (`/offres/:slug`, `/espace/mes-factures`), the site's root or the shell's own pages. */
const RouteTemplate = Type.String({ maxLength: 120, pattern: '^(/([A-Za-z0-9_.-]+|:[A-Za-z][A-Za-z0-9_]*|\\*))*/?$|^\\(shell\\)$' });
/** A remote's registered name (`mf-invoices`), or the shell. */
const REMOTE_NAME = '^(mf-[a-z][a-z0-9-]*|shell)$';
const RemoteName = Type.String({ maxLength: 40, pattern: REMOTE_NAME });
/** A published version (`1.4.0`, `1.0.0-local.5dd414de`); `unknown` when it could not be told. */
const Version = Type.String({ maxLength: 40, pattern: '^([0-9]+\\.[0-9]+\\.[0-9]+(-[0-9A-Za-z.-]+)?|unknown)$' });
const Count = Type.Integer({ minimum: 1, maximum: TELEMETRY_LIMITS.countPerItem });

export const DEVICE_CLASSES = ['mobile', 'tablet', 'desktop'] as const;
export const LOAD_PHASES = ['manifest', 'entry', 'expose', 'shared'] as const;
export const ERROR_KINDS = ['render', 'error', 'rejection'] as const;

export const TelemetryBeacon = Type.Object(
  {
    tab: Type.Optional(Type.String({ format: 'uuid' })),
    route: RouteTemplate,
    language: StringEnum(['fr', 'ar', 'en'] as const),
    device: StringEnum(DEVICE_CLASSES),
    shell: Version,
    /** Remote name → version; a key of another form is dropped by the validator (additionalProperties). */
    remotes: Type.Unsafe<Record<string, string>>({
      type: 'object',
      patternProperties: { [REMOTE_NAME]: Version },
      additionalProperties: false,
      maxProperties: TELEMETRY_LIMITS.remotes,
    }),
    vitals: Type.Array(
      Type.Object(
        { name: StringEnum(VITALS), value: Type.Number({ minimum: 0, maximum: 600_000 }), remote: Type.Optional(RemoteName) },
        { additionalProperties: false },
      ),
      { maxItems: VITALS.length },
    ),
    errors: Type.Array(Type.Object({ remote: RemoteName, version: Version, kind: StringEnum(ERROR_KINDS), count: Count }, { additionalProperties: false }), {
      maxItems: TELEMETRY_LIMITS.errors,
    }),
    failures: Type.Array(Type.Object({ remote: RemoteName, version: Version, phase: StringEnum(LOAD_PHASES), count: Count }, { additionalProperties: false }), {
      maxItems: TELEMETRY_LIMITS.failures,
    }),
  },
  { additionalProperties: false },
);
export type TelemetryBeacon = Static<typeof TelemetryBeacon>;
