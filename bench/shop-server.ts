import { spawn, type ChildProcess } from 'node:child_process';
import { readFileSync } from 'node:fs';
import path from 'node:path';

export const repoRoot = path.resolve(import.meta.dirname, '..');

/** The server's heap, as `npm start` sets it (docs/performance.md, peak memory). */
export const SERVER_NODE_FLAGS = ['--max-old-space-size=160', '--max-semi-space-size=4'];

/**
 * The allocators the memory figures compare (decisions 053 and 066): glibc's malloc as it comes
 * (up to 8 arenas a core: 16 here), glibc limited to two arenas, the same with a fixed mmap
 * threshold of 128 KiB (what the start command sets: every larger block is its own mapping,
 * given back to the system when freed), and jemalloc (Debian's libjemalloc2).
 */
export type Allocator = 'glibc' | 'arena2' | 'arena2-mmap' | 'jemalloc';
export const JEMALLOC = '/usr/lib/x86_64-linux-gnu/libjemalloc.so.2';

/** The allocator's environment; '' unsets a variable (`withoutUnset`). */
export function allocatorEnv(allocator: Allocator): Record<string, string> {
  const glibc = { LD_PRELOAD: '', MALLOC_MMAP_THRESHOLD_: '' };
  if (allocator === 'jemalloc') return { ...glibc, LD_PRELOAD: JEMALLOC, MALLOC_ARENA_MAX: '' };
  if (allocator === 'arena2-mmap')
    return { ...glibc, MALLOC_ARENA_MAX: '2', MALLOC_MMAP_THRESHOLD_: '131072' };
  return { ...glibc, MALLOC_ARENA_MAX: allocator === 'arena2' ? '2' : '16' };
}

/**
 * An environment without its empty variables: glibc reads an empty MALLOC_MMAP_THRESHOLD_ as 0,
 * so every allocation became a mapping of its own and the shop started at 290 MiB instead of 125.
 */
export const withoutUnset = (env: Record<string, string | undefined>) =>
  Object.fromEntries(Object.entries(env).filter(([, value]) => value !== ''));

/**
 * Starts the built shop (apps/server/dist/main.js) as a separate process, like production; `root`
 * is the checkout it was built in (another worktree, to compare two builds).
 */
export async function startShop(env: Record<string, string>, port: number, root = repoRoot) {
  const main = path.join(root, 'apps/server/dist/main.js');
  const child = spawn(process.execPath, [...SERVER_NODE_FLAGS, main], {
    cwd: root,
    env: withoutUnset({
      // As `npm start` runs it: two malloc arenas rather than eight per core (decision 044).
      MALLOC_ARENA_MAX: '2',
      ...process.env,
      ...env,
      PORT: String(port),
      HOST: '127.0.0.1',
      LOG_LEVEL: 'warn',
      NODE_ENV: 'development',
      // Stopped with SIGTERM between runs: no proxy to drain from, so no grace period.
      SHUTDOWN_GRACE_SECONDS: '0',
    }),
    stdio: ['ignore', 'inherit', 'inherit'],
  });
  const url = `http://127.0.0.1:${port}`;
  const deadline = Date.now() + 180_000;
  for (;;) {
    if (child.exitCode !== null) throw new Error(`the shop exited with code ${child.exitCode}`);
    try {
      const ready = await fetch(`${url}/api/health/ready`);
      if (ready.ok) break;
      // A build older than the readiness route (an A/B script's 'before') has only its health
      // route, which answers once the shop listens, after its migrations.
      if (ready.status === 404 && (await fetch(`${url}/api/health/`)).ok) break;
    } catch {
      // not listening yet
    }
    if (Date.now() > deadline) {
      // Not left behind: it would go on listening on the port the next run wants.
      child.kill('SIGTERM');
      throw new Error('the shop did not start within 3 minutes');
    }
    await new Promise((resolve) => setTimeout(resolve, 500));
  }
  return { url, child, peakRssMiB: () => peakRss(child), stop: () => stop(child) };
}

/** VmHWM: the most resident memory the process ever held. */
function peakRss(child: ChildProcess): number {
  const status = readFileSync(`/proc/${child.pid}/status`, 'utf8');
  const kib = Number(/VmHWM:\s+(\d+)/.exec(status)?.[1] ?? 0);
  return Math.round(kib / 1024);
}

async function stop(child: ChildProcess) {
  if (child.exitCode !== null) return;
  const exited = new Promise((resolve) => child.once('exit', resolve));
  child.kill('SIGTERM');
  await exited;
}

export function statusMiB(pid: number, field: 'VmRSS' | 'VmHWM'): number {
  const status = readFileSync(`/proc/${pid}/status`, 'utf8');
  return Math.round(Number(new RegExp(`${field}:\\s+(\\d+)`).exec(status)?.[1] ?? 0) / 1024);
}

export const residentMiB = (pid: number) => statusMiB(pid, 'VmRSS');

/**
 * The shop's child processes (the photo decoder and the document maker, decision 053) are
 * measured too, sampled every 100 ms while the photos are sent or the documents made: the most one of them held (its VmHWM) and the most the shop
 * and its children held together. The decoder ends a few seconds after the burst, so it is read
 * while it runs.
 */
export function sampleChildren(pid: number) {
  let childPeak = 0;
  let togetherPeak = 0;
  const sample = () => {
    const children = readFileSync(`/proc/${pid}/task/${pid}/children`, 'utf8')
      .split(' ')
      .filter(Boolean)
      .map(Number);
    let together = residentMiB(pid);
    for (const child of children) {
      try {
        childPeak = Math.max(childPeak, statusMiB(child, 'VmHWM'));
        together += residentMiB(child);
      } catch {
        // it ended between the two reads
      }
    }
    togetherPeak = Math.max(togetherPeak, together);
  };
  const timer = setInterval(sample, 100);
  return {
    stop() {
      clearInterval(timer);
      sample();
      return { childPeak, togetherPeak };
    },
  };
}
