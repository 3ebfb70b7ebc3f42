import { spawn } from 'node:child_process';
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';

const main = path.join(import.meta.dirname, 'main.ts');

/** Runs the real start-up (through tsx) and collects what it prints. */
function start(env: Record<string, string>) {
  const child = spawn(process.execPath, ['--import', 'tsx', main], {
    env: { ...process.env, LOG_LEVEL: 'warn', NODE_ENV: 'test', ...env },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  child.stdout.on('data', (chunk: Buffer) => (output += chunk.toString()));
  child.stderr.on('data', (chunk: Buffer) => (output += chunk.toString()));
  const exited = new Promise<number | null>((resolve) => child.once('exit', resolve));
  return { child, exited, output: () => output };
}

describe('start-up', () => {
  it('stops on a bad setting with a sentence naming the variable', async () => {
    const shop = start({ PORT: 'eighty' });
    expect(await shop.exited).toBe(1);
    expect(shop.output()).toContain('Invalid configuration: PORT');
  });

  it('migrates, prints its URL, serves, and shuts down gracefully on SIGTERM', async () => {
    const dir = mkdtempSync(path.join(tmpdir(), 'mp-start-'));
    const shop = start({
      PORT: '0',
      DATA_DIR: path.join(dir, 'data'),
      UPLOAD_DIR: path.join(dir, 'uploads'),
      SEED_DEMO: 'false',
    });
    const url = await new Promise<string>((resolve, reject) => {
      const timer = setInterval(() => {
        const match = /running at (http:\/\/\S+)/.exec(shop.output());
        if (match) {
          clearInterval(timer);
          resolve(match[1]!);
        }
        if (shop.child.exitCode !== null) {
          clearInterval(timer);
          reject(new Error(shop.output()));
        }
      }, 100);
    });
    const health = await fetch(new URL('api/health/', url));
    expect(await health.json()).toEqual({ status: 'ok', database: 'pglite' });
    shop.child.kill('SIGTERM');
    expect(await shop.exited).toBe(0);
  });
});
