/** The security headers of the site, through the Node edge, and the same in the nginx template. */
import fs from 'node:fs';
import path from 'node:path';
import Fastify, { type FastifyInstance } from 'fastify';
import { publish } from '../platform/publish';
import { switchVersion } from '../platform/switch';
import { fixtureBuild, tempDir } from '../platform/test-fixtures';
import { publishedRemotes } from './remote-folders';
import { COMMON_SECURITY_HEADERS, contentSecurityPolicy, inlineScriptHashes } from './security-headers';
import { createEdge } from './server';

const repo = path.resolve(__dirname, '../../..');
const shellPage = fs.readFileSync(path.join(repo, 'shell/src/index.html'), 'utf8');
const template = fs.readFileSync(path.join(repo, 'ops/topology/nginx/edge.conf.template'), 'utf8');

describe('through the Node edge', () => {
  let work: string;
  let edge: FastifyInstance;
  let base: string;

  beforeAll(async () => {
    work = tempDir();
    const platformDir = path.join(work, 'platform');
    const shellDir = path.join(work, 'shell');
    fs.mkdirSync(path.join(shellDir, 'assets'), { recursive: true });
    fs.writeFileSync(path.join(shellDir, 'index.html'), shellPage);
    fs.writeFileSync(path.join(shellDir, 'assets/main.0123456789.js'), 'console.log(1);');
    await publish({ platformDir, remote: 'mf-demo', version: '1.0.0', from: fixtureBuild(work), by: 't' });
    await switchVersion({ platformDir, remote: 'mf-demo', version: '1.0.0', by: 't', edgeUrl: null });
    const api = Fastify();
    api.get('/api/health', async () => ({ status: 'UP' }));
    edge = await createEdge({ shellDir, remotes: publishedRemotes(platformDir), api });
    base = await edge.listen({ port: 0, host: '127.0.0.1' });
  });
  afterAll(async () => {
    await edge.close();
    fs.rmSync(work, { recursive: true, force: true });
  });

  it('gives every page of the site a policy that allows its own scripts only and forbids framing', async () => {
    for (const page of ['/', '/connexion', '/ar/achat/paiement', '/index.html']) {
      const response = await fetch(`${base}${page}`);
      const policy = response.headers.get('content-security-policy') ?? '';
      expect(policy).toContain("frame-ancestors 'none'");
      expect(policy).toContain(`script-src 'self' '${inlineScriptHashes(shellPage)[0]}'`);
      expect(policy).not.toMatch(/script-src[^;]*unsafe/);
      expect(response.headers.get('x-frame-options')).toBe('DENY');
      expect(response.headers.get('x-content-type-options')).toBe('nosniff');
      expect(response.headers.get('referrer-policy')).toBe('strict-origin-when-cross-origin');
    }
  });

  it('sends nosniff with the shell’s files, the manifest and the remotes’ files', async () => {
    for (const file of ['/assets/main.0123456789.js', '/platform-manifest.json', '/remotes/mf-demo/1.0.0/remoteEntry.js']) {
      const response = await fetch(`${base}${file}`);
      expect(response.status).toBe(200);
      expect(response.headers.get('x-content-type-options')).toBe('nosniff');
    }
  });
});

describe('inlineScriptHashes', () => {
  it('hashes the scripts a browser runs, not the data blocks it never runs (the server render’s state)', () => {
    const page = '<script>run()</script><script type="application/json" id="atlas-server-state">{"a":1}</script><script src="/x.js"></script>';
    expect(inlineScriptHashes(page)).toEqual(inlineScriptHashes('<script>run()</script>'));
    expect(inlineScriptHashes(page)).toHaveLength(1);
  });
});

describe('the nginx template', () => {
  it('sends the same policy on the shell’s page, with the hash of the page’s inline script as written and as built', () => {
    const policies = [...template.matchAll(/add_header Content-Security-Policy "([^"]+)" always;/g)].map(([, value]) => value!);
    expect(policies.length).toBeGreaterThanOrEqual(2);
    for (const policy of policies) {
      // The built page's script is the same one minified: its hash is the second one (the
      // topology journey checks it against the page nginx serves).
      const hashes = [...policy.matchAll(/'(sha256-[^']+)'/g)].map(([, hash]) => hash!);
      expect(hashes).toHaveLength(2);
      expect(hashes[0]).toBe(inlineScriptHashes(shellPage)[0]);
      expect(policy).toBe(contentSecurityPolicy(hashes));
    }
  });

  it('sends nosniff, Referrer-Policy and X-Frame-Options from every location that serves files', () => {
    const locations = template
      .split(/\n\s*location /)
      .slice(1)
      .filter((block) => !block.startsWith('/api/'));
    expect(locations.length).toBeGreaterThanOrEqual(5);
    for (const block of locations) {
      for (const [name, value] of Object.entries(COMMON_SECURITY_HEADERS)) {
        expect(block.toLowerCase()).toContain(`add_header ${name} "${value}" always;`.toLowerCase());
      }
    }
  });

  it('names the API’s host itself and passes no client X-Forwarded-Host', () => {
    const api = template.split(/\n\s*location /).find((block) => block.startsWith('/api/'))!;
    expect(api).toContain('proxy_set_header Host $proxy_host;');
    expect(api).toContain('proxy_set_header X-Forwarded-Host "";');
    expect(api).not.toContain('$http_host');
  });
});
