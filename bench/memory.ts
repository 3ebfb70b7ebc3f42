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
import { allocatorEnv, SERVER_NODE_FLAGS, type Allocator } from './shop-server';

function documentsPeak(allocator: Allocator): string {
  const output = execFileSync(
    process.execPath,
    [...SERVER_NODE_FLAGS, '--import', 'tsx', path.join(import.meta.dirname, 'documents.ts')],
    {
      cwd: import.meta.dirname,
      env: { ...process.env, ...allocatorEnv(allocator) },
      encoding: 'utf8',
    },
  );
  const lastRound = output.slice(output.lastIndexOf('round 3'));
  return `${allocator}: ${lastRound.replace(/\n\s*/g, '; ').trim()}`;
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
