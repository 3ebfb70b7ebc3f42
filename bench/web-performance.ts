import * as chromeLauncher from 'chrome-launcher';
import lighthouse from 'lighthouse';
import desktopConfig from 'lighthouse/core/config/desktop-config.js';
import puppeteer from 'puppeteer-core';

export interface PageFigures {
  page: string;
  /** Median of the runs, each figure on its own. */
  performance: number;
  lcpMs: number;
  /**
   * When the LCP element painted in the run itself, unthrottled: what the simulated LCP is worked
   * out from. A busy host blurs it less than the simulation, which multiplies the CPU time seen.
   */
  observedLcpMs: number;
  tbtMs: number;
  cls: number;
  scriptKiB: number;
  /**
   * Lighthouse's benchmarkIndex: how fast this machine's CPU was during the runs. Scores from
   * machines with different indexes do not compare (the 4x slowdown multiplies what was seen).
   */
  cpuIndex: number;
  /** Every run's performance score, to show the spread. */
  scores: number[];
}

export interface PageToMeasure {
  name: string;
  url: string;
  /**
   * A hub page: measured at desk size (Lighthouse's desktop settings: 1350 px wide, fast network,
   * no CPU slowdown), logged in with this value of the `mp.login` key, as the web app stores it.
   */
  deskLogin?: string;
}

const median = (values: number[]) => {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.floor(sorted.length / 2)]!;
};

/**
 * Lighthouse (mobile defaults: simulated slow 4G and 4x CPU) on Debian's Chromium, one page at a
 * time, `runs` times each, reporting the median: single runs on a 2-core machine vary by several
 * points.
 */
export async function lighthouseFigures(pages: PageToMeasure[], runs = 3): Promise<PageFigures[]> {
  const chrome = await chromeLauncher.launch({
    chromePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
    chromeFlags: [
      '--headless=new',
      '--no-sandbox',
      '--disable-gpu',
      '--disable-background-networking',
      '--disable-component-update',
      '--disable-sync',
      '--no-first-run',
    ],
  });
  const figures: PageFigures[] = [];
  try {
    for (const page of pages) {
      const samples: Omit<PageFigures, 'page' | 'scores'>[] = [];
      for (let run = 0, failures = 0; run < runs; run++) {
        const result = await measureOnce(chrome.port, page);
        if (!result) throw new Error(`Lighthouse gave no result for ${page.url}`);
        const { lhr } = result;
        // A run Lighthouse could not complete (its score is null, not 0) is no measurement of
        // the page: say why and run it again, at most twice per page.
        if (lhr.categories.performance?.score == null) {
          const why = lhr.runtimeError?.code ?? 'no score';
          console.log(`  ${page.name}: a run failed (${why}), running it again`);
          if (++failures > 2) throw new Error(`Lighthouse failed ${failures} times on ${page.url}`);
          run--;
          continue;
        }
        const summary = lhr.audits['resource-summary']?.details as
          { items?: { resourceType: string; transferSize: number }[] } | undefined;
        const script =
          summary?.items?.find((item) => item.resourceType === 'script')?.transferSize ?? 0;
        const observed = (
          lhr.audits.metrics?.details as
            { items?: { observedLargestContentfulPaint?: number }[] } | undefined
        )?.items?.[0];
        samples.push({
          performance: Math.round((lhr.categories.performance?.score ?? 0) * 100),
          lcpMs: Math.round(lhr.audits['largest-contentful-paint']?.numericValue ?? 0),
          observedLcpMs: Math.round(observed?.observedLargestContentfulPaint ?? 0),
          tbtMs: Math.round(lhr.audits['total-blocking-time']?.numericValue ?? 0),
          cls: Number((lhr.audits['cumulative-layout-shift']?.numericValue ?? 0).toFixed(3)),
          scriptKiB: Math.round(script / 1024),
          cpuIndex: Math.round(lhr.environment.benchmarkIndex),
        });
      }
      const of = (key: keyof (typeof samples)[number]) => median(samples.map((s) => s[key]));
      figures.push({
        page: page.name,
        performance: of('performance'),
        lcpMs: of('lcpMs'),
        observedLcpMs: of('observedLcpMs'),
        tbtMs: of('tbtMs'),
        cls: of('cls'),
        scriptKiB: of('scriptKiB'),
        cpuIndex: of('cpuIndex'),
        scores: samples.map((s) => s.performance),
      });
      console.log(
        `  ${page.name}: performance ${figures.at(-1)!.performance} (runs ${samples.map((s) => s.performance).join(', ')})`,
      );
    }
  } finally {
    chrome.kill();
  }
  return figures;
}

