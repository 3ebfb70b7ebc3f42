import { z } from 'zod';
import { documentedAsInteger } from '@makers-pantry/domain/bounds';
import { MAX_ID, pathIdSchema } from '@makers-pantry/domain/catalog';
import { apiErrorSchema } from '@makers-pantry/domain/api-error';

export const tags = ['catalogue'];

/** Documented error answers: `{ detail, code }`. */
export const badInput = { 400: apiErrorSchema };
export const badInputOrMissing = { 400: apiErrorSchema, 404: apiErrorSchema };

export const productIdParams = z.object({ id: pathIdSchema('Product id') });
export const collectionIdParams = z.object({ id: pathIdSchema('Collection id') });
export const categoryIdParams = z.object({ id: pathIdSchema('Category id') });

/** Subcategory 0 is the 'All' tile of a category listing. */
export const categoryListingParams = z.object({
  id: pathIdSchema('Category id'),
  subId: z
    .string()
    .regex(/^\d{1,10}$/, 'Subcategory id must be 0 (all) or a positive whole number.')
    .transform(Number)
    .pipe(z.number().max(MAX_ID, 'Subcategory id is too large.'))
    .meta(documentedAsInteger(0, MAX_ID)),
});

export const collectionTypeParams = z.object({
  type: z.string().min(1).max(40, 'A collection type is a short word such as curation.'),
});
