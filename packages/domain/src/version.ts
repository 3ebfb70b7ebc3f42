import { z } from 'zod';
import { MAX_ID } from './bounds';

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
