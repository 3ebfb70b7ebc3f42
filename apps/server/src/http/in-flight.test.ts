import { once } from 'node:events';
import { request as httpRequest } from 'node:http';
import Fastify from 'fastify';
import { describe, expect, it } from 'vitest';
import { waitForHandlersOnClose } from './in-flight';

/** A promise and the function that settles it, for steps the test decides the order of. */
function signal() {
  let fire!: () => void;
  const fired = new Promise<void>((resolve) => (fire = resolve));
  return { fire, fired };
}

describe('closing with handlers still running', () => {
  it('waits for the handler of a client that hung up before the app counts as closed', async () => {
    const events: string[] = [];
    const handlerStarted = signal();
    const handlerMayFinish = signal();
    const app = Fastify();
    waitForHandlersOnClose(app, 3_600_000);
    app.get('/api/slow/', async () => {
      handlerStarted.fire();
      await handlerMayFinish.fired;
      events.push('handler finished its database work');
      return { ok: true };
    });
    await app.listen({ port: 0, host: '127.0.0.1' });
    const { port } = app.server.address() as { port: number };

    // The client hangs up once its handler is running, however long the request took to arrive.
    const request = httpRequest({ host: '127.0.0.1', port, path: '/api/slow/' });
    request.on('error', () => {});
    request.end();
    await handlerStarted.fired;
    request.destroy();

    const closed = app.close().then(() => events.push('app closed, database may close'));
    // The server has let go of every connection: without the wait, closing would end now.
    await once(app.server, 'close');
    await new Promise((resolve) => setImmediate(resolve));
    expect(events).toEqual([]);

    handlerMayFinish.fire();
    await closed;
    expect(events).toEqual([
      'handler finished its database work',
      'app closed, database may close',
    ]);
  });

  it('closes at once when nothing is running', async () => {
    const app = Fastify();
    // An hour's wait: were it waited for, the test would run out of time instead of passing.
    waitForHandlersOnClose(app, 3_600_000);
    app.get('/api/quick/', async () => ({ ok: true }));
    await app.ready();
    expect((await app.inject({ url: '/api/quick/' })).statusCode).toBe(200);
    await app.close();
  });
});
