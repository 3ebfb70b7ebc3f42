import { Writable } from 'node:stream';
import Fastify from 'fastify';
import { describe, expect, it } from 'vitest';
import { installErrorHandling } from './errors';

/** A server whose log lines are kept, to see at what level a failure is told. */
function loggedServer() {
  const lines: { level: number; msg: string }[] = [];
  const stream = new Writable({
    write(chunk: Buffer, _encoding, done) {
      lines.push(JSON.parse(chunk.toString()) as { level: number; msg: string });
      done();
    },
  });
  const app = Fastify({ logger: { level: 'info', stream } });
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
});
