import path from 'node:path';
import { defineConfig, devices } from '@playwright/test';
import { ACCESS_TOKEN_TTL_SECONDS, E2E_MAP_TILE_URL, E2E_OTP_DURATIONS, E2E_PORT, E2E_PLATFORM_DIR, E2E_URL } from './support/environment';

const repo = path.resolve(__dirname, '..');

/**
 * Every journey runs in Debian's Chromium against the production builds, served by the same
 * edge `npm start` uses, on its own port, platform directory and in-memory database.
 * `operations` journeys re-version remotes, so they run after the others, one at a time.
 */
export default defineConfig({
  testDir: './journeys',
  outputDir: path.join(repo, 'test-results'),
  timeout: 60_000,
  expect: { timeout: 10_000 },
  fullyParallel: false,
  workers: 2,
  retries: 0,
  // npm test reads the JSON report to count the journeys in its closing line.
  reporter: process.env.PLAYWRIGHT_JSON_OUTPUT_NAME ? [['list'], ['json']] : [['list']],
  use: {
    baseURL: E2E_URL,
    // A failed journey keeps its trace: every action with the page's DOM before and after it, its
    // network and console. Without the screencast (a frame at every paint, in every test): it cost
    // a third of the journeys' CPU; the failure's own screenshot is kept below.
    trace: { mode: 'retain-on-failure', screenshots: false, snapshots: true, sources: true },
    screenshot: 'only-on-failure',
    launchOptions: {
      // Debian's headless shell: the same Blink and V8 as its Chromium without the desktop
      // browser around them, as Playwright's own headless runs use; a fifth less CPU a journey.
      executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium-headless-shell',
      args: ['--disable-background-networking', '--disable-component-update', '--disable-sync', '--no-first-run', '--disable-quic'],
    },
  },
  projects: [
    { name: 'site', testIgnore: /operations\/|topology\//, use: { ...devices['Desktop Chrome'] } },
    {
      name: 'operations',
      testMatch: /operations\/.*\.spec\.ts/,
      dependencies: ['site'],
      fullyParallel: false,
      // One file at a time too: they share the platform (its versions, rollouts and field counts).
      workers: 1,
      use: { ...devices['Desktop Chrome'] },
    },
    { name: 'topology', testMatch: /topology\/.*\.spec\.ts/, dependencies: ['operations'], use: { ...devices['Desktop Chrome'] } },
  ],
  webServer: {
    command: `node -e "require('fs').rmSync('.e2e-tmp', { recursive: true, force: true })" && npx tsx ops/src/start.ts`,
    cwd: repo,
    url: `${E2E_URL}/api/health`,
    timeout: 180_000,
    reuseExistingServer: false,
    stdout: 'pipe',
    env: {
      PORT: String(E2E_PORT),
      PLATFORM_DIR: E2E_PLATFORM_DIR,
      PGLITE_DATA_DIR: 'memory://',
      SKIP_BUILD: '1',
      OPS_USER: 'e2e',
      ACCESS_TOKEN_TTL_SECONDS: String(ACCESS_TOKEN_TTL_SECONDS),
      OTP_DURATIONS: JSON.stringify(E2E_OTP_DURATIONS),
      MAP_TILE_URL: E2E_MAP_TILE_URL,
    },
  },
});
