import type { z } from 'zod';

/**
 * Request bodies refuse fields they do not know, so a client cannot slip in `roles` or a price.
 * These are the strict objects' options that answer such a field with a sentence naming it,
 * instead of zod's generic one; each form keeps its own wording.
 */
export const namingUnknownFields = (sentence: (keys: readonly string[]) => string) => ({
  error: (issue: z.core.$ZodRawIssue) =>
    issue.code === 'unrecognized_keys' ? sentence(issue.keys) : undefined,
});

/** 'Unknown field: x.' or 'Unknown fields: x, y.': the cart's, checkout's and analytics' wording. */
export const rejectUnknownFields = namingUnknownFields(
  (keys) => `Unknown field${keys.length > 1 ? 's' : ''}: ${keys.join(', ')}.`,
);
