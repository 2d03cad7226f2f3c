/**
 * The probe's approach, kept: every route of the running app (read from its route catalogue, so a
 * route added tomorrow is covered without a list to update) is sent hostile text in its path
 * parameters, its query and its body. None may answer 5xx or hang; text no form can mean (NUL,
 * half a character) is refused with 400 and a stable code.
 */
import type { ApiErrorBody } from '@atlas/contracts/api-error';
import type { SessionTokensResponse, UserLine } from '@atlas/contracts/selfcare';
import { DEMO_ACCOUNTS, DEMO_OPERATOR } from '../demo-accounts';
import { API_ERROR_CODES } from '../errors';
import type { CatalogueRoute } from '../plugins/route-catalogue';
import { buildTestApp, type TestApp } from '../test/build-test-app';
import { bearer, profileOf, signIn } from '../test/session';

let testApp: TestApp;
beforeAll(async () => {
  testApp = await buildTestApp();
}, 60_000);
afterAll(() => testApp?.close());
const app = () => testApp.app;

/** Must be refused: text no field can mean. */
const UNSTORABLE = ['\u0000', 'ab\u0000cd', '\uD800', 'x\uDFFFy', 'a\uD83D'];
/** May be accepted or refused, never a 5xx. */
const HOSTILE: unknown[] = [
  '\u202Eevil\u202C\u200F',
  "' OR 1=1 --",
  "Robert'); DROP TABLE orders;--",
  '../../../../etc/passwd',
  '%2e%2e%2f%00',
  '${jndi:ldap://x}',
  '<script>alert(1)</script>',
  ' ',
  '',
  'é'.repeat(5000),
  -1,
  1e308,
  true,
  null,
  [],
  ['a', 'b'],
  { $gt: '' },
];
const MEGABYTE = 'A'.repeat(1024 * 1024);
const deepJson = (depth: number) => '{"a":'.repeat(depth) + '1' + '}'.repeat(depth);
const VALID_CODES = new Set<string>(Object.values(API_ERROR_CODES));

interface Probe {
  what: string;
  mustRefuse: boolean;
  method: string;
  url: string;
  payload?: string;
  contentType?: string;
}

interface PropertySchema {
  type?: string | string[];
  enum?: unknown[];
  const?: unknown;
  default?: unknown;
  examples?: unknown[];
  format?: string;
  minLength?: number;
}
const propertiesOf = (schema: unknown): Record<string, PropertySchema> =>
  schema && typeof schema === 'object' && 'properties' in schema ? (schema as { properties: Record<string, PropertySchema> }).properties : {};

/** A plausible value for a property, so that one hostile field is met with the others well formed. */
function plausible(property: PropertySchema): unknown {
  if (property.const !== undefined) return property.const;
  if (property.enum?.length) return property.enum[0];
  if (property.default !== undefined) return property.default;
  if (property.examples?.length) return property.examples[0];
  const type = Array.isArray(property.type) ? property.type[0] : property.type;
  if (type === 'integer' || type === 'number') return 1;
  if (type === 'boolean') return true;
  if (type === 'array') return [];
  if (type === 'object') return {};
  if (property.format === 'email') return 'salma@example.ma';
  if (property.format === 'date') return '1990-01-01';
  return '0661234501'.padEnd(property.minLength ?? 0, '1');
}

/** Percent-encodes as an attacker's client would, lone surrogates included (as their 3 raw bytes). */
function encode(text: string): string {
  return text.replace(/[\s\S]/gu, (char) => {
    const unit = char.charCodeAt(0);
    if (char.length === 1 && unit >= 0xd800 && unit <= 0xdfff) {
      return [0xe0 | (unit >> 12), 0x80 | ((unit >> 6) & 0x3f), 0x80 | (unit & 0x3f)].map((byte) => `%${byte.toString(16).toUpperCase()}`).join('');
    }
    return encodeURIComponent(char);
  });
}

function fill(url: string, value: string): string {
  return url.replace(/:(\w+)/g, () => encode(value));
}

