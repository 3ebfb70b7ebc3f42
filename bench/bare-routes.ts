/**
 * The two bare Fastify routes the cache-hit figures are set against (issue 41), in a process of
 * their own started with the shop's heap flags, so they and the shop meet the load generator
 * alike (a route inside the bench's own process would share autocannon's core):
 *
 *   GET /bare/        {hello: 'world'}: the ceiling of a JSON route on this machine
 *   GET /same-bytes/  the bytes in SAME_BYTES_FILE with SAME_BYTES_ENCODING (br): what sending a
 *                     cached page's own bytes costs, and nothing else
 *
 * Prints `listening <port>` once it listens.
 */
import { readFileSync } from 'node:fs';
import Fastify from 'fastify';

const bytes = readFileSync(process.env.SAME_BYTES_FILE ?? '/dev/null');
const encoding = process.env.SAME_BYTES_ENCODING ?? 'br';

const app = Fastify({ logger: false });
app.get('/bare/', async () => ({ hello: 'world' }));
app.get('/same-bytes/', async (_request, reply) =>
  reply
    .header('content-type', 'application/json; charset=utf-8')
    .header('content-encoding', encoding)
    .send(bytes),
);
await app.listen({ port: 0, host: '127.0.0.1' });
const address = app.server.address();
console.log(`listening ${typeof address === 'object' && address ? address.port : 0}`);
process.on('SIGTERM', () => void app.close().then(() => process.exit(0)));
