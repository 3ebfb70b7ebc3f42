import { errorAnswers } from '@makers-pantry/domain/api-error';
import { reviewCreatedSchema, reviewCreateSchema } from '@makers-pantry/domain/reviews';
import { currentUser } from '../../http/auth';
import { loggedInRoutes } from '../module-routes';
import { createReview } from './service';

const errors = errorAnswers;

/** Reviews of bought items. */
export const reviewRoutes = loggedInRoutes((app, context) => {
  app.post(
    '/api/reviews/create/',
    {
      schema: {
        tags: ['reviews'],
        summary: 'Review an item of one of your delivered orders (once per item)',
        body: reviewCreateSchema,
        response: { 201: reviewCreatedSchema, ...errors(400, 401, 404, 409) },
      },
    },
    async (request, reply) =>
      reply.code(201).send(await createReview(context, currentUser(request), request.body)),
  );
});
