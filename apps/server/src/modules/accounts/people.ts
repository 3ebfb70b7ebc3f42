import { sql } from 'drizzle-orm';
import type { Executor } from '../../db/client';
import { intArray } from '../../db/int-array';
import { preparedStatement } from '../../db/prepared';
import { users } from '../../db/schema/accounts';

/** A login as the hub's lists name it: who received a batch, reviewed a product, runs a maker, raised a ticket. */
export interface Person {
  id: number;
  name: string;
  firstName: string;
  mobile: string;
}

/**
 * One statement however many ids a page names (an array, not a parameter each), prepared: every
 * page of batches, products, makers and tickets asks it (decision 080).
 */
const peopleStatement = preparedStatement<{
  id: number;
  firstName: string;
  lastName: string;
  mobile: string;
}>(
  () => sql`SELECT ${users.id} AS "id", ${users.firstName} AS "firstName",
    ${users.lastName} AS "lastName", ${users.mobile} AS "mobile"
    FROM ${users} WHERE ${users.id} = ANY(${sql.placeholder('ids')}::int[])`,
);

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
  const { rows } = await peopleStatement(db, { ids: intArray(wanted) });
  return new Map(
    rows.map((row) => [
      row.id,
      {
        id: row.id,
        name: fullName(row.firstName, row.lastName),
        firstName: row.firstName,
        mobile: row.mobile,
      },
    ]),
  );
}

/** A login's name as the hub's lists show it. */
const fullName = (firstName: string, lastName: string) => `${firstName} ${lastName}`.trim();

/**
 * A login a row names by id, from the names `loginNameOf` read beside it, as `{ id, name }` (the
 * name '' for a login not found); null for none. The same answer as `personNamed`.
 */
export const personOf = (id: number | null, names: readonly [string, string] | null) =>
  id === null ? null : { id, name: names === null ? '' : fullName(names[0], names[1]) };

/** A login a list names by id, as `{ id, name }` (the name '' for a login not found); null for none. */
export const personNamed = (people: Map<number, Person>, id: number | null) =>
  id === null ? null : { id, name: people.get(id)?.name ?? '' };
