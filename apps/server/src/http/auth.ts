import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { Role } from '@makers-pantry/domain/catalog-enums';
import type { AppContext } from '../context';
import { authenticate, type CurrentUser } from '../modules/accounts/sessions';
import { documentScopeAccess } from './api-document/scope-access';
import { AppError } from './errors';

export type { CurrentUser };

declare module 'fastify' {
  interface FastifyRequest {
    /** Set by `requireLogin` or `optionalUser` when the request carries a live token. */
    user?: CurrentUser;
  }
}

/**
 * Token authentication: `Authorization: Token <token>`.
 *
 * A scope of routes that all need a login says so once, first thing:
 *
 *   export const profileRoutes: ModuleRoutes = async (scope, context) => {
 *     requireLogin(scope, context);            // every route here: a live login
 *     requireLogin(scope, context, 'ops');     // or: a live login with the ops role
 *
 * The check runs when the request arrives, before its body is read or validated: an anonymous
 * caller hears 401 and a customer on an ops page 403, whatever they sent (and an upload is not
 * read at all). A module with open and logged-in routes keeps them in separate scopes (separate
 * `ModuleRoutes`).
 */
export function requireLogin(scope: FastifyInstance, context: AppContext, ...roles: Role[]) {
  documentScopeAccess(scope, roles);
  scope.addHook('onRequest', loggedInUser(context));
  if (roles.length > 0) scope.addHook('onRequest', userWithRole(roles));
}

function loggedInUser(context: AppContext) {
  return async (request: FastifyRequest, reply: FastifyReply) => {
    // What a customer sees of their own data is never kept by a browser or a proxy.
    reply.header('cache-control', 'no-store');
    const token = tokenOf(request);
    if (!token) throw notAuthenticated('Please log in to continue.');
    const user = await authenticate(context, token);
    if (!user) throw notAuthenticated('Your session has ended. Please log in again.');
    request.user = user;
  };
}

/**
 * For pages anyone may see that show more to a customer. A stale token is treated as no token:
 * answering 401 would send a browsing visitor to the login page.
 */
export function optionalUser(context: AppContext) {
  return async (request: FastifyRequest) => {
    const token = tokenOf(request);
    if (token) request.user = await authenticate(context, token);
  };
}

/** Admins run the shop and pass every role check. */
function userWithRole(roles: Role[]) {
  return async (request: FastifyRequest) => {
    const user = currentUser(request);
    if (!user.roles.some((role) => role === 'admin' || roles.includes(role))) throw forbidden();
  };
}

/** The user `requireLogin` found; a route without it is a programming error, answered as 401. */
export function currentUser(request: FastifyRequest): CurrentUser {
  if (!request.user) throw notAuthenticated('Please log in to continue.');
  return request.user;
}

function tokenOf(request: FastifyRequest): string | undefined {
  const header = request.headers.authorization;
  return header ? /^Token\s+([A-Za-z0-9_-]{16,128})\s*$/i.exec(header)?.[1] : undefined;
}

const notAuthenticated = (detail: string) =>
  new AppError('NOT_AUTHENTICATED', detail, { 'www-authenticate': 'Token' });

const forbidden = () =>
  new AppError('FORBIDDEN', 'You do not have access to this page. Please contact your admin.');
