export const makerKeys = {
  all: ['hub', 'makers'] as const,
  list: (query: string) => ['hub', 'makers', 'list', query] as const,
  one: (id: number) => ['hub', 'makers', 'one', id] as const,
};
