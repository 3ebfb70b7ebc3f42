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
import {
  boardAnswersWhile,
  LARGE_MANIFEST_DAY,
  makeManifest,
  manifestFigures,
  manifestScenarios,
} from './order-board';
import {
  allocatorEnv,
  sampleChildren,
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
 * five times one after another, the shop's peak (VmHWM) read after each size; the document
 * maker's process (decision 053) sampled meanwhile. Then the orders board asked over and over
 * while one more 500-order manifest is made: its slowest answer.
 */
export async function manifestMemory(
  databaseUrl: string,
  env: Record<string, string>,
  port: number,
  /** The checkout whose build is measured (another worktree, to compare two builds). */
  root?: string,
): Promise<string> {
  const scenarios = await manifestScenarios(databaseUrl);
  const shop = await startShop({ ...env, ...allocatorEnv('arena2') }, port, root);
  try {
    await fetch(`${shop.url}/api/products/`);
    const lines = [`- the shop at rest: peak ${shop.peakRssMiB()} MiB`];
    const children = sampleChildren(shop.child.pid!);
    for (const scenario of scenarios) {
      const figures = await manifestFigures(shop.url, scenario, shop.peakRssMiB);
      const sorted = [...figures.ms].sort((a, b) => a - b);
      lines.push(
        `- ${scenario.name} (${Math.round(figures.bytes / 1024)} KiB), five one after another: median ${sorted[2]} ms, max ${sorted[4]} ms; the shop's peak ${figures.peakBeforeMiB} -> ${figures.peakAfterMiB} MiB`,
      );
    }
    const { childPeak, togetherPeak } = children.stop();
    lines.push(
      `- the document maker's process at most ${childPeak} MiB (0: none ran); the shop and its children together at most ${togetherPeak} MiB`,
    );
    lines.push(`- ${await boardWhileManifest(shop.url, scenarios.at(-1)!)}`);
    return [
      `Manifests through the built shop (heap flags ${SERVER_NODE_FLAGS.join(' ')}, MALLOC_ARENA_MAX=2), one fresh shop:`,
      '',
      ...lines,
    ].join('\n');
  } finally {
    await shop.stop();
  }
}

/** The orders board of the manifest's day, asked one after another while the manifest is made. */
async function boardWhileManifest(
  url: string,
  manifest: Awaited<ReturnType<typeof manifestScenarios>>[number],
): Promise<string> {
  const made = makeManifest(url, manifest);
  const ms = await boardAnswersWhile(url, manifest, LARGE_MANIFEST_DAY, made);
  const sorted = ms.sort((a, b) => a - b);
  return `while one more 500-order manifest was made (${await made} ms), the orders board answered ${ms.length} times one after another: median ${sorted[Math.floor(sorted.length / 2)]} ms, slowest ${sorted.at(-1)} ms`;
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
