/**
 * Whether a database error is a unique constraint refusing a row (SQLSTATE 23505), optionally of
 * a named constraint. drizzle wraps the driver's error in `cause`; PGlite and node-postgres both
 * carry `code` and `constraint`.
 */
export function isUniqueViolation(error: unknown, constraint?: string): boolean {
  for (let current: unknown = error; current instanceof Error || (current && typeof current === 'object'); current = (current as { cause?: unknown }).cause) {
    const { code, constraint: name } = current as { code?: unknown; constraint?: unknown };
    if (code === '23505') return constraint === undefined || name === constraint;
    if (!(current as { cause?: unknown }).cause) break;
  }
  return false;
}
