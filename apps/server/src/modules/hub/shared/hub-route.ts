import type { FastifyInstance, FastifyReply, FastifyRequest, HTTPMethods } from 'fastify';
import type { z } from 'zod';
import { errorAnswers } from '@makers-pantry/domain/api-error';
import type { AppContext } from '../../../context';
import type { ModuleRoutes } from '../../module-routes';
import { hubActorOf, requireHubActor, requireOpsActor, type HubActor } from './hub-actor';

type Shape = z.ZodType;
type Read<S> = S extends Shape ? z.output<S> : undefined;

/** One hub route as the API document shows it; every hub route is tagged `hub`. */
export interface HubRoute<Params, Query, Body, Answer extends Shape> {
  summary: string;
  description?: string;
  params?: Params;
  querystring?: Query;
  body?: Body;
  /** What it answers: 200, or 201 when the route `creates` something. */
  answer: Answer;
  creates?: true;
  /**
   * The error statuses it may answer beyond those of every hub route (each with the house's error
   * body): the API document adds 400, 401 and 403 to every route behind a login and its roles
   * (http/api-document/finish-document.ts), so a route names only its own, such as 404 and 409.
   */
  errors?: number[];
  produces?: string[];
}

/** A hub route's work: the request as its schemas read it, and who is acting. */
export type HubHandler<Params, Query, Body, Answer extends Shape> = (
  request: FastifyRequest<{ Params: Read<Params>; Querystring: Read<Query>; Body: Read<Body> }>,
  actor: HubActor,
  reply: FastifyReply,
) => z.input<Answer> | Promise<z.input<Answer> | FastifyReply>;

/** Who a hub scope lets in: sellers (their own maker only), ops and admins; or ops and admins. */
export type HubAudience = 'sellers and ops' | 'ops';

function documented({
  answer,
  creates,
  errors,
  ...schema
}: HubRoute<unknown, unknown, unknown, Shape>) {
  return {
    tags: ['hub'],
    ...schema,
    response: { [creates ? 201 : 200]: answer, ...errorAnswers(...(errors ?? [])) },
  };
}

/**
 * Opens a hub scope: the actor check for its audience first (hub-actor.ts), so every route
 * after it is guarded and documented with the scope's login, then one way to declare a route:
 * its schemas, answer and errors once, and its work with the actor already found.
 */
export function hubScope(scope: FastifyInstance, context: AppContext, audience: HubAudience) {
  (audience === 'ops' ? requireOpsActor : requireHubActor)(scope, context);
  const declare =
    (method: HTTPMethods) =>
    <Params, Query, Body, Answer extends Shape>(
      url: string,
      route: HubRoute<Params, Query, Body, Answer>,
      work: HubHandler<Params, Query, Body, Answer>,
    ) => {
      scope.route({
        method,
        url,
        schema: documented(route),
        handler: async (request, reply) => {
          if (route.creates) reply.code(201);
          return work(request as Parameters<typeof work>[0], hubActorOf(request), reply);
        },
      });
    };
  return {
    get: declare('GET'),
    post: declare('POST'),
    put: declare('PUT'),
    patch: declare('PATCH'),
    delete: declare('DELETE'),
  };
}

/** The routes of one area of the hub, as `hubScope` declares them. */
export type HubScope = ReturnType<typeof hubScope>;

/**
 * One area's routes for the shop's route table: the area's hub scope opened for its audience,
 * and the routes declared on it, so an area's file holds its routes and nothing else.
 */
export const hubArea =
  (audience: HubAudience, declare: (hub: HubScope, context: AppContext) => void): ModuleRoutes =>
  async (scope, context) =>
    declare(hubScope(scope, context, audience), context);
