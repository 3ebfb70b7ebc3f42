import { z } from 'zod';

/** Every error the API sends: a sentence for the customer and a stable code for programs. */
export const apiErrorSchema = z.object({
  detail: z.string(),
  code: z.string(),
  /** Where a validation problem is, like 'body.mobile'. */
  field: z.string().optional(),
});
export type ApiError = z.infer<typeof apiErrorSchema>;

/** The OpenAPI answers of a route's errors: each status named answers `{ detail, code }`. */
export const errorAnswers = (...statuses: number[]) =>
  Object.fromEntries(statuses.map((status) => [status, apiErrorSchema]));
