import type { FastifyInstance } from 'fastify';

interface RoutePattern {
  pattern: RegExp;
  /** Per segment: 0 written out, 1 a parameter, 2 the rest of the path ('*'). */
  rank: number[];
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

function rankOf(url: string): number[] {
  return url
    .split('/')
    .map((segment) => (segment.includes('*') ? 2 : segment.includes(':') ? 1 : 0));
}

/** Negative when `a` is the more specific: the segment written out wins, as in the router. */
function compareRanks(a: number[], b: number[]): number {
  for (let index = 0; index < Math.max(a.length, b.length); index++) {
    const difference = (a[index] ?? -1) - (b[index] ?? -1);
    if (difference !== 0) return difference;
  }
  return 0;
}

/**
 * Remembers every route's methods, so a request with the wrong method can be told which ones the
 * path takes (405 with Allow) instead of hearing that the path does not exist.
 */
export function rememberRouteMethods(app: FastifyInstance) {
  const patterns = new Map<string, RoutePattern>();
  patternsOf.set(app, patterns);
  app.addHook('onRoute', (route) => {
    const entry = patterns.get(route.url) ?? {
      pattern: toPattern(route.url),
      rank: rankOf(route.url),
      methods: new Set(),
    };
    for (const method of [route.method].flat()) entry.methods.add(method);
    patterns.set(route.url, entry);
  });
}

/**
 * The methods of the route that owns `path`: of the routes whose pattern matches, the most
 * specific one (`/api/products/cart-list/` rather than `/api/products/:id/`), so a POST-only path
 * does not offer the GET of a parameter route that merely matches its shape.
 */
export function allowedMethodsFor(app: FastifyInstance, path: string): string[] {
  const matching = [...(patternsOf.get(app)?.values() ?? [])].filter(({ pattern }) =>
    pattern.test(path),
  );
  const best = matching.reduce<number[] | undefined>(
    (rank, route) => (rank === undefined || compareRanks(route.rank, rank) < 0 ? route.rank : rank),
    undefined,
  );
  const allowed = new Set<string>();
  for (const { rank, methods } of matching)
    if (best && compareRanks(rank, best) === 0) for (const method of methods) allowed.add(method);
  return [...allowed].sort();
}
