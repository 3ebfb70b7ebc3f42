import { spawn, type ChildProcess } from 'node:child_process';
import path from 'node:path';

const main = path.join(import.meta.dirname, '..', 'main.ts');

/** A JSON log line of the shop (log.ts). */
export interface LogLine {
  level: number;
  msg: string;
  pid: number;
  [field: string]: unknown;
}

export interface ShopProcess {
  child: ChildProcess;
  /** Resolves with the exit code (null when killed by a signal). */
  exited: Promise<number | null>;
  /** All it printed so far. */
  output(): string;
  /** Its JSON lines so far (a line that is not JSON fails the caller's check of `output`). */
  lines(): LogLine[];
  /** Resolves with its URL once it says it is running; rejects if it exits first. */
  running(timeoutMs?: number): Promise<URL>;
  /** SIGKILL, if still running; for cleanup. */
  kill(): void;
}

/**
 * Runs the real program (src/main.ts through tsx) as a process of its own, as `npm run serve`
 * runs the built one, with `env` over the test's environment; `command` is migrate, seed or serve.
 */
export function startShop(env: Record<string, string>, command = 'serve'): ShopProcess {
  const child = spawn(process.execPath, ['--import', 'tsx', main, command], {
    env: { ...process.env, LOG_LEVEL: 'info', NODE_ENV: 'test', PORT: '0', ...env },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  child.stdout!.on('data', (chunk: Buffer) => (output += chunk.toString()));
  child.stderr!.on('data', (chunk: Buffer) => (output += chunk.toString()));
  const exited = new Promise<number | null>((resolve) => child.once('exit', resolve));
  const lines = () =>
    output
      .split('\n')
      .filter((line) => line.startsWith('{'))
      .map((line) => JSON.parse(line) as LogLine);
  return {
    child,
    exited,
    output: () => output,
    lines,
    running: (timeoutMs = 120_000) =>
      new Promise<URL>((resolve, reject) => {
        const started = Date.now();
        const timer = setInterval(() => {
          const line = lines().find((l) => typeof l.url === 'string' && /running at/.test(l.msg));
          if (line) {
            clearInterval(timer);
            // The URL it prints says localhost; the test talks to the address it listens on.
            resolve(new URL(`http://127.0.0.1:${String(line.port)}/`));
          } else if (child.exitCode !== null || Date.now() - started > timeoutMs) {
            clearInterval(timer);
            reject(new Error(`The shop did not start:\n${output}`));
          }
        }, 100);
      }),
    kill: () => {
      if (child.exitCode === null && child.signalCode === null) child.kill('SIGKILL');
    },
  };
}
