/**
 * Where a cache hit's CPU goes (issue 41, decision 054): starts a built shop under
 * `node --cpu-prof`, asks one cached page as browsers ask (brotli) at 10 connections, stops the
 * shop and prints the profile's top frames by self time, by inclusive time and by package, as
 * shares of the samples
 * that were not idle. The profile itself (open it in Chrome's DevTools, Performance tab, or
 * speedscope for a flame graph) is left in bench/output/profiles/.
 *
 *   npx tsx bench/hit-profile.ts [main.js]     (default: this checkout's apps/server/dist/main.js)
 *   HIT_PROFILE_DATABASE  the catalogue (default makers_pantry_bench)
 *   HIT_PROFILE_PATH      the page (default the products page, /api/products/?pageNum=1)
 *   HIT_PROFILE_PORT      the shop's port (default 4313); BENCH_SECONDS the load (default 10)
 *   HIT_PROFILE_WARM      seconds of warm-up before the measured run (default 2): on a large
 *                         catalogue the shop reads its search index after it starts listening,
 *                         and that work is not a hit's
 */
import { spawn } from 'node:child_process';
import { mkdirSync, readdirSync, readFileSync, statSync } from 'node:fs';
import path from 'node:path';
import { databaseUrl, loadAverage } from './ab-builds';
import { measure } from './load';
import { repoRoot, SERVER_NODE_FLAGS } from './shop-server';

interface ProfileNode {
  id: number;
  callFrame: { functionName: string; url: string; lineNumber: number };
  hitCount?: number;
  children?: number[];
}

const main = path.resolve(process.argv[2] ?? path.join(repoRoot, 'apps/server/dist/main.js'));
const page = process.env.HIT_PROFILE_PATH ?? '/api/products/?pageNum=1';
const port = Number(process.env.HIT_PROFILE_PORT ?? 4313);
const seconds = Number(process.env.BENCH_SECONDS ?? 10);
const profiles = path.join(repoRoot, 'bench/output/profiles');
mkdirSync(profiles, { recursive: true });

const startedAt = Date.now();
const child = spawn(
  process.execPath,
  [...SERVER_NODE_FLAGS, '--cpu-prof', `--cpu-prof-dir=${profiles}`, main],
  {
    cwd: path.dirname(main),
    env: {
      ...process.env,
      MALLOC_ARENA_MAX: '2',
      DATABASE_URL: databaseUrl(process.env.HIT_PROFILE_DATABASE ?? 'makers_pantry_bench'),
      SEED_DEMO: 'false',
      PUBLIC_LIMIT_PER_MINUTE: '0',
      PORT: String(port),
      HOST: '127.0.0.1',
      LOG_LEVEL: process.env.LOG_LEVEL ?? 'warn',
      NODE_ENV: 'development',
      SHUTDOWN_GRACE_SECONDS: '0',
    },
    stdio: ['ignore', 'ignore', 'inherit'],
  },
);
const url = `http://127.0.0.1:${port}`;
for (let i = 0; ; i++) {
  if (child.exitCode !== null || i > 360) throw new Error(`${main} did not start`);
  try {
    if ((await fetch(`${url}/api/health/ready`)).ok) break;
  } catch {
    // not listening yet
  }
  await new Promise((resolve) => setTimeout(resolve, 500));
}
// Warm: the entry and its brotli copy made, the hit path's code optimised.
const warmSeconds = Number(process.env.HIT_PROFILE_WARM ?? 2);
await measure(url, { name: 'warm', requests: [{ path: page }] }, 10, warmSeconds);
console.log(`load average ${loadAverage()}`);
// V8 stamps samples on the monotonic clock process.hrtime reads, in microseconds: the summary
// counts the samples of the measured run alone, not the shop's start or its warm-up.
const loadFrom = Number(process.hrtime.bigint() / 1000n);
const figures = await measure(url, { name: page, requests: [{ path: page }] }, 10, seconds);
const loadTo = Number(process.hrtime.bigint() / 1000n);
console.log(`${page}: ${figures.requestsPerSecond} req/s, p99 ${figures.p99Ms} ms`);
await new Promise((resolve) => {
  child.once('exit', resolve);
  child.kill('SIGTERM');
});

const file = readdirSync(profiles)
  .filter((name) => name.endsWith('.cpuprofile'))
  .map((name) => path.join(profiles, name))
  .filter((name) => statSync(name).mtimeMs >= startedAt)
  .sort((a, b) => statSync(b).mtimeMs - statSync(a).mtimeMs)[0];
