/**
 * The authorisation matrix: every signed-in route of the running app (read from its route
 * catalogue: a route is signed-in by its guard, `preHandler: app.requireCustomer` or
 * `app.requireLine`, see plugins/route-catalogue.ts) is called with no session, a forged token, a
 * signed-out session, and, for a line's routes, another customer's line token and another
 * customer's session with this customer's line token. Every one is refused, whatever the body.
 */
import type { ApiErrorBody } from '@atlas/contracts/api-error';
import type { SessionTokensResponse, UserLine } from '@atlas/contracts/selfcare';
import { DEMO_ACCOUNTS } from '../demo-accounts';
import { buildTestApp, type TestApp } from '../test/build-test-app';
import { profileOf, signIn } from '../test/session';

let testApp: TestApp;
beforeAll(async () => {
  testApp = await buildTestApp();
}, 60_000);
afterAll(() => testApp?.close());
const app = () => testApp.app;

interface Caller {
  name: string;
  headers: Record<string, string>;
  refused: number[];
}

const auth = (tokens: SessionTokensResponse) => `${tokens.tokenType} ${tokens.accessToken}`;
const lineToken = (line: UserLine) => `${line.tokenType} ${line.mdnSegmentationToken}`;

it('refuses every signed-in route to a caller without a valid session of the line’s own customer', async () => {
  const routes = app()
    .routeCatalogue()
    .filter((route) => route.access !== 'open');
  // Sanity: the catalogue finds the self-care routes and the line-bound ones.
  expect(routes.filter((route) => route.access === 'line').length).toBeGreaterThan(1);
  expect(routes.length).toBeGreaterThan(15);

  const salma = await signIn(app(), DEMO_ACCOUNTS.prepaid.username);
  const [salmaLine] = (await profileOf(app(), salma)).lines as UserLine[];
  const karim = await signIn(app(), DEMO_ACCOUNTS.business.username);
  const [karimLine] = (await profileOf(app(), karim)).lines as UserLine[];
  const ended = await signIn(app(), DEMO_ACCOUNTS.prepaid.username);
  const [endedLine] = (await profileOf(app(), ended)).lines as UserLine[];
  expect((await app().inject({ method: 'POST', url: '/api/ms-iam/v1/signout', headers: { authorization: auth(ended) } })).statusCode).toBe(204);
  const [head, , signature] = salma.accessToken.split('.');
  const forged = `${head}.${Buffer.from(JSON.stringify({ typ: 'access', sid: 'x', sub: 'someone', iss: 'atlas-iam', exp: 9999999999 })).toString('base64url')}.${signature}`;

  const callers = (line: boolean, operator: boolean): Caller[] => [
    { name: 'no session', headers: line ? { 'mdn-segmentation-token': lineToken(salmaLine!) } : {}, refused: [401] },
    {
      name: 'a forged token',
      headers: { authorization: `Bearer ${forged}`, ...(line ? { 'mdn-segmentation-token': lineToken(salmaLine!) } : {}) },
      refused: [401],
    },
    { name: 'a garbage token', headers: { authorization: 'Bearer garbage' }, refused: [401] },
    {
      name: 'a signed-out session',
      headers: { authorization: auth(ended), ...(line ? { 'mdn-segmentation-token': lineToken(endedLine!) } : {}) },
      // An operator route answers a customer's token 403 whatever its session (not an operator's).
      refused: operator ? [403] : [401],
    },
    ...(line
      ? [
          { name: 'another customer’s line token', headers: { authorization: auth(salma), 'mdn-segmentation-token': lineToken(karimLine!) }, refused: [403] },
          {
            name: 'another customer’s session with this line token',
            headers: { authorization: auth(karim), 'mdn-segmentation-token': lineToken(salmaLine!) },
            refused: [403],
          },
          { name: 'no line token', headers: { authorization: auth(salma) }, refused: [403] },
        ]
      : []),
  ];

  const failures: string[] = [];
  let cases = 0;
  await Promise.all(
    routes.flatMap((route) =>
      callers(route.access === 'line', route.access === 'operator').map(async (caller) => {
        cases += 1;
        const url = route.url.replace(/:(\w+)/g, '00000000-0000-4000-8000-000000000001');
        const response = await app().inject({
          method: route.method as 'GET',
          url,
          headers: caller.headers,
          ...(route.method === 'GET' ? {} : { payload: {} }),
        });
        const code = response.headers['content-type']?.toString().includes('json') ? response.json<ApiErrorBody>().code : undefined;
        if (!caller.refused.includes(response.statusCode) || !code) {
          failures.push(`${route.method} ${route.url} with ${caller.name}: ${response.statusCode} ${response.body.slice(0, 120)}`);
        }
      }),
    ),
  );
  console.info(`authorisation matrix: ${routes.length} signed-in routes, ${cases} refusals`);
  expect(failures).toEqual([]);
}, 300_000);
