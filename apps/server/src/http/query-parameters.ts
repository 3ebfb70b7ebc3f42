import type { FastifyInstance } from 'fastify';
import { z } from 'zod';

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
