import { request } from 'node:http';
import type { AddressInfo } from 'node:net';
import { Readable, Writable } from 'node:stream';
import compress from '@fastify/compress';
import Fastify from 'fastify';
import { describe, expect, it } from 'vitest';
import { installErrorHandling, logHooks } from './errors';

/** A server whose log lines are kept, to see at what level a failure is told. */
function loggedServer() {
  const lines: { level: number; msg: string }[] = [];
  const stream = new Writable({
    write(chunk: Buffer, _encoding, done) {
      lines.push(JSON.parse(chunk.toString()) as { level: number; msg: string });
      done();
    },
  });
  const app = Fastify({ logger: { level: 'info', stream, hooks: logHooks } });
  installErrorHandling(app);
  return { app, lines };
}

describe('a client that leaves mid-answer', () => {
  it('is logged as information, not as an unhandled error', async () => {
    const { app, lines } = loggedServer();
    app.get('/left/', () => {
      throw Object.assign(new Error('Premature close'), { code: 'ERR_STREAM_PREMATURE_CLOSE' });
    });
    await app.inject({ method: 'GET', url: '/left/' });
    expect(lines.filter((line) => line.level >= 50)).toEqual([]);
    expect(lines.map((line) => line.msg)).toContain('the client left before the answer');
    await app.close();
  });

  it('leaves real failures logged as errors', async () => {
    const { app, lines } = loggedServer();
    app.get('/broken/', () => {
      throw new Error('the database is gone');
    });
    const res = await app.inject({ method: 'GET', url: '/broken/' });
    expect(res.statusCode).toBe(500);
    expect(lines.filter((line) => line.level >= 50).map((line) => line.msg)).toEqual([
      'unhandled error',
    ]);
    await app.close();
  });

  it('is information too when it leaves during a compressed answer', async () => {
    const { app, lines } = loggedServer();
    await app.register(compress, { threshold: 1 });
    // A long answer that is still being written when the client hangs up.
    app.get('/long/', () => {
      let sent = 0;
      return new Readable({
        read() {
          setTimeout(() => this.push(sent++ < 1_000 ? 'x'.repeat(16_384) : null), 5);
        },
      });
    });
    await app.listen({ port: 0, host: '127.0.0.1' });
    const { port } = app.server.address() as AddressInfo;
    await new Promise<void>((resolve) => {
      const asking = request({ port, path: '/long/', headers: { 'accept-encoding': 'gzip' } });
      asking.on('response', (response) =>
        response.once('data', () => {
          asking.destroy();
          resolve();
        }),
      );
      asking.on('error', () => undefined);
      asking.end();
    });
    // Whatever the compression stream reports of it, at info or as an error.
    const told = () =>
      lines.some((line) => line.msg === 'the client left before the answer' || line.level >= 50);
    for (let waited = 0; waited < 100 && !told(); waited++)
      await new Promise((resolve) => setTimeout(resolve, 20));
    expect(lines.map((line) => line.msg)).toContain('the client left before the answer');
    expect(lines.filter((line) => line.level >= 50)).toEqual([]);
    await app.close();
  });

  it('keeps other errors logged as errors', () => {
    const { app, lines } = loggedServer();
    app.log.error(new Error('the database is gone'));
    expect(lines.map((line) => [line.level, line.msg])).toEqual([[50, 'the database is gone']]);
  });
});
