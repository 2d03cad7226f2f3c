/**
 * JSON with object keys sorted by code point at every level and no spaces: the same value always
 * gives the same text, whatever the key order (idempotency comparisons, signed payloads).
 */
export const canonicalJson = (value: unknown): string =>
  JSON.stringify(value, (_key, inner: unknown) =>
    inner && typeof inner === 'object' && !Array.isArray(inner)
      ? Object.fromEntries(Object.entries(inner as Record<string, unknown>).sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0)))
      : inner,
  );
