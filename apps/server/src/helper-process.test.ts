import { setTimeout as sleep } from 'node:timers/promises';
import { describe, expect, it } from 'vitest';
import { helperProcess, HelperStopped } from './helper-process';

/**
 * A helper whose child doubles a number, dies on `crash`, and never answers `hang`: the shared
 * plumbing of the photo decoder and the document maker (decision 053), on its own.
 */
const CHILD = String.raw`
process.on('disconnect', () => process.exit(0));
process.on('message', (job) => {
  if (job.crash) process.exit(3);
  if (job.hang) return;
  process.send({ id: job.id, ok: true, twice: job.n * 2, pid: process.pid });
});
`;

const doubler = (options: { idleMs?: number; timeoutMs?: number } = {}) =>
  helperProcess<{ n?: number; crash?: boolean; hang?: boolean }, { twice: number; pid: number }>({
    name: 'The doubler',
    idleMs: options.idleMs ?? 60_000,
    timeoutMs: options.timeoutMs,
    command: () => ({ args: ['-e', CHILD] }),
  });

const alive = (pid: number) => {
  try {
    process.kill(pid, 0);
    return true;
  } catch {
    return false;
  }
};

describe('a helper process', () => {
  it('answers jobs from one child, started on the first', async () => {
    const helper = doubler();
    expect(helper.pid()).toBeUndefined();
    const [a, b] = await Promise.all([helper.ask({ n: 2 }), helper.ask({ n: 21 })]);
    expect([a.twice, b.twice]).toEqual([4, 42]);
    expect(a.pid).toBe(b.pid);
    expect(a.pid).toBe(helper.pid());
    expect(a.pid).not.toBe(process.pid);
  });

  it('fails the job of a child that dies with an error naming it, and the next job starts a new child', async () => {
    const helper = doubler();
    const first = await helper.ask({ n: 1 });
    const crashed = helper.ask({ crash: true });
    await expect(crashed).rejects.toBeInstanceOf(HelperStopped);
    await expect(crashed).rejects.toThrow('The doubler stopped (code 3)');
    const next = await helper.ask({ n: 5 });
    expect(next.twice).toBe(10);
    expect(next.pid).not.toBe(first.pid);
  });

  it('ends a child that does not answer in time, failing its job, and starts again', async () => {
    const helper = doubler({ timeoutMs: 5_000 });
    const hung = helper.ask({ hang: true });
    const pid = helper.pid()!;
    await expect(hung).rejects.toThrow('The doubler stopped (no answer within 5 s)');
    expect(alive(pid)).toBe(false);
    expect((await helper.ask({ n: 4 })).twice).toBe(8);
  }, 30_000);

  it('ends its child once no job has come for a while', async () => {
    const helper = doubler({ idleMs: 200 });
    const { pid } = await helper.ask({ n: 1 });
    expect(helper.pid()).toBe(pid);
    for (let waited = 0; alive(pid) && waited < 10_000; waited += 50) await sleep(50);
    expect(alive(pid)).toBe(false);
    expect(helper.pid()).toBeUndefined();
  });
});
