export const leadKeys = {
  all: ['hub', 'leads'] as const,
  list: (query: string) => ['hub', 'leads', 'list', query] as const,
  loginIssues: ['hub', 'leads', 'login-issues'] as const,
};
