/**
 * Ticket photos under load (issue 28, section 5; issue 36 item 4): twelve customers each send the
 * report-issue form with five big PNGs, all at once, to the built shop (apps/server/dist,
 * `npm run build` first) on PostgreSQL: 24.9-megapixel photos (4990 px a side, about the most a
 * photo may have), each round on a freshly started shop, once per allocator (decision 053):
 * glibc's malloc as it comes (MALLOC_ARENA_MAX=16, its default on 2 cores), with two arenas (what
 * `npm run serve` set before) and jemalloc (Debian's libjemalloc2, preloaded: what the start
 * command and the image use). Prints the shop's resident memory before, its peak (VmHWM) and what
 * it keeps afterwards, with the answers' status codes. It prints figures; it never fails on them.
 * `npm run bench` runs it too.
 *
 *   npx tsx bench/ticket-photos-rss.ts
 *   BENCH_DATABASE_URL  PostgreSQL server (default postgres://postgres@127.0.0.1:5432/postgres);
 *                       the shop gets a fresh database of its own, makers_pantry_photos_bench
 *   BENCH_PHOTOS_DATABASE  that database's name (default makers_pantry_photos_bench), so two
 *                       checkouts on one host can measure at once
 *   BENCH_PORT          the shop's port (default 4290)
 *   BENCH_PHOTO_SIDES   the photos' sides in pixels, one round each (default 4990)
 *   BENCH_ALLOCATORS    which allocators, comma-separated (default glibc,arena2,jemalloc)
 */
