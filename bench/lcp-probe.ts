/**
 * What a page's LCP waited for, run by run (decision 084): Lighthouse with its mobile defaults on
 * Debian's Chromium, one run at a time, printing for each its simulated LCP, the LCP seen in the
 * unthrottled load, the first contentful paint, the LCP element and its phases (time to first
 * byte, load delay, load time, render delay), and when the shop's first script was asked for.
 * Pass two URLs to alternate two builds.
 *
 *   npx tsx bench/lcp-probe.ts <page url> [<another build's page url>]   LCP_PROBE_RUNS (default 6)
 */
import * as chromeLauncher from 'chrome-launcher';
import lighthouse from 'lighthouse';

interface Phase {
  phase: string;
  timing: number;
}
interface ElementDetails {
  items?: [{ items?: { node?: { selector?: string } }[] }, { items?: Phase[] }];
}
interface Requests {
  items?: { url: string; networkRequestTime: number }[];
}
interface Metrics {
  items?: { observedLargestContentfulPaint?: number; firstContentfulPaint?: number }[];
}

const urls = process.argv.slice(2);
if (urls.length === 0) throw new Error('usage: npx tsx bench/lcp-probe.ts <url> [<url>]');
const runs = Number(process.env.LCP_PROBE_RUNS ?? 6);
const chrome = await chromeLauncher.launch({
  chromePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
  chromeFlags: ['--headless=new', '--no-sandbox', '--disable-gpu', '--no-first-run'],
});
try {
  for (let run = 1; run <= runs; run++)
    for (const url of urls) {
      const result = await lighthouse(url, {
        port: chrome.port,
        onlyCategories: ['performance'],
        output: 'json',
        logLevel: 'error',
      });
      if (!result) throw new Error(`Lighthouse gave no result for ${url}`);
      const { audits } = result.lhr;
      const element = audits['largest-contentful-paint-element']?.details as ElementDetails;
      const selector = element?.items?.[0]?.items?.[0]?.node?.selector ?? '-';
      const phases = (element?.items?.[1]?.items ?? [])
        .map((phase) => `${phase.phase} ${Math.round(phase.timing)}`)
        .join(', ');
      const metrics = (audits.metrics?.details as Metrics)?.items?.[0];
      const requests = (audits['network-requests']?.details as Requests)?.items ?? [];
      const script = requests.find((request) => /\/assets\/.*\.js$/.test(request.url));
      const ms = (value: number | undefined) => (value === undefined ? '-' : Math.round(value));
      console.log(
        `${run} ${url}: LCP ${ms(audits['largest-contentful-paint']?.numericValue)} ms ` +
          `(seen ${ms(metrics?.observedLargestContentfulPaint)}), FCP ${ms(metrics?.firstContentfulPaint)}, ` +
          `first script asked at ${ms(script?.networkRequestTime)}; ${selector}; ${phases}`,
      );
    }
} finally {
  chrome.kill();
}
