/**
 * For lists the server answers whole (a few dozen makers): the URL's sort and page applied in the
 * browser, so such a table behaves exactly like a paged one.
 */
export function sortedLocally<Row>(
  rows: readonly Row[],
  sort: string | undefined,
  valueOf: Record<string, (row: Row) => string | number>,
): Row[] {
  const key = sort?.replace(/^-/, '');
  const value = key ? valueOf[key] : undefined;
  if (!value) return [...rows];
  const direction = sort!.startsWith('-') ? -1 : 1;
  return [...rows].sort((a, b) => {
    const [x, y] = [value(a), value(b)];
    const order =
      typeof x === 'number' && typeof y === 'number'
        ? x - y
        : String(x).localeCompare(String(y), 'en-IN', { sensitivity: 'base' });
    return order * direction;
  });
}

export const pageLocally = <Row>(rows: readonly Row[], page: number, size: number) =>
  rows.slice((page - 1) * size, page * size);
