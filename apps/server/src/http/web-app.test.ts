import { createHash } from 'node:crypto';
import { mkdirSync, mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { brotliCompressSync, brotliDecompressSync, gunzipSync, gzipSync } from 'node:zlib';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { banners } from '../db/schema/catalog';
import { openTestShop, type TestShop } from '../test/harness';

/** A built web app as apps/web's build leaves it: hashed assets with .br and .gz copies. */
function builtWebApp() {
  // A folder named assets above the app must not make index.html an asset.
  const dist = path.join(mkdtempSync(path.join(tmpdir(), 'mp-web-')), 'assets', 'dist');
  mkdirSync(path.join(dist, 'assets'), { recursive: true });
  // As the build leaves it: public/first-requests.js inline, the entry by its file.
  const firstRequests = `(function () {\r\n  fetch('/api/products/banners/');\n})();`;
  const page = `<!doctype html><title>Makers Pantry</title><script>${firstRequests}</script><script type="module" crossorigin src="/assets/index-Ab12Cd34.js"></script>${'<p>Fresh from the makers</p>'.repeat(80)}`;
  const script = `export const shop = ${JSON.stringify('Cold pressed groundnut oil '.repeat(200))};`;
  const files: Record<string, string> = {
    'index.html': page,
    'favicon.svg': '<svg xmlns="http://www.w3.org/2000/svg"/>',
    'assets/index-Ab12Cd34.js': script,
  };
  for (const [name, text] of Object.entries(files)) {
    writeFileSync(path.join(dist, name), text);
    if (text.length < 1024) continue;
    writeFileSync(path.join(dist, `${name}.br`), brotliCompressSync(text));
    writeFileSync(path.join(dist, `${name}.gz`), gzipSync(text));
  }
  return { dist, page, script };
}

let shop: TestShop;
let web: ReturnType<typeof builtWebApp>;
beforeAll(async () => {
  web = builtWebApp();
  shop = await openTestShop({ webDist: web.dist });
});
afterAll(async () => shop.close());

const get = (url: string, acceptEncoding?: string) =>
  shop.app.inject({
    method: 'GET',
    url,
    headers: acceptEncoding ? { 'accept-encoding': acceptEncoding } : {},
  });

describe('the built web app', () => {
  it('sends the brotli copy the build made to a browser that takes brotli', async () => {
    const res = await get('/assets/index-Ab12Cd34.js', 'gzip, deflate, br');
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-encoding']).toBe('br');
    expect(res.headers['content-type']).toMatch(/javascript/);
    expect(res.headers.vary).toMatch(/accept-encoding/i);
    expect(brotliDecompressSync(res.rawPayload).toString()).toBe(web.script);
    // The build's own copy, byte for byte: nothing was compressed again on the way out.
    const copy = readFileSync(path.join(web.dist, 'assets/index-Ab12Cd34.js.br'));
    expect(res.rawPayload.equals(copy)).toBe(true);
  });

  it('sends the gzip copy, or the file itself, to a client that takes only those', async () => {
    const gzipped = await get('/assets/index-Ab12Cd34.js', 'gzip');
    expect(gzipped.headers['content-encoding']).toBe('gzip');
    expect(gunzipSync(gzipped.rawPayload).toString()).toBe(web.script);

    const plain = await get('/assets/index-Ab12Cd34.js');
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.body).toBe(web.script);
  });

  it('lets a browser keep a hashed asset for a year without asking again', async () => {
    const res = await get('/assets/index-Ab12Cd34.js', 'br');
    expect(res.headers['cache-control']).toBe('public, max-age=31536000, immutable');
  });

  it('has the page itself checked on every visit, so a new release shows at once', async () => {
    for (const url of ['/', '/index.html', '/favicon.svg']) {
      const res = await get(url, 'br');
      expect(res.statusCode, url).toBe(200);
      expect(res.headers['cache-control'], url).toBe('no-cache');
      expect(res.headers.etag, url).toBeDefined();
    }
    // The file as the build wrote it; `/` carries the first answer besides (below).
    const page = await get('/index.html', 'br');
    expect(page.headers['content-type']).toMatch(/text\/html/);
    expect(brotliDecompressSync(page.rawPayload).toString()).toBe(web.page);
  });

  it('allows the inline script of the page it sends by its hash, and no other inline script', async () => {
    const page = await get('/', 'br');
    const sent = brotliDecompressSync(page.rawPayload).toString();
    const inline = [...sent.matchAll(/<script>([\s\S]*?)<\/script>/g)].map(([, text]) => text!);
    expect(inline).toHaveLength(1);
    // The browser hashes the script as its parser reads it: a CR LF is one LF.
    const read = inline[0]!.replace(/\r\n?/g, '\n');
    const hash = `'sha256-${createHash('sha256').update(read).digest('base64')}'`;
    const scriptSources = String(page.headers['content-security-policy'])
      .split(';')
      .map((part) => part.trim().split(/\s+/))
      .find(([name]) => name === 'script-src')
      ?.slice(1);
    expect(scriptSources).toEqual(["'self'", hash]);
    // A JSON answer carries its own policy: nothing in it may load or run (decision 083).
    const api = await get('/api/products/banners/');
    expect(api.headers['content-security-policy']).toBe(
      "default-src 'none';frame-ancestors 'none'",
    );
  });

  it("sends home's banners in the page at /, as the API sends them, from the API's own cache entry", async () => {
    const carried = (html: string) => {
      const found =
        /<script type="application\/json" id="first-answer" data-path="products\/banners\/">([\s\S]*?)<\/script>/.exec(
          html,
        );
      return found && { json: found[1]!, at: found.index };
    };
    await shop.database.db.insert(banners).values({
      name: 'Fresh Batters',
      largeImage: '/media/banners/batter-l.webp',
      mediumImage: '/media/banners/batter-m.webp',
      smallImage: '/media/banners/batter-s.webp',
      redirectUrl: '#/category/1/Batters/0/All',
    });
    // Past what an earlier test's request left in the cache.
    shop.clock.advance(6_000);
    const api = await get('/api/products/banners/');
    const first = await get('/', 'br');
    expect(first.statusCode).toBe(200);
    expect(first.headers['content-type']).toMatch(/text\/html/);
    const html = brotliDecompressSync(first.rawPayload).toString();
    const answer = carried(html);
    expect(JSON.parse(answer!.json)).toEqual(api.json());
    expect(api.json()).not.toEqual([]);
    // Before the first requests script, which reads it as it runs; the page is otherwise the build's.
    expect(answer!.at).toBeLessThan(html.indexOf('<script>'));
    expect(html.replace(/<script type="application\/json"[\s\S]*?<\/script>/, '')).toBe(web.page);

    // A banner renamed under the cache: the page still carries the cached answer, as the API
    // still sends it, until the entry expires; then the new one, with its `<` unable to close
    // the tag, under a new ETag.
    const [banner] = await shop.database.db.select().from(banners).limit(1);
    await shop.database.db
      .update(banners)
      .set({ name: 'Fresh </script><script>alert(1)</script>' })
      .where(eq(banners.id, banner!.id));
    const cached = await get('/', 'gzip');
    expect(gunzipSync(cached.rawPayload).toString()).toBe(html);
    expect(cached.headers.etag).toBe(first.headers.etag);
    shop.clock.advance(6_000);
    const renamed = await get('/');
    const renamedAnswer = carried(renamed.body)!;
    expect(renamedAnswer.json).not.toContain('</script>');
    expect(JSON.parse(renamedAnswer.json)).toEqual((await get('/api/products/banners/')).json());
    expect(renamed.body).toContain('Fresh \\u003c/script>');
    expect(renamed.headers.etag).not.toBe(first.headers.etag);
    // Checked on every visit, and not sent again while it is the same.
    expect(renamed.headers['cache-control']).toBe('no-cache');
    const again = await shop.app.inject({
      method: 'GET',
      url: '/',
      headers: { 'if-none-match': renamed.headers.etag! },
    });
    expect(again.statusCode).toBe(304);
    expect(again.body).toBe('');

    // No banner showing: the page carries none of them, and the script paints nothing.
    await shop.database.db.update(banners).set({ isActive: false });
    shop.clock.advance(6_000);
    expect(carried((await get('/')).body)!.json).toBe('[]');
  });

  it('answers 404 in the shop error shape for a file the build does not have', async () => {
    const res = await get('/assets/index-Zz99Zz99.js', 'br');
    expect(res.statusCode).toBe(404);
    expect(res.json()).toMatchObject({ code: expect.any(String), detail: expect.any(String) });
  });
});
