import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { errorAnswers } from '@makers-pantry/domain/api-error';
import { pathIdSchema } from '@makers-pantry/domain/catalog';
import {
  hubMakerSchema,
  makerCreateSchema,
  makerEditSchema,
  makerListQuerySchema,
  makerListSchema,
  makerOwnerSchema,
  makerReinstateSchema,
  makerSuspendSchema,
} from '@makers-pantry/domain/hub-makers';
import type { ModuleRoutes } from '../../module-routes';
import { hubActorOf, requireHubActor } from '../shared/hub-actor';
import { createMakerFromScratch, giveStoreTo } from './maker-onboarding';
import { editStoreProfile, makersFor, oneMaker, reinstate, suspend } from './maker-service';

const tags = ['hub'];
const errors = errorAnswers;
const makerParams = z.object({ makerId: pathIdSchema('Maker id') });

/**
 * Makers in the hub: a seller edits its store profile; ops see every maker, create one, give its
 * store to a login, and suspend or reinstate it.
 */
export const hubMakerRoutes: ModuleRoutes = async (scope, context) => {
  const app = scope.withTypeProvider<ZodTypeProvider>();
  requireHubActor(scope, context);

  app.get(
    '/api/hub/makers/',
    {
      schema: {
        tags,
        summary: 'Hub: makers by store name, by state (approved, pending, suspended) and words',
        description: 'A seller gets only its own maker.',
        querystring: makerListQuerySchema,
        response: { 200: makerListSchema, ...errors(400, 401, 403) },
      },
    },
    async (request) => ({ makers: await makersFor(context, hubActorOf(request), request.query) }),
  );

  app.post(
    '/api/hub/makers/',
    {
      schema: {
        tags,
        summary: 'Hub (ops): create a maker from scratch, approved or pending',
        description:
          "With ownerMobile, that person's login gets the seller role and runs the store " +
          '(404 ACCOUNT_NOT_FOUND until they have logged in once; 409 LOGIN_RUNS_A_STORE).',
        body: makerCreateSchema,
        response: { 201: hubMakerSchema, ...errors(400, 401, 403, 404, 409) },
      },
    },
    async (request, reply) => {
      reply.code(201);
      return createMakerFromScratch(context, hubActorOf(request), request.body);
    },
  );

  app.get(
    '/api/hub/makers/:makerId/',
    {
      schema: {
        tags,
        summary: 'Hub: one maker',
        params: makerParams,
        response: { 200: hubMakerSchema, ...errors(400, 401, 403, 404) },
      },
    },
    async (request) => oneMaker(context, hubActorOf(request), request.params.makerId),
  );

  app.patch(
    '/api/hub/makers/:makerId/',
    {
      schema: {
        tags,
        summary: "Hub: edit a maker's store profile, on the version it was read at",
        params: makerParams,
        body: makerEditSchema,
        response: { 200: hubMakerSchema, ...errors(400, 401, 403, 404, 409) },
      },
    },
    async (request) =>
      editStoreProfile(context, hubActorOf(request), request.params.makerId, request.body),
  );

  app.post(
    '/api/hub/makers/:makerId/owner/',
    {
      schema: {
        tags,
        summary: "Hub (ops): give a maker's store to the login with this mobile",
        description:
          'That login gets the seller role and runs the store from its next request; a login ' +
          'that ran it before no longer does. On the version it was read at.',
        params: makerParams,
        body: makerOwnerSchema,
        response: { 200: hubMakerSchema, ...errors(400, 401, 403, 404, 409) },
      },
    },
    async (request) =>
      giveStoreTo(context, hubActorOf(request), request.params.makerId, request.body),
  );

  app.post(
    '/api/hub/makers/:makerId/suspend/',
    {
      schema: {
        tags,
        summary: "Hub (ops): suspend a maker; its products leave the shop's listings and search",
        description:
          'Orders already placed stay and are fulfilled. Search drops the products on every ' +
          'instance at once (the catalogue version moves); public pages within their cache seconds.',
        params: makerParams,
        body: makerSuspendSchema,
        response: { 200: hubMakerSchema, ...errors(400, 401, 403, 404, 409) },
      },
    },
    async (request) =>
      suspend(
        context,
        hubActorOf(request),
        request.params.makerId,
        request.body.version,
        request.body.reason,
      ),
  );

  app.post(
    '/api/hub/makers/:makerId/reinstate/',
    {
      schema: {
        tags,
        summary: 'Hub (ops): approve a maker awaiting approval, or reinstate a suspended one',
        params: makerParams,
        body: makerReinstateSchema,
        response: { 200: hubMakerSchema, ...errors(400, 401, 403, 404, 409) },
      },
    },
    async (request) =>
      reinstate(context, hubActorOf(request), request.params.makerId, request.body.version),
  );
};
