import { request as httpRequest } from 'node:http';
import Fastify from 'fastify';
import { describe, expect, it } from 'vitest';
import { waitForHandlersOnClose } from './in-flight';

describe('closing with handlers still running', () => {
  it('waits for the handler of a client that hung up before the app counts as closed', async () => {
    const events: string[] = [];
    const app = Fastify();
    waitForHandlersOnClose(app);
    app.get('/api/slow/', async () => {
      await new Promise((resolve) => setTimeout(resolve, 300));
      events.push('handler finished its database work');
      return { ok: true };
    });
    await app.listen({ port: 0, host: '127.0.0.1' });
    const { port } = app.server.address() as { port: number };

    const hungUp = new Promise<void>((resolve) => {
      const req = httpRequest({ host: '127.0.0.1', port, path: '/api/slow/' });
      req.on('error', () => resolve());
      req.end();
      setTimeout(() => {
        req.destroy();
        resolve();
      }, 50);
    });
    await hungUp;
    await app.close();
    events.push('app closed, database may close');
    expect(events).toEqual([
      'handler finished its database work',
      'app closed, database may close',
    ]);
  });

  it('closes at once when nothing is running', async () => {
    const app = Fastify();
    waitForHandlersOnClose(app);
    app.get('/api/quick/', async () => ({ ok: true }));
    await app.ready();
    expect((await app.inject({ url: '/api/quick/' })).statusCode).toBe(200);
    const started = Date.now();
    await app.close();
    expect(Date.now() - started).toBeLessThan(1_000);
  });
});
