import type { FastifyInstance, FastifyRequest } from 'fastify';
import { hubRoleOf, type HubRole } from '@makers-pantry/domain/hub';
import type { AppContext } from '../../../context';
import { currentUser, requireLogin } from '../../../http/auth';
import { AppError } from '../../../http/errors';
import { limitHubRequests } from '../../../http/login-limit';
import { makerIdRunBy } from '../../catalog/service';

/** Who is acting in the hub, decided once per request. */
export interface HubActor {
  userId: number;
  name: string;
  /** The role the change is recorded under: admin, then ops, then seller. */
  role: HubRole;
  /** A seller's own maker: every read and write is limited to it. Null: ops and admins see all. */
  makerId: number | null;
}

declare module 'fastify' {
  interface FastifyRequest {
    hubActor?: HubActor;
  }
}

/**
 * Every hub scope starts with this: a live login (401), a hub role (403 for customers), the hub's
 * per-login request limit (429), and for a seller, the maker it runs (403 until ops have set its
 * store up). Ownership then goes into each query as `makerId`, so another maker's row is simply
 * not found (404).
 */
export function requireHubActor(scope: FastifyInstance, context: AppContext) {
  requireLogin(scope, context, 'seller', 'ops');
  limitHubRequests(scope, context);
  scope.addHook('onRequest', async (request) => {
    const user = currentUser(request);
    const name = `${user.firstName} ${user.lastName}`.trim();
    // requireLogin let in sellers, ops and admins only, so there is always a hub role.
    const role: HubRole = hubRoleOf(user.roles) ?? 'seller';
    if (role !== 'seller') {
      request.hubActor = { userId: user.id, name, role, makerId: null };
      return;
    }
    const makerId = await makerIdRunBy(context.db, user.id);
    if (makerId === undefined)
      throw new AppError(
        'FORBIDDEN',
        'Your store is not set up in the hub yet. Please contact your admin.',
      );
    request.hubActor = { userId: user.id, name, role, makerId };
  });
}

/**
 * For scopes only ops and admins use (the orders board, fulfilment): a live login (401) with the
 * ops or admin role (403 for sellers and customers) and the hub's request limit (429), recorded
 * as the hub actor.
 */
export function requireOpsActor(scope: FastifyInstance, context: AppContext) {
  requireLogin(scope, context, 'ops');
  limitHubRequests(scope, context);
  scope.addHook('onRequest', async (request) => {
    const user = currentUser(request);
    request.hubActor = {
      userId: user.id,
      name: `${user.firstName} ${user.lastName}`.trim(),
      role: user.roles.includes('admin') ? 'admin' : 'ops',
      makerId: null,
    };
  });
}

/** The actor `requireHubActor` found; a route without it is a programming error (401). */
export function hubActorOf(request: FastifyRequest): HubActor {
  if (!request.hubActor) throw new AppError('NOT_AUTHENTICATED');
  return request.hubActor;
}

/** Steps only ops (and admins) take; a seller hears `refusal` (what it cannot do) and whom to ask. */
export function refuseSellers(actor: HubActor, refusal: string) {
  if (actor.role === 'seller')
    throw new AppError('FORBIDDEN', `${refusal} Please contact your admin.`);
}

/** As `refuseSellers`, in the usual words: 'Only ops can …'. */
export const requireOps = (actor: HubActor, doing: string) =>
  refuseSellers(actor, `Only ops can ${doing}.`);
