import { z } from 'zod';
import { choiceSchema, MAX_ID } from './bounds';
import { safeText } from './text';

/**
 * The version an edit was made on. Every hub object carries one; an edit of an older version
 * answers 409 STALE_VERSION instead of overwriting a colleague's change. In a file of its own so
 * the shop's screens that share a contract with the hub (tickets, orders) do not pull in the
 * hub's.
 */
export const versionSchema = z
  .number({ error: 'The version you edited is required.' })
  .int({ error: 'The version must be a whole number.' })
  .min(1, { error: 'The version must be a whole number.' })
  .max(MAX_ID, { error: 'The version must be a whole number.' });

/** A step that changes nothing but where the object stands, made on the version read. */
export const onVersionSchema = z.strictObject({ version: versionSchema });

/**
 * The one way to write an edit: the version it was made on, and any of the object's `fields`
 * (each as the form that creates the object checks it).
 */
export const editOnVersion = <Fields extends z.ZodRawShape>(fields: Fields) =>
  z.strictObject({ version: versionSchema, ...z.object(fields).partial().shape });

/** Ops refuse or stop something on the version they read, and say why. */
export const reasonOnVersionSchema = z.strictObject({
  version: versionSchema,
  reason: safeText('The reason', { min: 3, max: 500, multiline: true }),
});

/** A step on the version read that gives one of its `reasons`, and a note when there is more to say. */
export const reasonChosenOnVersion = <const Reasons extends readonly string[]>(
  reasons: Reasons,
  noteMax: number,
) =>
  z.strictObject({
    version: versionSchema,
    reason: choiceSchema(reasons, 'The reason'),
    note: safeText('The note', { max: noteMax, multiline: true }).optional(),
  });
