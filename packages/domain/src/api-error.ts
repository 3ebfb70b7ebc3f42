import { z } from 'zod';

/** Every error the API sends: a sentence for the customer and a stable code for programs. */
export const apiErrorSchema = z.object({
  detail: z.string(),
  code: z.string(),
});
export type ApiError = z.infer<typeof apiErrorSchema>;
