/**
 * What writing a cached page's head costs Node (issue 41, decision 054), in one process and by
 * its CPU time, so a busy host blurs it far less than req/s: a response's head written with the
 * headers a hit of the products page carries,
 *
 *   raw first   the eleven security headers set on the raw answer one by one, then Fastify's own
 *               (request id, Cache-Control, ETag, Vary, type, encoding, length): the way before
 *   together    all eighteen handed to `writeHead` at once (Fastify's headers): decision 054's way
 *   data set    the five security headers of a JSON answer with the same seven: the way now
 *               (decision 083)
 *   bare        the bare same-bytes route's three (type, encoding, length)
 *
 *   npx tsx bench/hit-headers.ts        BENCH_ROUNDS (default 3) of 200,000 heads each way
 */
import { IncomingMessage, ServerResponse } from 'node:http';
import { loadAverage } from './ab-builds';
import { loadConfig } from '../apps/server/src/config';
import {
  dataSecurityHeaders,
  pageSecurityHeaders,
  securityHeaderValues,
} from '../apps/server/src/http/security-headers';

const config = loadConfig({ NODE_ENV: 'development' });
const security = Object.entries(securityHeaderValues(pageSecurityHeaders(config)));
const dataSecurity = Object.entries(securityHeaderValues(dataSecurityHeaders(config)));
const body = {
  'content-type': 'application/json; charset=utf-8',
  'content-encoding': 'br',
  'content-length': '3364',
};
const hits = () => ({
  'x-request-id': '6281bb87-9a56-4a2b-b191-20a73f486efd',
  'cache-control': 'public, max-age=5',
  etag: 'W/"Ysy4iwCT1YSVStKZqZzVa7"',
  vary: 'Accept-Encoding',
  ...body,
});

function answer(): ServerResponse {
  const request = new IncomingMessage(null!);
  request.httpVersionMajor = 1;
  request.httpVersionMinor = 1;
  request.method = 'GET';
  return new ServerResponse(request);
}

const ways: Record<string, () => void> = {
  'raw first': () => {
    const res = answer();
    for (const [name, value] of security) res.setHeader(name, value);
    res.writeHead(200, hits());
  },
  together: () => {
    const headers: Record<string, string> = hits();
    for (const [name, value] of security) headers[name] = value;
    answer().writeHead(200, headers);
  },
  'data set': () => {
    const headers: Record<string, string> = hits();
    for (const [name, value] of dataSecurity) headers[name] = value;
    answer().writeHead(200, headers);
  },
  bare: () => answer().writeHead(200, { ...body }),
};

const heads = 200_000;
console.log(`load average ${loadAverage()}`);
for (let round = 1; round <= Number(process.env.BENCH_ROUNDS ?? 3); round++)
  for (const [name, write] of Object.entries(ways)) {
    for (let i = 0; i < heads / 10; i++) write();
    const from = process.cpuUsage();
    for (let i = 0; i < heads; i++) write();
    const used = process.cpuUsage(from);
    const ns = ((used.user + used.system) * 1000) / heads;
    console.log(`round ${round}, ${name}: ${ns.toFixed(0)} ns of CPU a head`);
  }
