/**
 * Peak memory under the two loads issue 36 item 4 names (decision 053): twelve customers each
 * sending five 24.9-megapixel photos at once (ticket-photos-rss.ts, the built shop, one row per
 * allocator), and the documents of a delivery day made under the server's heap flags
 * (documents.ts: manifests of 200 and 500 orders, 200 packing slips), as the start command runs
 * the server (jemalloc) and with glibc's two arenas.
 */
import { execFileSync } from 'node:child_process';
import path from 'node:path';
import { photoFigures, photoTable } from './ticket-photos-rss';
import { manifestFigures, manifestScenarios } from './order-board';
import {
  allocatorEnv,
  SERVER_NODE_FLAGS,
  startShop,
  withoutUnset,
  type Allocator,
} from './shop-server';

function documentsPeak(allocator: Allocator): string {
  const output = execFileSync(
    process.execPath,
    [...SERVER_NODE_FLAGS, '--import', 'tsx', path.join(import.meta.dirname, 'documents.ts')],
    {
      cwd: import.meta.dirname,
      env: withoutUnset({ ...process.env, ...allocatorEnv(allocator) }),
      encoding: 'utf8',
    },
  );
  const lastRound = output.slice(output.lastIndexOf('round 3'));
  return `${allocator}: ${lastRound.replace(/\n\s*/g, '; ').trim()}`;
}

/**
 * The manifests of 200 and 500 orders through the built shop on the bench's catalogue, under the
 * start command's heap cap (SERVER_NODE_FLAGS) and allocator: one fresh shop, each manifest asked
 * five times one after another, the shop's peak (VmHWM) read after each size.
 */
export async function manifestMemory(
  databaseUrl: string,
  env: Record<string, string>,
  port: number,
): Promise<string> {
  const scenarios = await manifestScenarios(databaseUrl);
  const shop = await startShop({ ...env, ...allocatorEnv('arena2') }, port);
  try {
    await fetch(`${shop.url}/api/products/`);
    const lines = [`- the shop at rest: peak ${shop.peakRssMiB()} MiB`];
    for (const scenario of scenarios) {
      const figures = await manifestFigures(shop.url, scenario, shop.peakRssMiB);
      const sorted = [...figures.ms].sort((a, b) => a - b);
      lines.push(
        `- ${scenario.name} (${Math.round(figures.bytes / 1024)} KiB), five one after another: median ${sorted[2]} ms, max ${sorted[4]} ms; the shop's peak ${figures.peakBeforeMiB} -> ${figures.peakAfterMiB} MiB`,
      );
    }
    return [
      `Manifests through the built shop (heap flags ${SERVER_NODE_FLAGS.join(' ')}, MALLOC_ARENA_MAX=2), one fresh shop:`,
      '',
      ...lines,
    ].join('\n');
  } finally {
    await shop.stop();
  }
}

export async function memoryFigures(): Promise<string> {
  const photos = photoTable(await photoFigures());
  const documents = (['arena2', 'jemalloc'] as const).map(documentsPeak);
  return [
    photos,
    '',
    `Documents (bench/documents.ts, in one process with the server's heap flags ${SERVER_NODE_FLAGS.join(' ')}), the third round:`,
    '',
    ...documents.map((line) => `- ${line}`),
  ].join('\n');
}
