/**
 * Lighthouse on two running shops, alternating: `npx tsx bench/web-ab.ts <shop A> <shop B>`
 * (their URLs, each a build of its own on a copy of the same database). Each round measures every
 * main page once on each shop, which shop goes first changing from round to round, so a host
 * whose load moves meanwhile weighs on both alike (docs/performance.md, comparing two builds).
 *
 *   BENCH_RUNS  rounds (default 3)
 */
import { lighthouseFigures, mainPages, type PageFigures } from './web-performance';

const [a, b] = process.argv.slice(2);
if (!a || !b) throw new Error('usage: npx tsx bench/web-ab.ts <shop A url> <shop B url>');
const rounds = Number(process.env.BENCH_RUNS ?? 3);

const pagesOf = { A: await mainPages(a), B: await mainPages(b) };
const runs: (PageFigures & { build: 'A' | 'B' })[] = [];
for (let round = 0; round < rounds; round++) {
  const order = round % 2 === 0 ? (['A', 'B'] as const) : (['B', 'A'] as const);
  for (let page = 0; page < pagesOf.A.length; page++)
    for (const build of order) {
      const [figures] = await lighthouseFigures([pagesOf[build][page]!], 1);
      runs.push({ ...figures!, build });
    }
}

const median = (values: number[]) =>
  [...values].sort((x, y) => x - y)[Math.floor(values.length / 2)]!;
console.log(
  '| page | build | score (runs) | LCP ms (runs) | observed LCP ms (runs) | TBT ms median | CLS max | script KiB | CPU index (runs) |',
);
console.log('| --- | --- | --- | --- | --- | ---: | ---: | ---: | --- |');
for (const { name } of pagesOf.A)
  for (const build of ['A', 'B'] as const) {
    const mine = runs.filter((run) => run.page === name && run.build === build);
    const list = (key: 'performance' | 'lcpMs' | 'observedLcpMs' | 'cpuIndex') =>
      mine.map((run) => run[key]).join(', ');
    console.log(
      `| ${name} | ${build} | ${median(mine.map((r) => r.performance))} (${list('performance')}) | ${median(mine.map((r) => r.lcpMs))} (${list('lcpMs')}) | ${median(mine.map((r) => r.observedLcpMs))} (${list('observedLcpMs')}) | ${median(mine.map((r) => r.tbtMs))} | ${Math.max(...mine.map((r) => r.cls))} | ${median(mine.map((r) => r.scriptKiB))} | ${list('cpuIndex')} |`,
    );
  }
