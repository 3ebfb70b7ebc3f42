import * as chromeLauncher from 'chrome-launcher';
import lighthouse from 'lighthouse';
const url = process.argv[2]!; const runs = Number(process.argv[3] ?? 6);
const chrome = await chromeLauncher.launch({ chromePath: '/usr/bin/chromium', chromeFlags: ['--headless=new','--no-sandbox','--disable-gpu','--disable-background-networking','--disable-component-update','--disable-sync','--no-first-run'] });
for (let i = 0; i < runs; i++) {
  const r = await lighthouse(url, { port: chrome.port, onlyCategories: ['performance'], output: 'json', logLevel: 'error' });
  const lhr = r!.lhr;
  const el = lhr.audits['largest-contentful-paint-element']?.details as any;
  const node = el?.items?.[0]?.items?.[0]?.node;
  const phases = el?.items?.[1]?.items?.map((p: any) => `${p.phase}:${Math.round(p.timing)}`).join(' ');
  const m = (lhr.audits.metrics?.details as any)?.items?.[0];
  const nr = (lhr.audits["network-requests"]?.details as any)?.items ?? []; const order = nr.filter((q: any) => /\.js|webp/.test(q.url)).map((q: any) => q.url.split("/").pop().slice(0,14) + "@" + Math.round(q.networkRequestTime)).join(" "); console.log(i, order, 'LCP', Math.round(lhr.audits['largest-contentful-paint']!.numericValue!), 'obs', m?.observedLargestContentfulPaint, 'FCP', Math.round(m?.firstContentfulPaint), 'el', node?.selector, (node?.snippet ?? '').slice(0, 90), '|', phases);
}
chrome.kill();
