/**
 * What the browser builds resolve `@sinclair/typebox` to (issue 34). The contracts define each API
 * shape as a TypeBox schema and a type of the same name; the API validates and serialises with
 * the schemas, the browser only needs the types. Yet every contract module a page imports (for a
 * constant, the bus events) evaluated its schemas in the page, with TypeBox itself: 10 KB of gzip
 * in the shell and as much again in a remote that reads a contract's subpath, on every first
 * visit, for objects nothing in the browser reads.
 *
 * Here `Type.<builder>(…)` builds no schema: an object schema keeps its properties (the contracts
 * spread one schema's into another's), everything else is an empty object. The server builds,
 * the API and the unit tests use TypeBox itself. A browser source that imports a value of TypeBox
 * other than `Type`, or outside the contracts, fails `ops/src/lint/browser-typebox.test.ts`.
 */
import type { Type as TypeBuilder } from '@sinclair/typebox';

type Schema = { properties?: Record<string, unknown> };

const objectSchema = (properties: unknown): Schema => ({ properties: (properties ?? {}) as Record<string, unknown> });

const builders: Record<string, (...args: unknown[]) => Schema> = {
  Object: objectSchema,
  Composite: (schemas) => objectSchema(Object.assign({}, ...((schemas as Schema[] | undefined) ?? []).map((schema) => schema.properties))),
};

const nothing = (): Schema => ({});

/** TypeBox's `Type` builder, building nothing the browser would read (see above). */
export const Type = new Proxy(builders, { get: (target, name) => (typeof name === 'string' && target[name]) || nothing }) as unknown as typeof TypeBuilder;
