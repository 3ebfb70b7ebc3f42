import { startLocalNginx } from '../apps/server/src/test/local-nginx';
import { measure, type LoadFigures, type LoadScenario } from './load';
import { startShop } from './shop-server';

/**
 * The shop behind nginx (the compose file's proxy settings, deploy/nginx/shop-locations.conf) with
 * one and then two instances on the same database: the cached products page and a search of many
 * words (with one instance, also straight to it), and each instance's peak memory. Everything shares this machine's cores with autocannon
 * and nginx, so two instances cannot double a figure here; the runs show what the proxy costs and
 * that a second instance adds capacity rather than contention.
 */
const PROXY_PORT = 3920;
const FIRST_SHOP_PORT = 3921;

export interface ProxyFigures {
  instances: number;
  rows: LoadFigures[];
  peakRssMiB: number[];
}

/** The cached products page and `search` through the proxy at 1 and 2 instances. */
export async function proxyFigures(
  env: Record<string, string>,
  search: LoadScenario,
  seconds: number,
): Promise<ProxyFigures[]> {
  const list: LoadScenario[] = [
    { name: 'products page 1', requests: [{ path: '/api/products/?pageNum=1' }] },
    search,
  ];
  const figures: ProxyFigures[] = [];
  for (const instances of [1, 2]) {
    const ports = Array.from({ length: instances }, (_, i) => FIRST_SHOP_PORT + i);
    const shops = [];
    for (const port of ports)
      shops.push(await startShop({ ...env, TRUST_PROXY: '127.0.0.1' }, port));
    const proxy = await startLocalNginx(ports, PROXY_PORT, {
      keepalive: 64,
      workerConnections: 1024,
    });
    const rows: LoadFigures[] = [];
    try {
      // Every instance reads its search index and fills its cache before anything is measured.
      for (const shop of shops)
        for (const scenario of list) await fetch(`${shop.url}${scenario.requests[0]!.path}`);
      // With one instance, the same runs straight to it too: what the proxy itself costs.
      const routes = instances === 1 ? [proxy.url, shops[0]!.url] : [proxy.url];
      for (const scenario of list) {
        for (const url of routes) {
          const via = url === proxy.url ? 'nginx' : 'direct';
          for (const connections of [10, 50]) {
            const run = await measure(url, scenario, connections, seconds);
            const name = `${run.scenario} | ${via}`;
            rows.push({ ...run, scenario: name });
            console.log(
              `  ${name}, ${instances} instance(s) @${connections}: ${run.requestsPerSecond} req/s, p50 ${run.p50Ms} ms, p99 ${run.p99Ms} ms, non-2xx ${run.non2xx}`,
            );
          }
        }
      }
      figures.push({ instances, rows, peakRssMiB: shops.map((shop) => shop.peakRssMiB()) });
    } finally {
      await proxy.stop();
      for (const shop of shops) await shop.stop();
    }
  }
  return figures;
}

export function proxyTable(figures: ProxyFigures[]): string {
  const lines = [
    '| path | via | instances | connections | req/s | p50 ms | p99 ms | non-2xx |',
    '| --- | --- | ---: | ---: | ---: | ---: | ---: | ---: |',
  ];
  for (const { instances, rows } of figures)
    for (const r of rows)
      lines.push(
        `| ${r.scenario} | ${instances} | ${r.connections} | ${r.requestsPerSecond} | ${r.p50Ms} | ${r.p99Ms} | ${r.non2xx} |`,
      );
  const memory = figures
    .map(({ instances, peakRssMiB }) => `${instances}: ${peakRssMiB.join(' and ')} MiB`)
    .join('; ');
  return [
    ...lines,
    '',
    `Peak RSS per instance (instances: MiB each): ${memory}. On this 2-core machine nginx, ` +
      'autocannon and every instance share the same two cores, so the second instance cannot ' +
      'double the figures here; on separate machines each instance brings its own cores.',
  ].join('\n');
}
