/**
 * The migrated template the PostgreSQL run's test files clone. It is named after the run's own
 * database, so two runs against one PostgreSQL server with different TEST_DATABASE_URLs (two
 * checkouts, two people) never drop each other's template mid-run; TEST_TEMPLATE_DB overrides it.
 */
export function templateName(serverUrl: string, override = process.env.TEST_TEMPLATE_DB): string {
  if (override) return override;
  const database = new URL(serverUrl).pathname.slice(1) || 'postgres';
  return `${database.replace(/[^a-z0-9_]/gi, '_').toLowerCase()}_template`;
}
