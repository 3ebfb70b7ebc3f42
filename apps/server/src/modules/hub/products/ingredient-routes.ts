import { z } from 'zod';
import {
  bannedIngredientCheck,
  bannedIngredientEntrySchema,
  bannedIngredientSentence,
  ingredientCheckRequestSchema,
  ingredientCheckSchema,
} from '@makers-pantry/domain/banned-ingredients';
import { allBannedIngredients } from '../../catalog/service';
import { hubArea } from '../shared/hub-route';

/**
 * The banned-ingredient check for the product form: the same function (packages/domain) that
 * blocks approval, so the maker's warning while typing and the ops' refusal never disagree.
 */
export const hubIngredientRoutes = hubArea('sellers and ops', (hub, context) => {
  hub.get(
    '/api/hub/banned-ingredients/',
    {
      summary: 'Hub: the banned-ingredient list with aliases and functions as lists',
      description: 'For checking in the browser with the shared check while a maker types.',
      answer: z.object({ bannedIngredients: z.array(bannedIngredientEntrySchema) }),
    },
    async () => ({ bannedIngredients: await allBannedIngredients(context.db) }),
  );

  hub.post(
    '/api/hub/ingredients/check/',
    {
      summary: 'Hub: which banned ingredients a text names, each with its function',
      description:
        'Whole words, case and punctuation ignored, E- and INS numbers however written ' +
        "('E621', 'e-621', 'INS 621'). The sentence is the one approval refuses with.",
      body: ingredientCheckRequestSchema,
      answer: ingredientCheckSchema,
    },
    async (request) => {
      const check = bannedIngredientCheck(await allBannedIngredients(context.db));
      const hits = check(request.body.ingredients);
      return { hits, warning: hits.length > 0 ? bannedIngredientSentence(hits) : null };
    },
  );
});
