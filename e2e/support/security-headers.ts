import { expect, type APIRequestContext } from '@playwright/test';
import { COMMON_SECURITY_HEADERS, contentSecurityPolicy, inlineScriptHashes } from '../../ops/src/edge/security-headers';

/**
 * Fetches, through the edge at `base`, the home page in French and Arabic and the sign-in page, an
 * API answer and an API refusal, the platform manifest, the active entry of every remote and a
 * script of the shell, and checks each one's security headers: every answer nosniff, no referrer
 * to other sites, never framed; the pages a policy that runs this origin's scripts and their own
 * inline scripts by their hash only (nginx once ran the built page without its inline script); the API a policy that runs nothing. Answers how many were checked.
 */
export async function expectSecurityHeadersThrough(request: APIRequestContext, base: string): Promise<number> {
  let checked = 0;
  const common = (url: string, headers: Record<string, string>) => {
    for (const [name, value] of Object.entries(COMMON_SECURITY_HEADERS)) expect({ url, [name]: headers[name] }).toEqual({ url, [name]: value });
    checked += 1;
  };

  let shellScript: string | undefined;
  for (const page of ['/', '/ar/', '/connexion', '/achat/paiement']) {
    const answer = await request.get(`${base}${page}`);
    expect(answer.status()).toBe(200);
    const html = await answer.text();
    common(page, answer.headers());
    const policy = answer.headers()['content-security-policy'];
    // The policy the edge gives (its hashes: the Node edge's of the page it serves, nginx's of the
    // shell's script as written and as built), and every inline script of the page served among them.
    const allowed = [...(policy ?? '').matchAll(/'(sha256-[^']+)'/g)].map(([, hash]) => hash!);
    expect({ page, policy }).toEqual({ page, policy: contentSecurityPolicy(allowed) });
    for (const hash of inlineScriptHashes(html)) expect({ page, allowed }).toEqual({ page, allowed: expect.arrayContaining([hash]) });
    expect(policy).toContain("frame-ancestors 'none'");
    shellScript ??= /<script[^>]+src=["']?([^"'\s>]+)/.exec(html)?.[1];
  }

  for (const [url, status] of [
    ['/api/health', 200],
    ['/api/ms-client/v1/profile', 401],
  ] as const) {
    const answer = await request.get(`${base}${url}`);
    expect({ url, status: answer.status() }).toEqual({ url, status });
    common(url, answer.headers());
    expect(answer.headers()['content-security-policy']).toBe("default-src 'none'; frame-ancestors 'none'");
  }

  const manifestAnswer = await request.get(`${base}/platform-manifest.json`);
  common('/platform-manifest.json', manifestAnswer.headers());
  const manifest = (await manifestAnswer.json()) as { remotes: Record<string, { activeVersion: string; versions: Record<string, { entry: string }> }> };
  const files = Object.values(manifest.remotes).map((remote) => remote.versions[remote.activeVersion]!.entry);
  expect(files.length).toBeGreaterThanOrEqual(5);
  expect(shellScript).toBeTruthy();
  for (const file of [...files, shellScript!]) {
    const answer = await request.get(new URL(file, `${base}/`).toString());
    expect({ file, status: answer.status() }).toEqual({ file, status: 200 });
    common(file, answer.headers());
  }
  return checked;
}
