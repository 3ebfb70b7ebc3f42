/**
 * What the four main pages ask for before their first picture, and home's main-thread work, on
 * two running shops, alternating (issue 41; decision 081):
 * `npx tsx bench/first-screen.ts <shop A url> <shop B url>`.
 *
 * Lighthouse's simulated LCP counts every request that finished before the LCP element painted
 * as sharing the slow network with its picture (decision 067), and on a loaded host its scores are
 * noise. This measures what does not depend on the host's load:
 *
 * - **Bytes**: each page at a phone's size (412 px), a first visit with an empty cache, every
 *   script and style it asks for, with its body as sent (brotli) and when its request started
 *   against the page's last `largest-contentful-paint` entry.
 * - **Long tasks**: home's load traced with the CPU slowed 4x (as Lighthouse's mobile setting),
 *   the renderer's main-thread tasks over 50 ms in the first `FIRST_SCREEN_TRACE_MS` (default
 *   6,000) ms, their wall time and their CPU time (thread time, which a busy host stretches less).
 *
 *   FIRST_SCREEN_RUNS  rounds (default 3); FIRST_SCREEN_TRACES  home traces per shop (default 5)
 */
import puppeteer, { type Browser } from 'puppeteer-core';
import { mainPages } from './web-performance';

const [a, b] = process.argv.slice(2);
if (!a || !b) throw new Error('usage: npx tsx bench/first-screen.ts <shop A url> <shop B url>');
const rounds = Number(process.env.FIRST_SCREEN_RUNS ?? 3);
const traces = Number(process.env.FIRST_SCREEN_TRACES ?? 5);
const traceMs = Number(process.env.FIRST_SCREEN_TRACE_MS ?? 6000);

const PHONE = { width: 412, height: 823, deviceScaleFactor: 1.75, isMobile: true, hasTouch: true };

interface Asked {
  url: string;
  type: string;
  startedMs: number;
  bodyBytes: number;
}

/** Runs in the page before its own scripts: keeps the time of its last LCP entry. */
const WATCH_LCP = `
  window.__lastLcp = 0;
  new PerformanceObserver((list) => {
    for (const entry of list.getEntries()) window.__lastLcp = entry.startTime;
  }).observe({ type: 'largest-contentful-paint', buffered: true });
`;

async function freshTab(browser: Browser) {
  const context = await browser.createBrowserContext();
  const tab = await context.newPage();
  await tab.setViewport(PHONE);
  const cdp = await tab.createCDPSession();
  await cdp.send('Network.enable');
  await cdp.send('Network.setCacheDisabled', { cacheDisabled: true });
  return { context, tab, cdp };
}

async function requestsOf(browser: Browser, url: string) {
  const { context, tab, cdp } = await freshTab(browser);
  const asked = new Map<string, Asked>();
  let navigationStart = 0;
  cdp.on('Network.requestWillBeSent', (event) => {
    if (!navigationStart) navigationStart = event.timestamp;
    asked.set(event.requestId, {
      url: event.request.url,
      type: event.type ?? '',
      startedMs: (event.timestamp - navigationStart) * 1000,
      bodyBytes: 0,
    });
  });
  // The body's bytes as they came over the wire (compressed), without the headers.
  cdp.on('Network.dataReceived', (event) => {
    const request = asked.get(event.requestId);
    if (request) request.bodyBytes += event.encodedDataLength;
  });
  const headerBytes = new Map<string, number>();
  cdp.on('Network.responseReceived', (event) => {
    headerBytes.set(event.requestId, event.response.encodedDataLength);
  });
  cdp.on('Network.loadingFinished', (event) => {
    const request = asked.get(event.requestId);
    // Chromium reports a body's bytes either per chunk or only in the total.
    if (request && request.bodyBytes === 0)
      request.bodyBytes = event.encodedDataLength - (headerBytes.get(event.requestId) ?? 0);
  });
  await tab.evaluateOnNewDocument(WATCH_LCP);
  await tab.goto(url, { waitUntil: 'networkidle0' });
  await new Promise((resolve) => setTimeout(resolve, 500));
  const lcpMs = await tab.evaluate(
    () => (globalThis as unknown as { __lastLcp: number }).__lastLcp,
  );
  await context.close();
  // The page's own timeline starts at its navigation, the network's at its first request: close
  // enough for telling before from after a paint hundreds of ms away.
  const files = [...asked.values()].filter((r) => r.type === 'Script' || r.type === 'Stylesheet');
  const sum = (list: Asked[]) => list.reduce((total, r) => total + r.bodyBytes, 0);
  const before = files.filter((r) => r.startedMs < lcpMs);
  return {
    lcpMs: Math.round(lcpMs),
    beforeBytes: sum(before),
    beforeFiles: before.map((r) => `${new URL(r.url).pathname.replace('/assets/', '')}`),
    totalBytes: sum(files),
    totalFiles: files.length,
  };
}

interface TraceEvent {
  name: string;
  ph: string;
  ts: number;
  dur?: number;
  tdur?: number;
  pid: number;
  tid: number;
  args?: { name?: string; data?: { frame?: string } };
}

