/**
 * Words Indian shoppers write several ways for the same staple. Each group's spellings find one
 * another, so 'aata' finds the Atta a maker named. The synonym table says what a word means; this
 * says how it is spelt, and holds without anyone re-seeding a database.
 */
const SPELLING_GROUPS: readonly (readonly string[])[] = [
  ['atta', 'aata', 'ata'],
  ['dal', 'daal', 'dhal', 'dhall'],
  ['ghee', 'ghi'],
  ['jaggery', 'jaggry', 'jaggeri'],
];

const groupOf = new Map(SPELLING_GROUPS.flatMap((group) => group.map((word) => [word, group])));

/** The other spellings of a word, or none. */
export function otherSpellings(token: string): string[] {
  return (groupOf.get(token) ?? []).filter((word) => word !== token);
}