import { createHash, randomBytes } from 'node:crypto';
import { existsSync, mkdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { request } from 'node:http';
import path from 'node:path';
import pg from 'pg';
import sharp from 'sharp';
import {
  allocatorEnv,
  type Allocator,
  repoRoot,
  residentMiB,
  sampleChildren,
  startShop,
} from './shop-server';

const CUSTOMERS = 12;
const PHOTOS_EACH = 5;
const SIDES = (process.env.BENCH_PHOTO_SIDES ?? '4990').split(',').map(Number);
const serverUrl = process.env.BENCH_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres';
const port = Number(process.env.BENCH_PORT ?? 4290);
const databaseName = process.env.BENCH_PHOTOS_DATABASE ?? 'makers_pantry_photos_bench';
const databaseUrl = Object.assign(new URL(serverUrl), { pathname: `/${databaseName}` }).toString();
const output = path.join(repoRoot, 'bench/output/ticket-photos');

/**
 * A big PNG that still fits the 8 MB upload limit: noise in 8 x 8 blocks, so it is a real
 * picture to decode (not one colour) yet compresses to a few megabytes.
 */
async function bigPng(side: number): Promise<Buffer> {
  const file = path.join(output, `photo-${side}.png`);
  if (existsSync(file)) return readFileSync(file);
  const small = Math.ceil(side / 8);
  const noise = Buffer.alloc(small * small * 3);
  let seed = 28;
  for (let i = 0; i < noise.length; i++) {
    seed = (seed * 1_103_515_245 + 12_345) & 0x7fffffff;
    noise[i] = 96 + ((seed >> 16) & 0x1f);
  }
  const png = await sharp(noise, { raw: { width: small, height: small, channels: 3 } })
    .resize(side, side, { kernel: 'nearest' })
    .png({ compressionLevel: 9 })
    .toBuffer();
  mkdirSync(output, { recursive: true });
  writeFileSync(file, png);
  return png;
}

async function freshDatabase() {
  const admin = new pg.Client({ connectionString: serverUrl });
  await admin.connect();
  await admin.query(`DROP DATABASE IF EXISTS ${databaseName} WITH (FORCE)`);
  await admin.query(`CREATE DATABASE ${databaseName}`);
  await admin.end();
}

/** Customers with a session each, straight in the tables (the bench shop sends no OTPs). */
async function customerTokens(): Promise<string[]> {
  const client = new pg.Client({ connectionString: databaseUrl });
  await client.connect();
  try {
    const tokens: string[] = [];
    for (let n = 1; n <= CUSTOMERS; n++) {
      const { rows } = await client.query<{ id: number }>(
        `INSERT INTO users (mobile, first_name, last_name, email, roles)
         VALUES ($1, 'Bench', $2, $3, '{customer}') RETURNING id`,
        [`71${String(n).padStart(8, '0')}`, `Photos ${n}`, `photos${n}@example.in`],
      );
      const token = randomBytes(32).toString('base64url');
      await client.query(
        `INSERT INTO sessions (user_id, token_hash, expires_at) VALUES ($1, $2, now() + interval '1 day')`,
        [rows[0]!.id, createHash('sha256').update(token).digest('hex')],
      );
      tokens.push(token);
    }
    return tokens;
  } finally {
    await client.end();
  }
}

/**
 * The form sent with node:http rather than fetch: on a busy host the sixtieth photo waits its turn
 * for longer than fetch waits for an answer's headers (5 minutes).
 */
async function post(url: string, token: string, form: FormData) {
  const encoded = new Response(form);
  const body = Buffer.from(await encoded.arrayBuffer());
  return new Promise<{ status: number; body: string }>((resolve, reject) => {
    const asking = request(
      url,
      {
        method: 'POST',
        headers: {
          authorization: `Token ${token}`,
          'content-type': encoded.headers.get('content-type') ?? '',
          'content-length': body.length,
        },
      },
      (answer) => {
        let text = '';
        answer.setEncoding('utf8');
        answer.on('data', (chunk: string) => (text += chunk));
        answer.on('end', () => resolve({ status: answer.statusCode ?? 0, body: text }));
        answer.on('error', reject);
      },
    );
    asking.on('error', reject);
    asking.end(body);
  });
}

export interface PhotoFigures {
  allocator: Allocator;
  megapixels: number;
  answers: string;
  seconds: number;
  beforeMiB: number;
  peakMiB: number;
  afterMiB: number;
  /** The most one child process of the shop held (0: none ran), and the shop with its children. */
  childPeakMiB: number;
  togetherPeakMiB: number;
}

async function round(side: number, allocator: Allocator): Promise<PhotoFigures> {
  const png = await bigPng(side);
  const megapixels = ((side * side) / 1e6).toFixed(0);
  console.log(
    `\nphotos: ${side} x ${side} PNG (${megapixels} megapixels), ${(png.length / 1024 / 1024).toFixed(1)} MiB, allocator ${allocator}`,
  );
  await freshDatabase();
  const privateDir = path.join(output, 'private');
  rmSync(privateDir, { recursive: true, force: true });
  const shop = await startShop(
    {
      DATABASE_URL: databaseUrl,
      PRIVATE_UPLOAD_DIR: privateDir,
      UPLOAD_DIR: path.join(output, 'public'),
      ...allocatorEnv(allocator),
    },
    port,
  );
  try {
    const tokens = await customerTokens();
    const pid = shop.child.pid!;
    const before = residentMiB(pid);
    const started = Date.now();
    const children = sampleChildren(pid);
    const answers = await Promise.all(
      tokens.map(async (token) => {
        const form = new FormData();
        form.set('type', 'SUGGESTION');
        form.set('description', 'Five big photos at once');
        for (let i = 0; i < PHOTOS_EACH; i++)
          form.append('images', new Blob([png], { type: 'image/png' }), `photo-${i}.png`);
        return post(`${shop.url}/api/orders/report-issue/`, token, form);
      }),
    );
    const seconds = (Date.now() - started) / 1000;
    const peak = shop.peakRssMiB();
    const { childPeak, togetherPeak } = children.stop();
    // What the shop keeps once the burst is over (the issue saw 556 MB stay).
    await new Promise((resolve) => setTimeout(resolve, 3000));
    const after = residentMiB(pid);
    const statuses = new Map<number, number>();
    for (const answer of answers)
      statuses.set(answer.status, (statuses.get(answer.status) ?? 0) + 1);
    const refused = answers.find((answer) => answer.status !== 201);
    const answered = [...statuses].map(([status, count]) => `${count} x ${status}`).join(', ');
    console.log(
      `${CUSTOMERS} customers x ${PHOTOS_EACH} photos in ${seconds.toFixed(1)} s: answers ${answered}${refused ? ` (e.g. ${refused.body})` : ''}`,
    );
    console.log(
      `RSS before ${before} MiB, peak ${peak} MiB, 3 s after ${after} MiB; its child process's peak ${childPeak} MiB, shop and children together at most ${togetherPeak} MiB`,
    );
    return {
      allocator,
      megapixels: Number(((side * side) / 1e6).toFixed(1)),
      answers: answered,
      seconds: Number(seconds.toFixed(1)),
      beforeMiB: before,
      peakMiB: peak,
      afterMiB: after,
      childPeakMiB: childPeak,
      togetherPeakMiB: togetherPeak,
    };
  } finally {
    await shop.stop();
  }
}

const ALLOCATORS = (process.env.BENCH_ALLOCATORS ?? 'glibc,arena2,jemalloc').split(
  ',',
) as Allocator[];

/** Every side with every allocator, each on a fresh shop. */
export async function photoFigures(): Promise<PhotoFigures[]> {
  const rows: PhotoFigures[] = [];
  for (const side of SIDES)
    for (const allocator of ALLOCATORS) rows.push(await round(side, allocator));
  return rows;
}

export function photoTable(rows: PhotoFigures[]): string {
  return [
    `Twelve customers each sending five photos at once (report an issue), the built shop on PostgreSQL, a fresh shop each row:`,
    '',
    '| photos | allocator | answers | seconds | RSS before MiB | peak MiB | 3 s after MiB | decoder process peak MiB | shop + decoder at most MiB |',
    '| --- | --- | --- | ---: | ---: | ---: | ---: | ---: | ---: |',
    ...rows.map(
      (r) =>
        `| ${r.megapixels} MP PNG | ${r.allocator} | ${r.answers} | ${r.seconds} | ${r.beforeMiB} | ${r.peakMiB} | ${r.afterMiB} | ${r.childPeakMiB} | ${r.togetherPeakMiB} |`,
    ),
  ].join('\n');
}

if (import.meta.url === `file://${process.argv[1]}`)
  console.log(`\n${photoTable(await photoFigures())}`);