async function homeLongTasks(browser: Browser, url: string) {
  const { context, tab, cdp } = await freshTab(browser);
  await cdp.send('Emulation.setCPUThrottlingRate', { rate: 4 });
  const events: TraceEvent[] = [];
  const done = new Promise<void>((resolve) => {
    cdp.on('Tracing.dataCollected', ({ value }) => events.push(...(value as TraceEvent[])));
    cdp.on('Tracing.tracingComplete', () => resolve());
  });
  await cdp.send('Tracing.start', {
    categories: 'devtools.timeline,disabled-by-default-devtools.timeline,toplevel,__metadata',
    transferMode: 'ReportEvents',
  });
  const started = Date.now();
  await tab.goto(url, { waitUntil: 'load' });
  await new Promise((resolve) =>
    setTimeout(resolve, Math.max(0, traceMs - (Date.now() - started))),
  );
  await cdp.send('Tracing.end');
  await done;
  await context.close();
  return longTasks(events);
}

/**
 * The page's main thread (the renderer's with the most work: the tab may start in another
 * process before the navigation moves it): its tasks over 50 ms since the trace started.
 */
function longTasks(events: TraceEvent[]) {
  const mains = events.filter(
    (event) => event.name === 'thread_name' && event.args?.name === 'CrRendererMain',
  );
  const tasksOf = (thread: TraceEvent) =>
    events.filter(
      (e) => e.pid === thread.pid && e.tid === thread.tid && e.name === 'RunTask' && e.ph === 'X',
    );
  const busiest = mains
    .map((thread) => tasksOf(thread))
    .sort((x, y) => total(y, 'dur') - total(x, 'dur'))[0];
  if (!busiest) throw new Error('the trace has no renderer main thread');
  const tasks = busiest.filter((e) => (e.dur ?? 0) > 50_000);
  return {
    count: tasks.length,
    wallMs: total(tasks, 'dur') / 1000,
    cpuMs: total(tasks, 'tdur') / 1000,
    blockingMs: (total(tasks, 'dur') - 50_000 * tasks.length) / 1000,
    longestMs: Math.max(0, ...tasks.map((e) => e.dur ?? 0)) / 1000,
    allCpuMs: total(busiest, 'tdur') / 1000,
  };
}

function total(events: TraceEvent[], key: 'dur' | 'tdur') {
  return events.reduce((sum, e) => sum + (e[key] ?? 0), 0);
}

const browser = await puppeteer.launch({
  executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
  args: ['--no-sandbox', '--disable-gpu', '--disable-background-networking', '--no-first-run'],
});
try {
  const pagesOf = { A: await mainPages(a), B: await mainPages(b) };
  const median = (values: number[]) =>
    [...values].sort((x, y) => x - y)[Math.floor(values.length / 2)]!;

  console.log(
    '| page | shop | LCP ms (runs) | before the LCP: bytes (runs) | files | all: bytes | files |',
  );
  console.log('| --- | --- | --- | --- | --- | ---: | ---: |');
  for (let page = 0; page < pagesOf.A.length; page++) {
    const runs = { A: [], B: [] } as Record<'A' | 'B', Awaited<ReturnType<typeof requestsOf>>[]>;
    for (let round = 0; round < rounds; round++)
      for (const shop of round % 2 === 0 ? (['A', 'B'] as const) : (['B', 'A'] as const))
        runs[shop].push(await requestsOf(browser, pagesOf[shop][page]!.url));
    for (const shop of ['A', 'B'] as const) {
      const mine = runs[shop];
      const last = mine.at(-1)!;
      console.log(
        `| ${pagesOf[shop][page]!.name} | ${shop} | ${median(mine.map((r) => r.lcpMs))} (${mine.map((r) => r.lcpMs).join(', ')}) | ${median(mine.map((r) => r.beforeBytes))} (${mine.map((r) => r.beforeBytes).join(', ')}) | ${last.beforeFiles.join(' ')} | ${median(mine.map((r) => r.totalBytes))} | ${last.totalFiles} |`,
      );
    }
  }

  console.log('\nHome, CPU 4x, long tasks (> 50 ms) in the first', traceMs, 'ms:');
  console.log(
    '| shop | count (runs) | wall ms (runs) | CPU ms (runs) | blocking ms (runs) | longest ms (runs) | all tasks CPU ms (runs) |',
  );
  console.log('| --- | --- | --- | --- | --- | --- | --- |');
  const tasks = { A: [], B: [] } as Record<'A' | 'B', ReturnType<typeof longTasks>[]>;
  for (let round = 0; round < traces; round++)
    for (const shop of round % 2 === 0 ? (['A', 'B'] as const) : (['B', 'A'] as const))
      tasks[shop].push(await homeLongTasks(browser, pagesOf[shop][0]!.url));
  for (const shop of ['A', 'B'] as const) {
    const mine = tasks[shop];
    const column = (key: keyof (typeof mine)[number]) =>
      `${median(mine.map((t) => t[key])).toFixed(0)} (${mine.map((t) => t[key].toFixed(0)).join(', ')})`;
    console.log(
      `| ${shop} | ${column('count')} | ${column('wallMs')} | ${column('cpuMs')} | ${column('blockingMs')} | ${column('longestMs')} | ${column('allCpuMs')} |`,
    );
  }
} finally {
  await browser.close();
}