if (!file) throw new Error('no profile was written');
const profile = JSON.parse(readFileSync(file, 'utf8')) as {
  nodes: ProfileNode[];
  startTime: number;
  samples: number[];
  timeDeltas: number[];
};
const hitCounts = new Map<number, number>();
let at = profile.startTime;
profile.samples.forEach((id, index) => {
  at += profile.timeDeltas[index] ?? 0;
  if (at >= loadFrom && at <= loadTo) hitCounts.set(id, (hitCounts.get(id) ?? 0) + 1);
});
const nodes = profile.nodes.map((node) => ({ ...node, hitCount: hitCounts.get(node.id) ?? 0 }));

/** Samples where the process waited (idle) or V8 could not say what ran (program). */
const IDLE = new Set(['(idle)', '(program)']);
const busy = nodes
  .filter((node) => !IDLE.has(node.callFrame.functionName))
  .reduce((sum, node) => sum + (node.hitCount ?? 0), 0);
const all = nodes.reduce((sum, node) => sum + (node.hitCount ?? 0), 0);
const share = (count: number) => `${((count / busy) * 100).toFixed(1)}%`;

/** Where a frame's code lives: a package, node itself, or the shop. */
function placeOf(url: string, functionName = ''): string {
  if (functionName === '(garbage collector)') return 'garbage collection';
  const inPackage = /node_modules\/((?:@[^/]+\/)?[^/]+)/.exec(url);
  if (inPackage) return inPackage[1]!;
  if (url.startsWith('node:') || url === '') return 'node';
  return 'shop';
}

const byFrame = new Map<string, number>();
const byPlace = new Map<string, number>();
for (const node of nodes) {
  const hits = node.hitCount ?? 0;
  if (!hits) continue;
  const { functionName, url: source, lineNumber } = node.callFrame;
  if (IDLE.has(functionName)) continue;
  const place = placeOf(source, functionName);
  const frame = `${functionName || '(anonymous)'} ${path.basename(source)}:${lineNumber + 1} [${place}]`;
  byFrame.set(frame, (byFrame.get(frame) ?? 0) + hits);
  byPlace.set(place, (byPlace.get(place) ?? 0) + hits);
}
const top = (counts: Map<string, number>, n: number) =>
  [...counts].sort((a, b) => b[1] - a[1]).slice(0, n);

console.log(
  `\n${path.relative(repoRoot, file)}: ${all} samples in the measured run, ${busy} not idle`,
);
console.log(`idle: ${(((all - busy) / all) * 100).toFixed(1)}% of all samples`);
console.log('\nby package (share of samples not idle):');
for (const [place, hits] of top(byPlace, 12)) console.log(`  ${share(hits).padStart(6)}  ${place}`);
console.log('\ntop frames by self time (share of samples not idle):');
for (const [frame, hits] of top(byFrame, 30)) console.log(`  ${share(hits).padStart(6)}  ${frame}`);

/**
 * Inclusive time: each frame with everything it called, counted once a sample however often the
 * frame recurs on its stack. Callback hooks call the next hook from inside, so a hook's share
 * includes the hooks after it; read the steps' differences (issue 41, decision 054).
 */
const parentOf = new Map<number, number>();
for (const node of nodes) for (const child of node.children ?? []) parentOf.set(child, node.id);
const byId = new Map(nodes.map((node) => [node.id, node]));
const inclusive = new Map<string, number>();
for (const node of nodes) {
  const hits = node.hitCount ?? 0;
  if (!hits || IDLE.has(node.callFrame.functionName)) continue;
  const onStack = new Set<string>();
  for (let at: ProfileNode | undefined = node; at; at = byId.get(parentOf.get(at.id) ?? -1)) {
    const { functionName, url: source, lineNumber } = at.callFrame;
    if (functionName === '(root)') break;
    onStack.add(`${functionName || '(anonymous)'} ${path.basename(source)}:${lineNumber + 1}`);
  }
  for (const frame of onStack) inclusive.set(frame, (inclusive.get(frame) ?? 0) + hits);
}
console.log('\ntop frames by inclusive time (share of samples not idle):');
for (const [frame, hits] of top(inclusive, 60))
  console.log(`  ${share(hits).padStart(6)}  ${frame}`);
