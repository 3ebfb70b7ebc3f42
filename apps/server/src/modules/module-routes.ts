import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import type { Role } from '@makers-pantry/domain/catalog-enums';
import type { AppContext } from '../context';
import { requireLogin } from '../http/auth';

/**
 * A module adds its routes to its own encapsulated Fastify scope; routes that need a login share a
 * scope that says so once (`requireLogin`), so open and logged-in routes live in separate ones.
 * Its own file, so that a routes file does not import routes.ts, which imports every routes file.
 */
export type ModuleRoutes = (app: FastifyInstance, context: AppContext) => Promise<void>;

const zodScope = (scope: FastifyInstance) => scope.withTypeProvider<ZodTypeProvider>();

/** A scope whose routes read their requests and write their answers through their zod schemas. */
export type ZodScope = ReturnType<typeof zodScope>;

type Declare = (app: ZodScope, context: AppContext) => void;

/** Routes anyone may call, declared on a scope of their own. */
export const openRoutes =
  (declare: Declare): ModuleRoutes =>
  async (scope, context) =>
    declare(zodScope(scope), context);

/** Routes behind a live login, with one of the roles when any are named (`requireLogin`). */
export const loggedInRoutes =
  (declare: Declare, ...roles: Role[]): ModuleRoutes =>
  async (scope, context) => {
    requireLogin(scope, context, ...roles);
    declare(zodScope(scope), context);
  };
