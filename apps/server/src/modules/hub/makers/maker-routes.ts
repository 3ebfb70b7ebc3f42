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
import { hubArea } from '../shared/hub-route';
import { createMakerFromScratch, giveStoreTo } from './maker-onboarding';
import { editStoreProfile, makersFor, oneMaker, reinstate, suspend } from './maker-service';
import { makerParams } from '../shared/path-params';

/**
 * Makers in the hub: a seller edits its store profile; ops see every maker, create one, give its
 * store to a login, and suspend or reinstate it.
 */
export const hubMakerRoutes = hubArea('sellers and ops', (hub, context) => {
  hub.get(
    '/api/hub/makers/',
    {
      summary: 'Hub: makers by store name, by state (approved, pending, suspended) and words',
      description: 'A seller gets only its own maker.',
      querystring: makerListQuerySchema,
      answer: makerListSchema,
    },
    async (request, actor) => ({ makers: await makersFor(context, actor, request.query) }),
  );

  hub.post(
    '/api/hub/makers/',
    {
      summary: 'Hub (ops): create a maker from scratch, approved or pending',
      description:
        "With ownerMobile, that person's login gets the seller role and runs the store " +
        '(404 ACCOUNT_NOT_FOUND until they have logged in once; 409 LOGIN_RUNS_A_STORE).',
      body: makerCreateSchema,
      answer: hubMakerSchema,
      creates: true,
      errors: [404, 409],
    },
    async (request, actor) => createMakerFromScratch(context, actor, request.body),
  );

  hub.get(
    '/api/hub/makers/:makerId/',
    {
      summary: 'Hub: one maker',
      params: makerParams,
      answer: hubMakerSchema,
      errors: [404],
    },
    async (request, actor) => oneMaker(context, actor, request.params.makerId),
  );

  hub.patch(
    '/api/hub/makers/:makerId/',
    {
      summary: "Hub: edit a maker's store profile, on the version it was read at",
      params: makerParams,
      body: makerEditSchema,
      answer: hubMakerSchema,
      errors: [404, 409],
    },
    async (request, actor) =>
      editStoreProfile(context, actor, request.params.makerId, request.body),
  );

  hub.post(
    '/api/hub/makers/:makerId/owner/',
    {
      summary: "Hub (ops): give a maker's store to the login with this mobile",
      description:
        'That login gets the seller role and runs the store from its next request; a login ' +
        'that ran it before no longer does. On the version it was read at.',
      params: makerParams,
      body: makerOwnerSchema,
      answer: hubMakerSchema,
      errors: [404, 409],
    },
    async (request, actor) => giveStoreTo(context, actor, request.params.makerId, request.body),
  );

  hub.post(
    '/api/hub/makers/:makerId/suspend/',
    {
      summary: "Hub (ops): suspend a maker; its products leave the shop's listings and search",
      description:
        'Orders already placed stay and are fulfilled. Search drops the products on every ' +
        'instance at once (the catalogue version moves); public pages within their cache seconds.',
      params: makerParams,
      body: makerSuspendSchema,
      answer: hubMakerSchema,
      errors: [404, 409],
    },
    async (request, actor) =>
      suspend(context, actor, request.params.makerId, request.body.version, request.body.reason),
  );

  hub.post(
    '/api/hub/makers/:makerId/reinstate/',
    {
      summary: 'Hub (ops): approve a maker awaiting approval, or reinstate a suspended one',
      params: makerParams,
      body: makerReinstateSchema,
      answer: hubMakerSchema,
      errors: [404, 409],
    },
    async (request, actor) =>
      reinstate(context, actor, request.params.makerId, request.body.version),
  );
});
