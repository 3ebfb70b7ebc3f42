import { Writable } from 'node:stream';
import { pino } from 'pino';
import { describe, expect, it } from 'vitest';
import { requestLogWhenUsed } from './request-log';

function logWritingTo(lines: Record<string, unknown>[], level = 'info') {
  return pino(
    { level },
    new Writable({
      write(chunk: Buffer, _encoding, done) {
        for (const line of chunk.toString().split('\n').filter(Boolean))
          lines.push(JSON.parse(line) as Record<string, unknown>);
        done();
      },
    }),
  );
}

describe("a request's own log", () => {
  it('writes its lines with the request id, as a pino child does, and is made only when used', () => {
    const lines: Record<string, unknown>[] = [];
    const parent = logWritingTo(lines);
    let made = 0;
    const child = parent.child.bind(parent);
    parent.child = ((...args: Parameters<typeof child>) => {
      made++;
      return child(...args);
    }) as typeof parent.child;

    const log = requestLogWhenUsed.call(undefined, parent, { reqId: 'req-1' }, {});
    expect(made).toBe(0);
    expect(log.level).toBe('info');
    log.warn({ route: '/api/products/' }, 'the client left before the answer');
    log.error(new Error('boom'));
    expect(made).toBe(1);
    expect(lines).toEqual([
      expect.objectContaining({ reqId: 'req-1', route: '/api/products/', level: 40 }),
      expect.objectContaining({ reqId: 'req-1', level: 50, err: expect.anything() }),
    ]);
    expect(log.child({ step: 'pay' }).level).toBe('info');
  });

  it("follows the process's level and a level set on it", () => {
    const lines: Record<string, unknown>[] = [];
    const log = requestLogWhenUsed.call(undefined, logWritingTo(lines, 'warn'), { reqId: 'r' }, {});
    log.info('not written');
    expect(log.level).toBe('warn');
    log.level = 'info';
    log.info('written');
    expect(lines).toEqual([expect.objectContaining({ reqId: 'r', msg: 'written' })]);
  });
});
