/** The query keys of batches: every change marks them all stale, so lists and pages agree. */
export const batchKeys = {
  all: ['hub', 'batches'] as const,
  page: (sellers: string, query: string) => ['hub', 'batches', 'page', sellers, query] as const,
  creatable: (sellers: string, query: string) =>
    ['hub', 'batches', 'creatable', sellers, query] as const,
  one: (id: number) => ['hub', 'batches', 'one', id] as const,
  sellers: ['hub', 'batches', 'sellers'] as const,
};
