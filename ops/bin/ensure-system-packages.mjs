#!/usr/bin/env node
// The machine packages the test suite drives for real: Debian's Chromium (end-to-end and
// Lighthouse), nginx with ngx_brotli's static module, PostgreSQL and PgBouncer (the production-like
// topology and the API tests on a real server), and fonts that cover Arabic. Installs the missing ones when it can (root with apt),
// otherwise says exactly what to install. Plain JavaScript: it runs before `npm ci`.
import { execFileSync, spawnSync } from 'node:child_process';
import { existsSync } from 'node:fs';

const REQUIRED = [
  { pkg: 'chromium', present: () => existsSync('/usr/bin/chromium') },
  // Its headless shell: the journeys' browser (e2e/playwright.config.ts); Lighthouse runs the full one.
  { pkg: 'chromium-headless-shell', present: () => existsSync('/usr/bin/chromium-headless-shell') },
  { pkg: 'nginx', present: () => existsSync('/usr/sbin/nginx') },
  // ngx_brotli's static module: the topology's nginx sends the builds' .br files (ops/topology/nginx-edge.ts).
  { pkg: 'libnginx-mod-http-brotli-static', present: () => existsSync('/usr/lib/nginx/modules/ngx_http_brotli_static_module.so') },
  { pkg: 'postgresql', present: () => existsSync('/usr/lib/postgresql') && spawnSync('sh', ['-c', 'ls /usr/lib/postgresql/*/bin/initdb']).status === 0 },
  // envsubst: the edge image's entrypoint renders the nginx template with it; a test renders it here too.
  { pkg: 'gettext-base', present: () => existsSync('/usr/bin/envsubst') },
  // PgBouncer: the pooler in front of PostgreSQL in the scale-out topology test (ops/topology/pgbouncer.ts).
  { pkg: 'pgbouncer', present: () => existsSync('/usr/sbin/pgbouncer') },
  { pkg: 'fonts-noto-core', present: () => existsSync('/usr/share/fonts/truetype/noto/NotoNaskhArabic-Regular.ttf') },
  // OCR-B: the synthetic identity documents' machine-readable zone (identity OCR tests and bench).
  { pkg: 'fonts-ocr-b', present: () => existsSync('/usr/share/fonts/opentype/ocr-b/OCRB.otf') },
];

const missing = REQUIRED.filter((r) => !r.present()).map((r) => r.pkg);
if (missing.length === 0) process.exit(0);

const isRoot = typeof process.getuid === 'function' && process.getuid() === 0;
const hasApt = existsSync('/usr/bin/apt-get');
if (!isRoot || !hasApt) {
  console.error(`Missing system packages: ${missing.join(', ')}. Install them with: sudo apt-get install -y ${missing.join(' ')}`);
  process.exit(1);
}
console.info(`Installing system packages: ${missing.join(', ')}`);
const env = { ...process.env, DEBIAN_FRONTEND: 'noninteractive' };
execFileSync('apt-get', ['update', '-qq'], { stdio: 'inherit', env });
execFileSync('apt-get', ['install', '-y', '-qq', '--no-install-recommends', ...missing], { stdio: 'inherit', env });
