import { inArray } from 'drizzle-orm';
import type { Executor } from '../../db/client';
import { users } from '../../db/schema/accounts';

/** A login as the hub's lists name it: who received a batch, reviewed a product, runs a maker, raised a ticket. */
export interface Person {
  id: number;
  name: string;
  firstName: string;
  mobile: string;
}

/**
 * The logins of the ids given (nulls and repeats skipped), by id, in one statement for a whole
 * page of rows: the lists read their own rows first, then the people they name.
 */
export async function peopleByIds(
  db: Executor,
  ids: readonly (number | null)[],
): Promise<Map<number, Person>> {
  const wanted = [...new Set(ids.filter((id) => id !== null))];
  if (wanted.length === 0) return new Map();
  const rows = await db
    .select({
      id: users.id,
      firstName: users.firstName,
      lastName: users.lastName,
      mobile: users.mobile,
    })
    .from(users)
    .where(inArray(users.id, wanted));
  return new Map(
    rows.map((row) => [
      row.id,
      {
        id: row.id,
        name: `${row.firstName} ${row.lastName}`.trim(),
        firstName: row.firstName,
        mobile: row.mobile,
      },
    ]),
  );
}

/** A login a list names by id, as `{ id, name }` (the name '' for a login not found); null for none. */
export const personNamed = (people: Map<number, Person>, id: number | null) =>
  id === null ? null : { id, name: people.get(id)?.name ?? '' };
