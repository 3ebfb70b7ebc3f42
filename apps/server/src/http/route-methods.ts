import type { FastifyInstance } from 'fastify';

interface RoutePattern {
  pattern: RegExp;
  methods: Set<string>;
}

const patternsOf = new WeakMap<FastifyInstance, Map<string, RoutePattern>>();

/** '/api/products/:id/' -> /^\/api\/products\/[^/]+\/$/; '*' matches the rest of the path. */
function toPattern(url: string): RegExp {
  const source = url
    .split(/(:[A-Za-z0-9_]+\??|\*)/)
    .map((part) => {
      if (part === '*') return '.*';
      if (part.startsWith(':')) return part.endsWith('?') ? '[^/]*' : '[^/]+';
      return part.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
    })
    .join('');
  return new RegExp(`^${source}$`);
}

/**
 * Remembers every route's methods, so a request with the wrong method can be told which ones the
 * path takes (405 with Allow) instead of hearing that the path does not exist.
 */
export function rememberRouteMethods(app: FastifyInstance) {
  const patterns = new Map<string, RoutePattern>();
  patternsOf.set(app, patterns);
  app.addHook('onRoute', (route) => {
    const entry = patterns.get(route.url) ?? { pattern: toPattern(route.url), methods: new Set() };
    for (const method of [route.method].flat()) entry.methods.add(method);
    patterns.set(route.url, entry);
  });
}

export function allowedMethodsFor(app: FastifyInstance, path: string): string[] {
  const allowed = new Set<string>();
  for (const { pattern, methods } of patternsOf.get(app)?.values() ?? [])
    if (pattern.test(path)) for (const method of methods) allowed.add(method);
  return [...allowed].sort();
}
