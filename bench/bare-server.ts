import Fastify from 'fastify';

/** The machine's ceiling: a Fastify route that does nothing, measured in the same run. */
export async function startBareServer() {
  const app = Fastify({ logger: false });
  app.get('/bare/', async () => ({ ok: true }));
  await app.listen({ port: 0, host: '127.0.0.1' });
  const address = app.server.address();
  const port = typeof address === 'object' && address ? address.port : 0;
  return { url: `http://127.0.0.1:${port}`, close: () => app.close() };
}
