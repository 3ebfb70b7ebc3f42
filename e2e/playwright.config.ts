import { defineConfig, devices } from '@playwright/test';

/**
 * Each project has a server of its own: the phone run on E2E_PORT, the desktop run on the next
 * port. The two runs share no database, uploads or OTP counters, so they go side by side, each
 * with one worker that takes its journeys in order (a journey may count on an earlier one's stock
 * or orders, never on the other width's).
 */
const firstPort = Number(process.env.E2E_PORT ?? 4173);
const widths = ['phone', 'desktop'] as const;
const portOf = (width: (typeof widths)[number]) => firstPort + widths.indexOf(width);
const baseURLOf = (width: (typeof widths)[number]) => `http://127.0.0.1:${portOf(width)}`;

/**
 * Each journey runs at the width its person uses, so a CI run does not walk the same flow twice:
 * ops work at a desk, makers and most customers on a phone. Journeys whose screens differ by width
 * (the storefront's header and collections, the first paint, the board's slot moves) run at both.
 * `JOURNEYS_AT_EVERY_WIDTH=1 npm run -w e2e test` runs every journey at both widths, for a change
 * to layout. A file in neither list runs at both.
 */
const atADeskOnly = [
  'checkout.spec.ts',
  'hub-areas.spec.ts',
  'hub-dashboard.spec.ts',
  'hub-makers.spec.ts',
  'hub-merch.spec.ts',
  'hub-orders.spec.ts',
  'hub-tickets.spec.ts',
  'payment-simulator.spec.ts',
  'shopper-path.spec.ts',
];
const onAPhoneOnly = [
  'accounts.spec.ts',
  'after-order.spec.ts',
  'cart-and-session.spec.ts',
  'hub-leads.spec.ts',
  'hub-listing.spec.ts',
  'hub-maker-day.spec.ts',
  'messages.spec.ts',
  'orders.spec.ts',
  'shipping.spec.ts',
];
const everyWidth = process.env.JOURNEYS_AT_EVERY_WIDTH === '1';
const notAt = (files: string[]) => (everyWidth ? [] : files.map((file) => `**/${file}`));

/**
 * Journeys run against the production build (npm run build) on a fresh embedded database,
 * in Debian's Chromium: no test tool downloads a browser here.
 */
export default defineConfig({
  testDir: './tests',
  outputDir: './output/results',
  // Once both servers answer: the logins that must be a minute old when their journey comes.
  globalSetup: './tests/logins-ahead.ts',
  // A journey is a whole visit of many screens; on a loaded 2-core CI machine one has taken 60 s.
  timeout: 120_000,
  expect: { timeout: 10_000 },
  fullyParallel: false,
  // One worker per project (below), so the two widths run at once.
  workers: widths.length,
  retries: 0,
  reporter: [['list']],
  use: {
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
      workers: 1,
      testIgnore: notAt(atADeskOnly),
      use: {
        ...devices['Desktop Chrome'],
        baseURL: baseURLOf('phone'),
        viewport: { width: 390, height: 844 },
        isMobile: false,
        hasTouch: true,
      },
    },
    {
      name: 'desktop',
      workers: 1,
      testIgnore: notAt(onAPhoneOnly),
      use: {
        ...devices['Desktop Chrome'],
        baseURL: baseURLOf('desktop'),
        viewport: { width: 1280, height: 800 },
      },
    },
  ],
  // Both widths' servers from one command, the catalogue loaded once (shop-servers.mjs): Playwright
  // starts the servers it is given one after another, each once the one before is ready.
  webServer: {
    command: `node shop-servers.mjs ${widths.map((width) => `${width}:${portOf(width)}`).join(' ')}`,
    wait: { stdout: /the journeys' shops are ready/ },
    // A loaded machine has taken 231 s to start a server (migrations and the demo catalogue).
    timeout: 300_000,
    stdout: 'pipe',
    env: {
      HOST: '127.0.0.1',
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
      // The run ends with SIGTERM: nothing is behind a proxy here, so no grace period to wait out.
      SHUTDOWN_GRACE_SECONDS: '0',
    },
  },
});
