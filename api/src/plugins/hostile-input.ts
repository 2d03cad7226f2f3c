import type { FastifyInstance, FastifyRequest } from 'fastify';
import { COMMON_ERROR_CODES } from '@atlas/contracts/api-error';
import { ApiError } from '../errors';

/** Deeper than any request of this API nests (an address inside a form is 3). */
export const MAX_INPUT_DEPTH = 32;

/**
 * Text no form field can mean and a database cannot store or compare: NUL, a lone UTF-16
 * surrogate (half a character), the non-characters U+FFFE/U+FFFF.
 */
// eslint-disable-next-line no-control-regex -- NUL is what this refuses
const UNSTORABLE = /\u0000|\uFFFE|\uFFFF|[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/;

interface Finding {
  field: string;
  rule: 'characters' | 'depth';
}

/** The first string (key or value) of `value` that cannot be stored, or a nesting past the limit. */
export function findUnstorable(value: unknown, path: string[] = [], depth = 0): Finding | null {
  if (typeof value === 'string') return UNSTORABLE.test(value) ? { field: path.join('.'), rule: 'characters' } : null;
  if (value === null || typeof value !== 'object' || Buffer.isBuffer(value)) return null;
  if (depth >= MAX_INPUT_DEPTH) return { field: path.join('.'), rule: 'depth' };
  for (const [key, child] of Object.entries(value)) {
    if (UNSTORABLE.test(key)) return { field: [...path, key].join('.'), rule: 'characters' };
    const found = findUnstorable(child, [...path, key], depth + 1);
    if (found) return found;
  }
  return null;
}

function refuse(request: FastifyRequest): void {
  const found = findUnstorable(request.params, ['params']) ?? findUnstorable(request.query, ['query']) ?? findUnstorable(request.body, ['body']);
  if (found) {
    const field = found.field.replace(/^(params|query|body)\.?/, '');
    throw new ApiError(400, COMMON_ERROR_CODES.requestInvalid, `The request holds text that cannot be accepted (${found.rule})`, [{ field, rule: found.rule }]);
  }
}

/**
 * One guard for every route of the API, before its schema and handler: parameters, query and
 * body holding NUL, lone surrogates or absurd nesting answer 400 `request-invalid`
 * ({ field, rule: 'characters' | 'depth' }), whatever the route (its handler never sees them).
 */
export function installHostileInputGuard(app: FastifyInstance): void {
  app.addHook('preValidation', async (request) => refuse(request));
}
