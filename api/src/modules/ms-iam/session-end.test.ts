/** Ending a session ends it at once: its access token, its refresh token and its line tokens. */
import type { SessionTokensResponse } from '@atlas/contracts/selfcare';
import { DEMO_ACCOUNTS, DEMO_PASSWORD } from '../../demo-accounts';
import { appPerTestFile } from '../../test/build-test-app';
import { bearer, profileOf, signIn } from '../../test/session';

const app = appPerTestFile();
jest.setTimeout(30_000);

const balancesWith = (headers: Record<string, string>) => app().inject({ url: '/api/ms-balance/v1/balances', headers });
const refresh = (tokens: SessionTokensResponse) =>
  app().inject({ method: 'POST', url: '/api/ms-iam/v1/refresh-token', payload: { refreshToken: tokens.refreshToken } });

it('after sign-out, the access token and the line token are refused at once', async () => {
  const tokens = await signIn(app(), DEMO_ACCOUNTS.prepaid.username);
  const [line] = (await profileOf(app(), tokens)).lines;
  expect((await balancesWith(bearer(tokens, line))).statusCode).toBe(200);

  expect((await app().inject({ method: 'POST', url: '/api/ms-iam/v1/signout', headers: bearer(tokens) })).statusCode).toBe(204);

  const after = await balancesWith(bearer(tokens, line));
  expect(after.statusCode).toBe(401);
  expect(after.json()).toMatchObject({ code: 'unauthorized' });
  expect((await app().inject({ url: '/api/ms-client/v1/profile', headers: bearer(tokens) })).statusCode).toBe(401);
  expect((await refresh(tokens)).statusCode).toBe(401);

  // The line token of the ended session does not work with a new one either.
  const again = await signIn(app(), DEMO_ACCOUNTS.prepaid.username);
  const withOldLine = await balancesWith({ authorization: bearer(again).authorization, 'mdn-segmentation-token': `Bearer ${line!.mdnSegmentationToken}` });
  expect(withOldLine.statusCode).toBe(403);
  expect(withOldLine.json()).toMatchObject({ code: expect.any(String) });
});

it('a password change ends every other session (access and refresh), and keeps this one', async () => {
  const other = await signIn(app(), DEMO_ACCOUNTS.cameleon.username);
  const here = await signIn(app(), DEMO_ACCOUNTS.cameleon.username);
  const changed = await app().inject({
    method: 'PUT',
    url: '/api/ms-iam/v1/change-password',
    headers: bearer(here),
    payload: { currentPassword: DEMO_PASSWORD, newPassword: 'Nouveau2027' },
  });
  expect(changed.statusCode).toBe(204);

  expect((await app().inject({ url: '/api/ms-client/v1/profile', headers: bearer(other) })).statusCode).toBe(401);
  expect((await refresh(other)).statusCode).toBe(401);
  expect((await app().inject({ url: '/api/ms-client/v1/profile', headers: bearer(here) })).statusCode).toBe(200);
  expect((await refresh(here)).statusCode).toBe(200);
});

it('a family revoked for a reused refresh token loses its access token at once', async () => {
  const tokens = await signIn(app(), DEMO_ACCOUNTS.business.username);
  const rotated = await refresh(tokens);
  expect(rotated.statusCode).toBe(200);
  const current = rotated.json<SessionTokensResponse>();
  expect((await app().inject({ url: '/api/ms-client/v1/profile', headers: bearer(current) })).statusCode).toBe(200);

  // The first refresh token comes back: it leaked, the family is revoked.
  expect((await refresh(tokens)).statusCode).toBe(401);
  expect((await app().inject({ url: '/api/ms-client/v1/profile', headers: bearer(current) })).statusCode).toBe(401);
});
