import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { setApiClientAdapter } from '@atlas/runtime';
import { renderShell } from '../test/render-shell';
import type { SeriesResponse } from './operations-api';
import { forgetOperatorSession } from './operations-page';

jest.setTimeout(60_000);

const minute = (n: number) => `2026-12-02T10:0${n}:00.000Z`;
const figures = { errors: 0, failures: 0, inpP75: null, clsP75: null };

const SERIES: SeriesResponse = {
  remote: 'mf-recharge',
  since: '2026-12-02T10:00:00.000Z',
  until: '2026-12-02T10:05:00.000Z',
  stableVersion: '1.0.0',
  canary: null,
  rollout: {
    remote: 'mf-recharge',
    version: '1.1.0',
    stableVersion: '1.0.0',
    steps: [1, 5, 25, 50, 100],
    holdMs: 600_000,
    step: 1,
    stepStartedAt: minute(1),
    status: 'aborted',
    by: 'ana',
    startedAt: minute(0),
    updatedAt: minute(3),
    decisions: [
      {
        at: minute(3),
        step: 1,
        percent: 5,
        verdict: 'abort',
        reason: 'load failures: 3 of 50 page views (6.0 %) above the hard limit of 2 %',
        canary: { version: '1.1.0', pageViews: 50, errors: 5, failures: 3 },
        stable: { version: '1.0.0', pageViews: 200, errors: 2, failures: 0 },
      },
    ],
  },
  versions: [
    {
      version: '1.0.0',
      role: 'stable',
      totals: { pageViews: 200, errors: 2, errorRate: 0.01, failures: 0, lcpP75: 2750, inpP75: 93.75, clsP75: 0.0075 },
      minutes: [
        { minute: minute(1), pageViews: 100, errorRate: 0.02, lcpP75: 2187.5, ...figures },
        { minute: minute(2), pageViews: 100, errorRate: 0, lcpP75: 2875, ...figures },
      ],
    },
    {
      version: '1.1.0',
      role: 'other',
      totals: { pageViews: 50, errors: 5, errorRate: 0.1, failures: 3, lcpP75: null, inpP75: null, clsP75: null },
      minutes: [{ minute: minute(2), pageViews: 50, errorRate: 0.1, lcpP75: null, ...figures, errors: 5, failures: 3 }],
    },
  ],
};

interface Call {
  url: string;
  authorization?: string;
  body?: unknown;
}
let calls: Call[];
let seriesStatus: number;

const answer = (status: number, body: unknown) => ({ ok: status < 400, status, json: async () => body });

beforeEach(() => {
  forgetOperatorSession();
  calls = [];
  seriesStatus = 200;
  // The customer's api client (mega menu): nothing to show.
  setApiClientAdapter(async (config) => ({ data: [], status: 200, statusText: 'OK', headers: {}, config }));
  globalThis.fetch = jest.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
    const url = String(input);
    const headers = (init?.headers ?? {}) as Record<string, string>;
    const body = init?.body ? JSON.parse(String(init.body)) : undefined;
    calls.push({ url, authorization: headers.authorization, body });
    if (url === '/api/v1/operations/sign-in') {
      const { login, password } = body as { login: string; password: string };
      return answer(login === 'ana.ops' && password === 'right-password' ? 200 : 401, {
        accessToken: 'operator-token',
        tokenType: 'Bearer',
        expiresIn: 3600,
        login,
        code: 'iam-bad-credentials',
      });
    }
    if (headers.authorization !== 'Bearer operator-token') return answer(401, { code: 'unauthorized' });
    if (url === '/api/v1/operations/remotes')
      return answer(200, { remotes: [{ name: 'mf-recharge', activeVersion: '1.0.0', canary: null, rolloutStatus: 'aborted' }] });
    if (url.startsWith('/api/v1/operations/remotes/mf-recharge/series')) return answer(seriesStatus, seriesStatus === 200 ? SERIES : { code: 'unauthorized' });
    if (url.startsWith('/api/v1/operations/audit')) {
      return answer(200, { entries: [{ at: minute(4), login: 'ana.ops', action: 'sign-in', outcome: 'ok', address: '127.0.0.1', detail: null }] });
    }
    return answer(404, { code: 'not-found' });
  }) as unknown as typeof fetch;
});

afterEach(() => {
  setApiClientAdapter(null);
});

async function signIn(user: ReturnType<typeof userEvent.setup>, password = 'right-password') {
  await user.type(await screen.findByLabelText(/Operator login/), 'Ana.Ops');
  await user.type(screen.getByLabelText(/Password/), password);
  await user.keyboard('{Enter}');
}

