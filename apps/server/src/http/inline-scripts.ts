import { createHash } from 'node:crypto';
import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';

/**
 * The Content-Security-Policy sources that allow exactly the inline scripts of a page: each one's
 * sha256, as CSP spells it. Hashed as the browser hashes them, the text between the tags with its
 * line breaks as the HTML parser leaves them (CR LF read as LF).
 */
export function inlineScriptSources(html: string): string[] {
  return [...html.matchAll(/<script\b([^>]*)>([\s\S]*?)<\/script>/gi)]
    .filter(([, attributes = '']) => !/\bsrc\s*=/i.test(attributes))
    .map(([, , text = '']) => {
      const hash = createHash('sha256').update(text.replace(/\r\n?/g, '\n'), 'utf8');
      return `'sha256-${hash.digest('base64')}'`;
    });
}

/**
 * The inline scripts of the built web app's page (apps/web's build puts public/first-requests.js
 * in it, so the first screen's requests start as the page is read, a round trip sooner), read
 * once at start from the page the server sends: the policy allows those and no other inline
 * script, as 'unsafe-inline' would. None when there is no built app.
 */
export function webAppScriptSources(dist: string): string[] {
  const page = path.join(dist, 'index.html');
  return existsSync(page) ? inlineScriptSources(readFileSync(page, 'utf8')) : [];
}
