import type { FastifyInstance } from 'fastify';
import type { AppContext } from '../context';

/**
 * A module adds its routes to its own encapsulated Fastify scope; routes that need a login share a
 * scope that says so once (`requireLogin`), so open and logged-in routes live in separate ones.
 * Its own file, so that a routes file does not import routes.ts, which imports every routes file.
 */
export type ModuleRoutes = (app: FastifyInstance, context: AppContext) => Promise<void>;
