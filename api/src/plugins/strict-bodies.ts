import { AjvCompiler } from '@fastify/ajv-compiler';
import type { FastifyInstance } from 'fastify';

/**
 * JSON bodies are validated as sent: `"quantity": "5"` is refused where a number is expected
 * (Ajv's coerceTypes off), while query strings and path parameters, which are text by nature,
 * keep Fastify's coercion ("?page=2" is the number 2). The same Ajv options as Fastify's own
 * otherwise (defaults applied, unknown properties removed, formats).
 */
export function installStrictBodies(app: FastifyInstance): void {
  const build = AjvCompiler();
  const schemas = app.getSchemas() as Parameters<ReturnType<typeof AjvCompiler>>[0];
  const strict = build(schemas, { customOptions: { coerceTypes: false } });
  const coercing = build(schemas, { customOptions: {} });
  app.setValidatorCompiler((route) => (route.httpPart === 'body' ? strict(route) : coercing(route)));
}
