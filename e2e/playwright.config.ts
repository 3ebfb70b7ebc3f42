import { defineConfig, devices } from '@playwright/test';

const port = Number(process.env.E2E_PORT ?? 4173);
export const baseURL = `http://127.0.0.1:${port}`;

/**
 * Journeys run against the production build (npm run build) on a fresh embedded database,
 * in Debian's Chromium: no test tool downloads a browser here.
 */
export default defineConfig({
  testDir: './tests',
  outputDir: './output/results',
  timeout: 60_000,
  expect: { timeout: 10_000 },
  fullyParallel: false,
  workers: 1,
  retries: 0,
  reporter: [['list']],
  use: {
    baseURL,
    trace: 'retain-on-failure',
    screenshot: 'only-on-failure',
    launchOptions: {
      executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
      args: [
        '--headless',
        '--no-sandbox',
        '--disable-gpu',
        '--disable-quic',
        '--disable-background-networking',
        '--disable-component-update',
        '--disable-sync',
        '--no-first-run',
      ],
    },
  },
  projects: [
    {
      name: 'phone',
      use: {
        ...devices['Desktop Chrome'],
        viewport: { width: 390, height: 844 },
        isMobile: false,
        hasTouch: true,
      },
    },
    {
      name: 'desktop',
      use: { ...devices['Desktop Chrome'], viewport: { width: 1280, height: 800 } },
    },
  ],
  webServer: {
    command:
      'rm -rf output/data output/uploads output/ops-logins && node --max-old-space-size=160 --max-semi-space-size=4 ../apps/server/dist/main.js',
    url: `${baseURL}/api/health/`,
    timeout: 180_000,
    reuseExistingServer: false,
    stdout: 'pipe',
    env: {
      PORT: String(port),
      HOST: '127.0.0.1',
      DATA_DIR: 'output/data',
      UPLOAD_DIR: 'output/uploads',
      NODE_ENV: 'test',
      // Always the embedded default with in-process limits, whatever the machine's environment says:
      // each run starts from a fresh catalogue and fresh OTP counters.
      DATABASE_URL: '',
      REDIS_URL: '',
      SMS_PROVIDER: 'console',
      PAYMENT_GATEWAY: 'simulator',
      LOG_LEVEL: 'warn',
      // A quick slot is offered only while it can deliver now: journeys run at any hour, so the
      // test shop runs quick delivery around the clock.
      QUICK_DELIVERY_HOURS: '0-24',
      // logInByApi speaks through the loopback 'proxy' with an address per journey (shop-session.ts).
      TRUST_PROXY: '127.0.0.1',
    },
  },
});
