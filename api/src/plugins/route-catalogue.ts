import type { FastifyInstance, FastifyReply, FastifyRequest, RouteOptions } from 'fastify';
import fp from 'fastify-plugin';

/**
 * Who may call a route:
 * - `line`: a signed-in customer acting on their selected line (bearer + mdn-segmentation-token);
 * - `customer`: a signed-in customer (bearer);
 * - `operator`: a signed-in operator (an operator bearer, plugins/operator-tokens.ts), never a customer;
 * - `open`: visitors too (a route may still read an optional bearer, or ask another proof).
 *
 * A route declares it by its guard, nothing else: `preHandler: app.requireLine` or
 * `preHandler: app.requireCustomer` (or `config: { access: 'customer' }`, which installs the guard).
 * The security tests read this catalogue, so a new route is fuzzed and put through the
 * authorisation matrix by being registered, with no list to keep.
 */
export type RouteAccess = 'line' | 'customer' | 'operator' | 'open';

export interface CatalogueRoute {
  method: string;
  url: string;
  readonly access: RouteAccess;
  readonly options: RouteOptions;
}

declare module 'fastify' {
  interface FastifyContextConfig {
    access?: RouteAccess;
  }
  interface FastifyInstance {
    /** Every route of the API, with its access (computed when read, after every onRoute hook ran). */
    routeCatalogue: () => CatalogueRoute[];
  }
}

type Guard = (request: FastifyRequest, reply: FastifyReply) => Promise<void>;

const listOf = (handlers: unknown): unknown[] => (Array.isArray(handlers) ? handlers : handlers ? [handlers] : []);

function guardsOf(options: RouteOptions): unknown[] {
  return [...listOf(options.onRequest), ...listOf(options.preHandler)];
}

/**
 * A guard declared as preHandler runs first thing instead (onRequest): who is calling is settled
 * before the body is read or validated, so a stranger learns nothing of a route's schema and
 * sends it no megabyte to parse.
 */
function guardFirst(options: RouteOptions, guards: Guard[]): void {
  const before = listOf(options.preHandler);
  const moved = before.filter((handler) => guards.includes(handler as Guard));
  if (moved.length === 0) return;
  options.preHandler = before.filter((handler) => !moved.includes(handler)) as RouteOptions['preHandler'];
  options.onRequest = [...(moved as Guard[]), ...(listOf(options.onRequest) as Guard[])] as RouteOptions['onRequest'];
}

/** Registered at the root before any route: records every route (method, url, its options). */
export const routeCataloguePlugin = fp(
  async (app: FastifyInstance) => {
    const routes: Array<{ method: string; url: string; options: RouteOptions }> = [];
    app.addHook('onRoute', (options) => {
      const declared = options.config?.access;
      if (declared === 'line') guardRoute(options, app.requireLine);
      if (declared === 'customer') guardRoute(options, app.requireCustomer);
      if (declared === 'operator') guardRoute(options, app.requireOperator);
      guardFirst(options, [app.requireCustomer, app.requireLine, app.requireOperator] as Guard[]);
      const methods = Array.isArray(options.method) ? options.method : [options.method];
      for (const method of methods) {
        if (method === 'HEAD' || method === 'OPTIONS') continue;
        routes.push({ method, url: options.url, options });
      }
    });
    app.decorate('routeCatalogue', () => routes.map(({ method, url, options }) => ({ method, url, options, access: accessOf(app, options) })));
  },
  { name: 'atlas-route-catalogue' },
);

export function accessOf(app: FastifyInstance, options: RouteOptions): RouteAccess {
  const guards = guardsOf(options);
  if (guards.includes(app.requireLine as Guard) || options.config?.access === 'line') return 'line';
  if (guards.includes(app.requireCustomer as Guard) || options.config?.access === 'customer') return 'customer';
  if (guards.includes(app.requireOperator as Guard) || options.config?.access === 'operator') return 'operator';
  return 'open';
}

/**
 * For a plugin whose every route is signed-in: adds the guard to each route (and so to the
 * catalogue), where `addHook('preHandler', guard)` would protect the routes unseen.
 */
export function guardEveryRoute(app: FastifyInstance, guard: Guard): void {
  app.addHook('onRoute', (options) => guardRoute(options, guard));
}

function guardRoute(options: RouteOptions, guard: Guard): void {
  if (!guardsOf(options).includes(guard)) options.onRequest = [guard, ...(listOf(options.onRequest) as Guard[])] as RouteOptions['onRequest'];
}