describe('the operations page', () => {
  it('asks for both fields, and refuses a wrong password with its message', async () => {
    const user = userEvent.setup();
    renderShell('/en/operations');
    expect(await screen.findByRole('heading', { name: 'Operator sign-in' })).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Sign in' }));
    expect(screen.getAllByText('This field is required.')).toHaveLength(2);
    expect(calls).toEqual([]);
    await signIn(user, 'wrong-password');
    expect(await screen.findByRole('alert')).toHaveTextContent('Wrong login or password.');
    // The login is sent as the API keeps it: lower case.
    expect(calls[0]!.body).toEqual({ login: 'ana.ops', password: 'wrong-password' });
  });

  it('draws one line per version for each metric, the rollout’s state and the judge’s figures, and the audit', async () => {
    const user = userEvent.setup();
    renderShell('/en/operations');
    await signIn(user);
    expect(await screen.findByRole('heading', { name: 'Operations' })).toBeInTheDocument();
    expect(screen.getByText('Signed in as ana.ops')).toBeInTheDocument();

    // The rollout: aborted at its second step (5 %), with the decision's reason and both arms' figures.
    const rollout = await screen.findByRole('region', { name: 'Canary and progressive rollout' });
    expect(within(rollout).getByText('aborted', { selector: 'dd' })).toBeInTheDocument();
    expect(within(rollout).getByText('2 of 5 — 5 %')).toBeInTheDocument();
    expect(within(rollout).getByText(/3 of 50 page views \(6\.0 %\) above the hard limit/)).toBeInTheDocument();
    const arms = within(rollout).getAllByRole('row');
    expect(arms.map((row) => row.textContent)).toEqual([
      'Arm' + 'Page views' + 'Errors' + 'Load failures',
      '1.1.0' + '50' + '5' + '3',
      '1.0.0' + '200' + '2' + '0',
    ]);

    // Six charts, each an image named by its metric, with one line per version.
    const charts = screen.getAllByRole('img').filter((svg) => svg.closest('[data-chart]'));
    expect(charts.map((svg) => svg.getAttribute('aria-labelledby') && document.getElementById(svg.getAttribute('aria-labelledby')!)!.textContent)).toEqual([
      'Page views',
      'Errors per page view',
      'Load failures',
      'LCP p75',
      'INP p75',
      'CLS p75',
    ]);
    const lcp = screen.getByRole('img', { name: 'LCP p75' });
    expect([...lcp.querySelectorAll('[data-line]')].map((line) => line.getAttribute('data-line'))).toEqual(['1.0.0', '1.1.0']);
    // The stable's two minutes are one line; the canary has no LCP sample: no point drawn.
    expect(lcp.querySelectorAll('[data-line="1.0.0"] polyline')).toHaveLength(1);
    expect(lcp.querySelectorAll('[data-line="1.1.0"] circle')).toHaveLength(0);
    expect(lcp.querySelector('desc')!.textContent).toMatch(/Version 1\.0\.0 \(stable\): 1\d:01 2,188 ms, 1\d:02 2,875 ms/);

    // The window's figures beside the stable version.
    const versions = within(screen.getByRole('table', { name: 'Versions over the window' }));
    expect(versions.getByRole('row', { name: /1\.0\.0 \(stable\)/ })).toHaveTextContent('200' + '1 %' + '0' + '2,750 ms' + '94 ms' + '0.008');
    expect(versions.getByRole('row', { name: /1\.1\.0 \(other\)/ })).toHaveTextContent('50' + '10 %' + '3' + '—');

    // Every call after the sign-in carries the operator's own bearer.
    expect(calls.slice(1).every((call) => call.authorization === 'Bearer operator-token')).toBe(true);
    expect(await screen.findByRole('region', { name: 'Operator audit' })).toHaveTextContent('ana.opssign-inok');
  });

  it('sends the operator back to the sign-in when the API refuses the token, and speaks French at /operations', async () => {
    seriesStatus = 401;
    const user = userEvent.setup();
    renderShell('/operations');
    await user.type(await screen.findByLabelText(/Identifiant opérateur/), 'ana.ops');
    await user.type(screen.getByLabelText(/Mot de passe/), 'right-password');
    await user.click(screen.getByRole('button', { name: 'Se connecter' }));
    expect(await screen.findByText('Votre session opérateur a expiré : reconnectez-vous.')).toHaveAttribute('role', 'status');
    expect(screen.getByRole('heading', { name: 'Connexion opérateur' })).toBeInTheDocument();
  });
});
