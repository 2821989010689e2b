import { defineConfig } from '@playwright/test';

/** Debian's chromium with the flags this environment needs (no downloads, no background network). */
const CHROMIUM_ARGS = [
  '--no-sandbox',
  '--headless',
  '--disable-gpu',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  '--disable-quic',
  '--no-first-run',
  // Narration is started by the tests without a click.
  '--autoplay-policy=no-user-gesture-required',
];

/** Ports of the servers the tests start; override to run two test runs on one machine. */
export const E2E_PORT = Number(process.env.E2E_PORT ?? 4173);
/** A second server whose session idle time is shortened, for the idle-warning test. */
export const E2E_IDLE_PORT = Number(process.env.E2E_IDLE_PORT ?? 4174);
/** The OpenID Connect provider the single-sign-on journeys sign in at (tests/e2e/support/oidc-provider-server.ts). */
export const E2E_OIDC_PORT = Number(process.env.E2E_OIDC_PORT ?? 4175);

const server = (port: number, env: Record<string, string>) => ({
  command: `rm -rf .e2e-data/${port} && node --import tsx server/src/main.ts`,
  url: `http://127.0.0.1:${port}/api/client-config`,
  reuseExistingServer: false,
  timeout: 120_000,
  stdout: 'ignore' as const,
  stderr: 'pipe' as const,
  env: {
    PORT: String(port),
    HOST: '127.0.0.1',
    DATA_DIR: `.e2e-data/${port}`,
    LOG_LEVEL: 'warn',
    DATABASE_URL: '',
    LOGIN_CLIENT_MAX_FAILURES: '3',
    // Every answer the journeys receive is checked against its route's response schema.
    CHECK_RESPONSES: '1',
    ...env,
  },
});

export default defineConfig({
  testDir: 'tests/e2e',
  outputDir: 'test-results',
  timeout: 60_000,
  expect: { timeout: 10_000 },
  fullyParallel: false,
  workers: 1,
  retries: 0,
  reporter: [['list']],
  use: {
    baseURL: `http://127.0.0.1:${E2E_PORT}`,
    browserName: 'chromium',
    launchOptions: { executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium', args: CHROMIUM_ARGS },
    trace: 'off',
    screenshot: 'only-on-failure',
  },
  webServer: [
    server(E2E_PORT, {}),
    server(E2E_IDLE_PORT, { SESSION_IDLE_LOGOUT_MS: '8000', SESSION_IDLE_WARNING_BEFORE_MS: '5000' }),
    {
      command: 'node --import tsx tests/e2e/support/oidc-provider-server.ts',
      url: `http://127.0.0.1:${E2E_OIDC_PORT}/.well-known/openid-configuration`,
      reuseExistingServer: false,
      timeout: 60_000,
      stdout: 'ignore' as const,
      stderr: 'pipe' as const,
      env: { E2E_OIDC_PORT: String(E2E_OIDC_PORT), E2E_PORT: String(E2E_PORT) },
    },
  ],
});
