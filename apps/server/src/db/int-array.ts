/**
 * Integers as the text PostgreSQL reads as an array (`{1,2,3}`), to bind as one parameter cast to
 * `int[]`: one parameter however many ids, so a statement's text does not change with their number.
 */
export const intArray = (values: Iterable<number>): string =>
  `{${Array.from(values, (value) => Math.trunc(value)).join(',')}}`;
