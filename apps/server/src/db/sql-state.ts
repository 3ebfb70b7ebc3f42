/**
 * The SQLSTATE of a database error (PostgreSQL's five-character code: '23505' a unique violation,
 * '40P01' a deadlock), however the driver and drizzle wrapped it: the first such code along the
 * error's causes. Undefined for anything that is not a database's refusal.
 */
export function sqlStateOf(error: unknown): string | undefined {
  for (let current = error, depth = 0; current && depth < 4; depth++) {
    const code = (current as { code?: unknown }).code;
    if (typeof code === 'string' && /^[0-9A-Z]{5}$/.test(code)) return code;
    current = (current as { cause?: unknown }).cause;
  }
  return undefined;
}