/**
 * One Lighthouse run. A shop page is a first visit of a phone (Lighthouse clears the origin's
 * storage first); a hub page keeps the login put in the origin's storage just before, and only the
 * browser's cache is cleared, so its scripts and data are still fetched as on a first visit.
 */
async function measureOnce(port: number, page: PageToMeasure) {
  const flags = {
    port,
    onlyCategories: ['performance'],
    output: 'json' as const,
    logLevel: 'error' as const,
  };
  if (!page.deskLogin) return lighthouse(page.url, flags);
  await logInAndClearCache(port, page.url, page.deskLogin);
  return lighthouse(page.url, { ...flags, disableStorageReset: true }, desktopConfig);
}

async function logInAndClearCache(port: number, pageUrl: string, storedLogin: string) {
  const browser = await puppeteer.connect({ browserURL: `http://127.0.0.1:${port}` });
  try {
    const tab = await browser.newPage();
    // A small answer of the same origin (no app code), whose localStorage the web app reads.
    await tab.goto(new URL('/api/health/live', pageUrl).href);
    // Runs in the page, where localStorage is (bench has no DOM types: hence the cast).
    await tab.evaluate(
      (value) =>
        (
          globalThis as unknown as { localStorage: { setItem(key: string, value: string): void } }
        ).localStorage.setItem('mp.login', value),
      storedLogin,
    );
    const cdp = await tab.createCDPSession();
    await cdp.send('Network.clearBrowserCache');
    await tab.close();
  } finally {
    await browser.disconnect();
  }
}

export function pageTable(rows: PageFigures[]): string {
  const lines = [
    '| page | performance (median) | runs | LCP ms | TBT ms | CLS | script KiB (transferred) | CPU index |',
    '| --- | ---: | --- | ---: | ---: | ---: | ---: | ---: |',
  ];
  for (const r of rows)
    lines.push(
      `| ${r.page} | ${r.performance} | ${r.scores.join(', ')} | ${r.lcpMs} | ${r.tbtMs} | ${r.cls} | ${r.scriptKiB} | ${r.cpuIndex} |`,
    );
  return lines.join('\n');
}

/**
 * The hub's four busiest pages for ops: Today, the orders board, batches and products, each at desk
 * size and logged in with `storedLogin` (the `mp.login` value of an ops login).
 */
export function hubPages(shopUrl: string, storedLogin: string): PageToMeasure[] {
  return [
    { name: 'hub Today', url: `${shopUrl}/#/hub` },
    { name: 'hub board', url: `${shopUrl}/#/hub/orders` },
    { name: 'hub batches', url: `${shopUrl}/#/hub/batches` },
    { name: 'hub products', url: `${shopUrl}/#/hub/products` },
  ].map((page) => ({ ...page, deskLogin: storedLogin }));
}

/** The four main pages of a running shop, found through its own API. */
export async function mainPages(shopUrl: string): Promise<PageToMeasure[]> {
  const listing = (await (await fetch(`${shopUrl}/api/products/?pageNum=1`)).json()) as {
    products: { id: number }[];
  };
  const categories = (await (await fetch(`${shopUrl}/api/products/category-list/`)).json()) as {
    id: number;
    name: string;
  }[];
  const product = listing.products[0]!.id;
  const category = categories[0]!;
  return [
    { name: 'home', url: `${shopUrl}/#/` },
    { name: 'product', url: `${shopUrl}/#/product/${product}` },
    {
      name: 'category',
      url: `${shopUrl}/#/category/${category.id}/${encodeURIComponent(category.name)}/0/All`,
    },
    { name: 'search', url: `${shopUrl}/#/search?keyword=ragi` },
  ];
}
