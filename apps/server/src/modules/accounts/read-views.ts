import { sql } from 'drizzle-orm';
import { QueryBuilder, type AnyPgColumn } from 'drizzle-orm/pg-core';
import { users } from '../../db/schema/accounts';

/**
 * Accounts' rows as other modules may read them inside their own statements (decision 070): each
 * view is a plain subquery of one table, which PostgreSQL folds into the statement that joins it,
 * so a read model keeps its one statement and its plan while only accounts imports its schema.
 * Reads only: a write, or a row lock, asks accounts' service.
 */
const view = new QueryBuilder();

/**
 * A login's mobile number by its id: the orders board finds a customer's orders by the mobile
 * ops type in its search (users_mobile_key), inside the board's one filtered statement.
 */
export const loginMobiles = view
  .select({ id: users.id, mobile: users.mobile })
  .from(users)
  .as('login_mobiles');

/**
 * A login's name by its id (join on the id a row names, e.g. `order_events.actor_user_id`): who
 * made each event of an order's history on the hub's order page, beside the events.
 */
export const loginNames = view
  .select({ id: users.id, firstName: users.firstName, lastName: users.lastName })
  .from(users)
  .as('login_names');

/**
 * The first and last name of the login a row names (`id`, a column of the reader's row), as one
 * JSON pair, null when there is none: for a list that names a person or two per row inside its
 * own statement (the batches list's 'received by' and 'checked by'), read with `personOf`.
 */
export const loginNameOf = (id: AnyPgColumn) =>
  sql<
    [string, string] | null
  >`(SELECT json_build_array(${loginNames.firstName}, ${loginNames.lastName})
    FROM ${loginNames} WHERE ${loginNames.id} = ${id})`;