/** A sample of inputs for one route: every unstorable string everywhere, a rotating sample of the rest. */
function probesOf(route: CatalogueRoute, seed: number): Probe[] {
  const schema = (route.options.schema ?? {}) as { body?: unknown; querystring?: unknown };
  const queryKeys = [...Object.keys(propertiesOf(schema.querystring)), 'q'];
  const bodyProperties = Object.entries(propertiesOf(schema.body));
  const bodyKeys = bodyProperties.map(([key]) => key);
  const hasBody = route.method !== 'GET' && route.method !== 'DELETE' ? true : bodyKeys.length > 0;
  const neutralUrl = fill(route.url, '1');
  const probes: Probe[] = [];
  const sample = [...HOSTILE.slice(seed % HOSTILE.length), ...HOSTILE.slice(0, seed % HOSTILE.length)].slice(0, 6);
  const values: Array<{ value: unknown; mustRefuse: boolean }> = [
    ...UNSTORABLE.map((value) => ({ value, mustRefuse: true })),
    ...sample.map((value) => ({ value, mustRefuse: false })),
  ];
  for (const { value, mustRefuse: refuse } of values) {
    // Half a character cannot travel percent-encoded: its bytes are not UTF-8, so the server reads
    // U+FFFD or refuses; only a NUL, or a JSON escape, brings the real thing.
    const mustRefuse = refuse && typeof value === 'string' && value.includes('\u0000');
    const text = typeof value === 'string' ? value : JSON.stringify(value);
    if (route.url.includes(':')) probes.push({ what: `params ${JSON.stringify(text)}`, mustRefuse, method: route.method, url: fill(route.url, text) });
    const query = queryKeys.map((key) => `${key}=${encode(text)}`).join('&');
    probes.push({ what: `query ${JSON.stringify(text)}`, mustRefuse, method: route.method, url: `${neutralUrl}?${query}` });
    if (hasBody) {
      const keys = bodyKeys.length > 0 ? bodyKeys : ['value'];
      const body = Object.fromEntries(keys.map((key) => [key, value]));
      probes.push({
        what: `body ${JSON.stringify(text)}`,
        mustRefuse: refuse,
        method: route.method,
        url: neutralUrl,
        payload: JSON.stringify(body),
        contentType: 'application/json',
      });
      if (typeof value === 'string') {
        const form = keys.map((key) => `${key}=${encode(value)}`).join('&');
        probes.push({
          what: `form ${JSON.stringify(text)}`,
          mustRefuse,
          method: route.method,
          url: neutralUrl,
          payload: form,
          contentType: 'application/x-www-form-urlencoded',
        });
      }
    }
  }
  // One field hostile at a time, the others well formed: the way past the schema to the handler.
  bodyProperties.forEach(([key], position) => {
    const value = UNSTORABLE[(seed + position) % UNSTORABLE.length]!;
    const body = Object.fromEntries(bodyProperties.map(([other, property]) => [other, other === key ? `0661234501${value}` : plausible(property)]));
    probes.push({
      what: `body.${key} ${JSON.stringify(value)}`,
      mustRefuse: true,
      method: route.method,
      url: neutralUrl,
      payload: JSON.stringify(body),
      contentType: 'application/json',
    });
  });
  probes.push({ what: 'a 1 MB query', mustRefuse: false, method: route.method, url: `${neutralUrl}?${queryKeys[0]}=${MEGABYTE}` });
  if (hasBody) {
    const keys = bodyKeys.length > 0 ? bodyKeys : ['value'];
    probes.push({
      what: 'a 1 MB body',
      mustRefuse: true,
      method: route.method,
      url: neutralUrl,
      payload: JSON.stringify({ [keys[0]!]: MEGABYTE }),
      contentType: 'application/json',
    });
    probes.push({ what: 'deep JSON', mustRefuse: true, method: route.method, url: neutralUrl, payload: deepJson(5000), contentType: 'application/json' });
    probes.push({ what: 'broken JSON', mustRefuse: true, method: route.method, url: neutralUrl, payload: '{"a":', contentType: 'application/json' });
  }
  return probes;
}

const withinSeconds = <T>(seconds: number, work: Promise<T>): Promise<T | 'hang'> =>
  Promise.race([work, new Promise<'hang'>((resolve) => setTimeout(() => resolve('hang'), seconds * 1000).unref())]);

it('refuses hostile input on every route with a 4xx and a stable code: never a 5xx, never a hang', async () => {
  const routes = app()
    .routeCatalogue()
    .filter((route) => route.url.startsWith('/api/') && (route.url.includes('usage') || route.url.includes('notifications')));
  // Sanity: the catalogue sees the whole API, signed-in routes included.
  expect(routes.length).toBeGreaterThan(2);
  expect(routes.some((route) => route.access === 'line')).toBe(true);

  const failures: string[] = [];
  let sent = 0;
  // The operations page's routes take an operator's bearer: fuzzed past their guard with one.
  const operatorSignIn = await app().inject({ method: 'POST', url: '/api/v1/operations/sign-in', payload: DEMO_OPERATOR });
  const operator = { authorization: `Bearer ${operatorSignIn.json<{ accessToken: string }>().accessToken}` };

  for (const [index, route] of routes.entries()) {
    // A session of its own for each route: a route may end it (sign-out) or change it.
    const tokens: SessionTokensResponse = await signIn(app(), DEMO_ACCOUNTS.business.username);
    const [line] = (await profileOf(app(), tokens)).lines as UserLine[];
    const probes = probesOf(route, index);
    sent += probes.length;
    await Promise.all(
      probes.map(async (probe) => {
        const answer = await withinSeconds(
          15,
          app().inject({
            method: probe.method as 'GET',
            url: probe.url,
            headers: {
              ...(route.access === 'operator' ? operator : bearer(tokens, line)),
              ...(probe.contentType ? { 'content-type': probe.contentType } : {}),
            },
            ...(probe.payload !== undefined ? { payload: probe.payload } : {}),
          }),
        );
        const where = `${route.method} ${route.url} with ${probe.what.slice(0, 60)}`;
        if (answer === 'hang') return void failures.push(`${where}: no answer within 15 s`);
        const status = answer.statusCode;
        if (status >= 500) return void failures.push(`${where}: ${status} ${answer.body.slice(0, 200)}`);
        if (probe.mustRefuse && status < 400) return void failures.push(`${where}: accepted (${status})`);
        if (status >= 400 && status !== 404 && answer.headers['content-type']?.toString().includes('json')) {
          const code = answer.json<ApiErrorBody>().code;
          if (!VALID_CODES.has(code)) failures.push(`${where}: unstable code ${String(code)}`);
        }
      }),
    );
  }
  console.info(`hostile input: ${routes.length} routes, ${sent} requests`);
  expect(failures).toEqual([]);
}, 600_000);
