import { parse } from 'node:querystring';
import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import { badRequest } from './errors';

const UNREADABLE = Symbol('a query whose escapes are not UTF-8');

/** How many query texts `parseQuery` keeps read; past it, the oldest is forgotten. */
const QUERIES_KEPT = 1000;
/** Longer texts are read each time: a browser's catalogue queries are far shorter. */
const QUERY_KEPT_MAX_LENGTH = 256;
const readQueries = new Map<string, { query: Record<string, unknown>; unreadable: boolean }>();

/**
 * Reads a URL's query, marking one whose %-escapes do not spell UTF-8 text ('x%ED%A0%80y', half
 * of a character; '%zz'). A browser never sends those; read as they stand, the shop would search
 * for '%ED%A0%80' as if someone had typed it.
 *
 * Shoppers ask the same few queries again and again (`pageNum=1`), and reading one took more of
 * a cached page's time than anything else the shop's own code did (issue 41, decision 054): the
 * last thousand texts are kept read, and each request gets its own copy, since validation may
 * replace or change it.
 */
export function parseQuery(text: string): Record<string, unknown> {
  if (text.length === 0) return {};
  let read = readQueries.get(text);
  if (!read) {
    read = { query: { ...parse(text) }, unreadable: !decodes(text) };
    if (text.length <= QUERY_KEPT_MAX_LENGTH) {
      if (readQueries.size >= QUERIES_KEPT) readQueries.delete(readQueries.keys().next().value!);
      readQueries.set(text, read);
    }
  }
  const query: Record<string, unknown> = {};
  // A repeated parameter is an array: each request gets its own of those too.
  for (const name in read.query) {
    const value = read.query[name];
    query[name] = Array.isArray(value) ? [...(value as unknown[])] : value;
  }
  if (read.unreadable) Object.defineProperty(query, UNREADABLE, { value: true });
  return query;
}

function decodes(text: string): boolean {
  try {
    decodeURIComponent(text);
    return true;
  } catch {
    return false;
  }
}

/** A query `parseQuery` could not read answers 400 BAD_URL before anything else looks at it. */
export function refuseUnreadableQueries(app: FastifyInstance) {
  // A callback hook: an async hook costs every answer a promise (decision 054).
  app.addHook('onRequest', (request, _reply, done) => {
    if ((request.query as Record<symbol, unknown> | undefined)?.[UNREADABLE])
      return done(
        badRequest(
          'BAD_URL',
          'The address of this request is not valid: its query is not UTF-8 text.',
        ),
      );
    done();
  });
}

/**
 * Every API route (each declares a schema) refuses query parameters its schema does not name (400 UNKNOWN_PARAMETER).
 * A parameter nobody reads is at best a typo and at worst a way to make endless distinct URLs
 * (`&junk=1`, `&junk=2`, ...) that each miss every cache. Routes without a query schema accept
 * none; routes added later inherit this because it is applied when a route is declared.
 */
export function refuseUnknownQueryParameters(app: FastifyInstance) {
  app.addHook('onRoute', (route) => {
    // Static files and the API docs declare no schema (or hide it): their URLs are not ours.
    const schema = route.schema;
    if (!schema || schema.hide) return;
    const declared = schema.querystring;
    if (declared === undefined) schema.querystring = z.strictObject({});
    else if (declared instanceof z.ZodObject) schema.querystring = declared.strict();
  });
}
