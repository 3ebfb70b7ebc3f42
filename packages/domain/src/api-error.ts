import { z } from 'zod';

/** Every error the API sends: a sentence for the customer and a stable code for programs. */
export const apiErrorSchema = z
  .object({
    detail: z.string().describe('A sentence to show the customer as it is.'),
    code: z.string().describe('A stable code for programs: the list is in the API document.'),
    /** Where a validation problem is, like 'body.mobile'. */
    field: z.string().optional().describe("Where a validation problem is, like 'body.mobile'."),
  })
  .meta({
    id: 'ErrorAnswer',
    description: 'Every error answer of the API, whatever the route sends when it succeeds.',
    example: {
      detail: 'Please enter a valid 10 digit mobile number',
      code: 'VALIDATION_FAILED',
      field: 'body.mobile',
    },
  });
export type ApiError = z.infer<typeof apiErrorSchema>;

/** The OpenAPI answers of a route's errors: each status named answers `{ detail, code }`. */
export const errorAnswers = (...statuses: number[]) =>
  Object.fromEntries(statuses.map((status) => [status, apiErrorSchema]));
