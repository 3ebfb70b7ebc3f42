/**
 * Public pictures from the media store (issue 37; decision 045): how fast `/media/` answers when
 * the files are on this machine's disk (MEDIA_STORE=disk, served by @fastify/static) and when they
 * are in an S3 bucket read through the shop (MEDIA_STORE=s3), against what a redirect to the
 * store would cost a browser (the shop's bare answer, then the store's own answer). The store is
 * s3rver, run as a process of its own on this machine: a Node stand-in far slower than S3, MinIO
 * or R2 behind a CDN, so its figures bound the through-the-shop cost from above. Each shop is the
 * built one (`npm run build` first), on the embedded database without the demo catalogue; the
 * pictures are 20 WebP list pictures of 400 px, and a 1 MB file stands for a lab report. It prints
 * figures; it never fails on them.
 *
 *   npx tsx bench/media.ts
 *   BENCH_PORT      the first of three ports: disk shop, bucket shop, store (default 4300)
 *   BENCH_SECONDS   seconds per load run (default 8)
 */
import { spawn } from 'node:child_process';
import { mkdirSync, rmSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import sharp from 'sharp';
import { startBareServer } from './bare-server';
import { measure, type LoadFigures, type LoadScenario } from './load';
import { repoRoot, startShop } from './shop-server';

const port = Number(process.env.BENCH_PORT ?? 4300);
const seconds = Number(process.env.BENCH_SECONDS ?? 8);
const CONNECTIONS = 10;
const PICTURES = 20;
const BUCKET = 'media-bench';
const output = path.join(repoRoot, 'bench/output/media');

/**
 * List pictures as the shop keeps them (400 px WebP, a few tens of kB: noise in 8 px blocks, so
 * not one colour), and one lab report sized file (1 MB), which is streamed rather than kept.
 */
async function files() {
  const made: { key: string; bytes: Buffer; type: string }[] = [];
  for (let i = 0; i < PICTURES; i++) {
    const noise = Buffer.alloc(50 * 50 * 3);
    let seed = 37 + i;
    for (let at = 0; at < noise.length; at++) {
      seed = (seed * 1_103_515_245 + 12_345) & 0x7fffffff;
      noise[at] = 64 + ((seed >> 16) & 0x7f);
    }
    const bytes = await sharp(noise, { raw: { width: 50, height: 50, channels: 3 } })
      .resize(400, 400, { kernel: 'nearest' })
      .webp({ quality: 78, effort: 2 })
      .toBuffer();
    made.push({ key: `bench/${i}-list.webp`, bytes, type: 'image/webp' });
  }
  const report = Buffer.alloc(1024 * 1024, 7);
  made.push({ key: 'bench/report.pdf', bytes: report, type: 'application/pdf' });
  return made;
}

/** s3rver as a process of its own, so it does not share the load generator's event loop. */
async function startStore(directory: string, storePort: number) {
  const cli = path.join(repoRoot, 'node_modules/@20minutes/s3rver/lib/cli.js');
  const argv = ['-d', directory, '-a', '127.0.0.1', '-p', String(storePort), '-s'];
  const run = `require(${JSON.stringify(cli)}).parseAsync(${JSON.stringify(['node', 's3rver', ...argv])})`;
  const child = spawn(process.execPath, ['-e', run], { stdio: ['ignore', 'inherit', 'inherit'] });
  const url = `http://127.0.0.1:${storePort}`;
  for (let tries = 0; ; tries++) {
    try {
      await fetch(url);
      break;
    } catch {
      if (tries > 100) throw new Error('the store did not start');
      await new Promise((resolve) => setTimeout(resolve, 100));
    }
  }
  return { url, stop: () => child.kill('SIGTERM') };
}

const scenario = (name: string, paths: string[], headers?: Record<string, string>) =>
  ({ name, requests: paths.map((p) => ({ path: p, headers })) }) satisfies LoadScenario;

function table(rows: LoadFigures[]) {
  const lines = [
    '| path | req/s | p50 ms | p99 ms | max ms | non-2xx |',
    '| --- | ---: | ---: | ---: | ---: | ---: |',
  ];
  for (const row of rows)
    lines.push(
      `| ${row.scenario} | ${row.requestsPerSecond} | ${row.p50Ms} | ${row.p99Ms} | ${row.maxMs} | ${row.non2xx} |`,
    );
  return lines.join('\n');
}

async function main() {
  rmSync(output, { recursive: true, force: true });
  mkdirSync(output, { recursive: true });
  const stored = await files();
  const pictures = stored.filter((file) => file.type === 'image/webp');
  const uploadDir = path.join(output, 'disk-uploads');
  for (const file of stored) {
    mkdirSync(path.dirname(path.join(uploadDir, file.key)), { recursive: true });
    writeFileSync(path.join(uploadDir, file.key), file.bytes);
  }

  const store = await startStore(path.join(output, 's3rver'), port + 2);
  // Plain S3 REST calls: s3rver takes requests without a signature, and the bench needs no SDK.
  await fetch(`${store.url}/${BUCKET}/`, { method: 'PUT' });
  for (const file of stored)
    await fetch(`${store.url}/${BUCKET}/public/${file.key}`, {
      method: 'PUT',
      body: file.bytes,
      headers: { 'content-type': file.type },
    });

  const common = { SEED_DEMO: 'false', CATALOGUE_CACHE_SECONDS: '5' };
  const disk = await startShop(
    {
      ...common,
      DATA_DIR: path.join(output, 'disk-data'),
      UPLOAD_DIR: uploadDir,
      PRIVATE_UPLOAD_DIR: path.join(output, 'disk-private'),
    },
    port,
  );
  const bucket = await startShop(
    {
      ...common,
      DATA_DIR: path.join(output, 'bucket-data'),
      PRIVATE_UPLOAD_DIR: path.join(output, 'bucket-private'),
      MEDIA_STORE: 's3',
      S3_ENDPOINT: store.url,
      S3_BUCKET: BUCKET,
      S3_ACCESS_KEY_ID: 'S3RVER',
      S3_SECRET_ACCESS_KEY: 'S3RVER',
      // The SDK's notice that its 2027 releases need Node 22 (decision 045), once per process.
      AWS_SDK_JS_NODE_VERSION_SUPPORT_WARNING_DISABLED: 'true',
    },
    port + 1,
  );
  const bare = await startBareServer();
  const paths = pictures.map((file) => `/media/${file.key}`);
  const report = ['/media/bench/report.pdf'];
  const etag = await fetch(`${bucket.url}${paths[0]}`).then((res) => res.headers.get('etag') ?? '');
  const rows: LoadFigures[] = [];
  try {
    const run = async (url: string, named: LoadScenario) => {
      await measure(url, named, CONNECTIONS, 1); // warm-up: the bucket shop keeps the pictures
      rows.push(await measure(url, named, CONNECTIONS, seconds));
    };
    // Twice, alternating: on a shared machine one run alone says little.
    for (let round = 0; round < 2; round++) {
      await run(disk.url, scenario('pictures: disk, served by the shop', paths));
      await run(bucket.url, scenario('pictures: bucket, through the shop (kept in memory)', paths));
    }
    await run(
      bucket.url,
      scenario('pictures: bucket, through the shop, If-None-Match (304)', [paths[0]!], {
        'if-none-match': etag,
      }),
    );
    await run(
      store.url,
      scenario(
        `pictures: the store itself (a redirect's second request)`,
        pictures.map((file) => `/${BUCKET}/public/${file.key}`),
      ),
    );
    await run(bare.url, scenario(`a bare route (a redirect's first request, at best)`, ['/bare/']));
    await run(disk.url, scenario('1 MB report: disk, served by the shop', report));
    await run(bucket.url, scenario('1 MB report: bucket, streamed through the shop', report));
    await run(
      store.url,
      scenario('1 MB report: the store itself', [`/${BUCKET}/public/bench/report.pdf`]),
    );
    const kB = Math.round(
      pictures.reduce((sum, file) => sum + file.bytes.length, 0) / PICTURES / 1024,
    );
    console.log(
      `\nmedia at ${CONNECTIONS} connections, ${seconds} s each, ${PICTURES} pictures of ${kB} kB on average:\n`,
    );
    console.log(table(rows));
    console.log(
      `\npeak memory: disk shop ${disk.peakRssMiB()} MiB, bucket shop ${bucket.peakRssMiB()} MiB`,
    );
  } finally {
    await bare.close();
    await disk.stop();
    await bucket.stop();
    store.stop();
  }
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
