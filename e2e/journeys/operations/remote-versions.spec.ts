import fs from 'node:fs';
import path from 'node:path';
import { expect, test, type Page } from '../../support/test';
import { waitForRemote } from '../../support/pages';
import { buildRemote, ops, readPlatformManifest, remoteVersionDir, writePlatformManifest } from '../../support/operations';
import { REPO } from '../../support/environment';

test.describe.configure({ mode: 'serial', timeout: 180_000 });

const CANDIDATE = '1.0.1-e2e';
const BROKEN = '1.0.2-e2e';
let original: string;

async function servedCatalogueVersion(page: Page): Promise<string | null> {
  await page.goto('/');
  await waitForRemote(page);
  return page.locator('[data-remote="mf-catalogue"]').getAttribute('data-remote-version');
}

/** The shell's own scripts; a remote's chunk tags come and go while it loads, and are not the shell. */
async function shellScripts(page: Page): Promise<string[]> {
  const sources = await page.locator('script[src]').evaluateAll((nodes) => nodes.map((n) => (n as HTMLScriptElement).src));
  return sources.filter((source) => !new URL(source).pathname.startsWith('/remotes/'));
}

test.beforeAll(() => {
  original = readPlatformManifest().remotes['mf-catalogue']!.activeVersion!;
});

test.afterAll(() => {
  fs.rmSync(path.join(REPO, 'mf-catalogue', 'dist', CANDIDATE), { recursive: true, force: true });
});

test('operations publish a new version of mf-catalogue, switch to it without any rebuild, and roll back', async ({ page }) => {
  expect(await servedCatalogueVersion(page)).toBe(original);
  const scriptsBefore = await shellScripts(page);

  const buildDir = buildRemote('mf-catalogue', CANDIDATE);
  const published = ops('publish', 'mf-catalogue', '--version', CANDIDATE, '--from', buildDir);
  expect(published.status, published.stderr).toBe(0);
  expect(readPlatformManifest().remotes['mf-catalogue']!.activeVersion).toBe(original);

  const switched = ops('switch', 'mf-catalogue', CANDIDATE);
  expect(switched.status, switched.stderr).toBe(0);
  // The very next HTML is rendered by the new version on the server (issue 18), with no rebuild or restart.
  expect(await (await page.request.get('/')).text()).toContain(`data-server-rendered="mf-catalogue@${CANDIDATE}"`);
  expect(await servedCatalogueVersion(page)).toBe(CANDIDATE);
  expect(await shellScripts(page)).toEqual(scriptsBefore);

  const audit = ops('audit', 'mf-catalogue');
  expect(audit.stdout).toContain(CANDIDATE);
  expect(audit.stdout).toContain('e2e-operator');

  const rolledBack = ops('rollback', 'mf-catalogue');
  expect(rolledBack.status, rolledBack.stderr).toBe(0);
  expect(await servedCatalogueVersion(page)).toBe(original);
  expect(ops('audit', 'mf-catalogue').stdout).toMatch(/rollback/);
});

test('a switch to a version that is not published, or whose entry does not load, is refused', async () => {
  const unknown = ops('switch', 'mf-catalogue', '9.9.9');
  expect(unknown.status).toBe(1);
  expect(unknown.stderr).toMatch(/9\.9\.9/);

  const buildDir = path.join(REPO, 'mf-catalogue', 'dist', CANDIDATE);
  expect(ops('publish', 'mf-catalogue', '--version', BROKEN, '--from', buildDir).status).toBe(0);
  fs.rmSync(path.join(remoteVersionDir('mf-catalogue', BROKEN), 'remoteEntry.js'));
  const refused = ops('switch', 'mf-catalogue', BROKEN);
  expect(refused.status).toBe(1);
  expect(readPlatformManifest().remotes['mf-catalogue']!.activeVersion).toBe(original);
});

test('when the active version of a remote fails to load, the shell uses the last good version', async ({ page }) => {
  expect(ops('switch', 'mf-catalogue', CANDIDATE).status).toBe(0);
  // The candidate's entry disappears from the edge after the switch (a broken deployment).
  const entry = path.join(remoteVersionDir('mf-catalogue', CANDIDATE), 'remoteEntry.js');
  fs.renameSync(entry, `${entry}.lost`);
  try {
    expect(await servedCatalogueVersion(page)).toBe(original);
    await expect(page.getByTestId('remote-fallback')).toHaveCount(0);
  } finally {
    fs.renameSync(`${entry}.lost`, entry);
    expect(ops('rollback', 'mf-catalogue').status).toBe(0);
  }
});

test('a remote with no loadable version shows its fallback while the header, menu and other pages keep working', async ({ page }) => {
  const saved = readPlatformManifest();
  const broken = structuredClone(saved);
  const catalogue = broken.remotes['mf-catalogue']!;
  catalogue.versions[CANDIDATE] = { ...catalogue.versions[CANDIDATE]!, entry: `/remotes/mf-catalogue/${CANDIDATE}-missing/mf-manifest.json` };
  catalogue.activeVersion = CANDIDATE;
  catalogue.lastGoodVersion = null;
  writePlatformManifest(broken);
  try {
    await page.setViewportSize({ width: 1366, height: 900 });
    await page.goto('/');
    const fallback = page.getByTestId('remote-fallback');
    await expect(fallback).toBeVisible();
    await expect(fallback).toContainText('momentanément indisponible');
    await expect(page.getByRole('banner')).toBeVisible();
    await expect(page.getByTestId('mega-menu').getByRole('button').first()).toBeVisible();
    await expect(page.getByRole('contentinfo')).toBeVisible();

    await fallback.getByRole('button').click();
    await expect(page.getByTestId('remote-fallback')).toBeVisible();

    await page.getByTestId('language-ar').first().click();
    await expect(page.getByTestId('remote-fallback')).toContainText(/[\u0600-\u06FF]/);
    await page.goto('/404');
    await expect(page.getByTestId('not-found-page')).toBeVisible();
  } finally {
    writePlatformManifest(saved);
  }
  expect(await servedCatalogueVersion(page)).toBe(original);
});
