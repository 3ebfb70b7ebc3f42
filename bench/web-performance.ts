import * as chromeLauncher from 'chrome-launcher';
import lighthouse from 'lighthouse';

export interface PageFigures {
  page: string;
  performance: number;
  lcpMs: number;
  cls: number;
  scriptKiB: number;
}

/** Lighthouse (mobile defaults) on Debian's Chromium, one page at a time. */
export async function lighthouseFigures(
  pages: { name: string; url: string }[],
): Promise<PageFigures[]> {
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
      const result = await lighthouse(page.url, {
        port: chrome.port,
        onlyCategories: ['performance'],
        output: 'json',
        logLevel: 'error',
      });
      if (!result) throw new Error(`Lighthouse gave no result for ${page.url}`);
      const { lhr } = result;
      const summary = lhr.audits['resource-summary']?.details as
        { items?: { resourceType: string; transferSize: number }[] } | undefined;
      const script =
        summary?.items?.find((item) => item.resourceType === 'script')?.transferSize ?? 0;
      figures.push({
        page: page.name,
        performance: Math.round((lhr.categories.performance?.score ?? 0) * 100),
        lcpMs: Math.round(lhr.audits['largest-contentful-paint']?.numericValue ?? 0),
        cls: Number((lhr.audits['cumulative-layout-shift']?.numericValue ?? 0).toFixed(3)),
        scriptKiB: Math.round(script / 1024),
      });
    }
  } finally {
    chrome.kill();
  }
  return figures;
}
