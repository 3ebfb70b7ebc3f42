import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import Fastify from 'fastify';
import { describe, expect, it } from 'vitest';
import { pageWithAnswer, servePageWithAnswer } from './page-with-answer';

const PAGE = '<!doctype html><head><script>firstRequests()</script></head><body></body>';

describe('the page with its first answer', () => {
  it('writes the answer before the first inline script, where no `<` in it can end its element', () => {
    const html = pageWithAnswer(PAGE, 'products/banners/', '[{"name":"</script><b>"}]');
    expect(html).toBe(
      '<!doctype html><head><script type="application/json" id="first-answer" data-path="products/banners/">[{"name":"\\u003c/script>\\u003cb>"}]</script><script>firstRequests()</script></head><body></body>',
    );
    const json = /id="first-answer"[^>]*>([^<]*)<\/script>/.exec(html)![1]!;
    expect(JSON.parse(json)).toEqual([{ name: '</script><b>' }]);
  });

  it('sends the page as the build wrote it when the answer cannot be read', async () => {
    const dist = mkdtempSync(path.join(tmpdir(), 'mp-page-'));
    writeFileSync(path.join(dist, 'index.html'), PAGE);
    const app = Fastify();
    servePageWithAnswer(app, dist, () => Promise.reject(new Error('the database is away')));
    const res = await app.inject({ method: 'GET', url: '/' });
    expect(res.statusCode).toBe(200);
    expect(res.body).toBe(PAGE);
    expect(res.headers['cache-control']).toBe('no-cache');
    await app.close();
  });
});
