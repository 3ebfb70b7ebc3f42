import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { ApiErrorView } from '../../../components/ui/api-error-view';
import { useListParams } from './use-list-params';
import styles from './hub-table.module.css';

export interface HubColumn<Row> {
  key: string;
  header: string;
  cell: (row: Row) => ReactNode;
  /** The `sort` value that orders by this column; a leading '-' is the same, descending. */
  sort?: string;
  numeric?: boolean;
}

/** The request a table's rows come from, as TanStack Query answers it. */
export interface TableQuery {
  /** Asking: an outline at first, the old rows marked busy after. */
  isFetching: boolean;
  /** Why it failed, said instead of the table. */
  error?: unknown;
}

interface HubTableProps<Row extends { id: number | string }> {
  /** What the table lists, read out as its caption ('Batches'). */
  label: string;
  columns: readonly HubColumn<Row>[];
  rows: readonly Row[] | undefined;
  /** Where the rows come from; none for rows already in hand (a record's own lists). */
  query?: TableQuery;
  /** What to say when nothing matches. */
  empty: ReactNode;
  /** What the order is called when the URL names none ('Newest first'). */
  unsorted?: string;
  /** Paged lists: every row that matches, and how many a page shows. */
  total?: number;
  pageSize?: number;
}

/**
 * The hub's table: sortable headings, pages, and empty, loading and error states, with the sort
 * and page in the URL (use-list-params). On a phone each row becomes a card of label and value,
 * and a 'Sort by' box stands in for the headings.
 */
export function HubTable<Row extends { id: number | string }>({
  label,
  columns,
  rows,
  query = { isFetching: false },
  empty,
  unsorted = 'Newest first',
  total,
  pageSize,
}: HubTableProps<Row>) {
  const list = useListParams();
  const sort = list.read('sort');
  const sortable = columns.filter((column) => column.sort);

  if (query.error) return <ApiErrorView error={query.error} />;

  return (
    <div className={styles.wrap}>
      {sortable.length > 0 && (
        <label className={styles.sortBox}>
          <span>Sort by</span>
          <select
            className={styles.select}
            value={sort ?? ''}
            onChange={(event) => list.update({ sort: event.target.value })}
          >
            <option value="">{unsorted}</option>
            {sortable.flatMap((column) => [
              <option key={column.sort} value={column.sort}>
                {column.header} (ascending)
              </option>,
              <option key={`-${column.sort}`} value={`-${column.sort}`}>
                {column.header} (descending)
              </option>,
            ])}
          </select>
        </label>
      )}
      {rows === undefined ? (
        <TableOutline label={label} columns={columns.length} />
      ) : (
        // Its own key: the outline's table is not reused for the rows. Its headings would move
        // sideways as the rows widen the columns, and its placeholder rows would turn into rows
        // whose ids match their keys, drawn where a placeholder was and then moved down.
        <table key="rows" className={styles.table} aria-busy={query.isFetching}>
          <caption className="visually-hidden">{label}</caption>
          <thead>
            <tr>
              {columns.map((column) => {
                const direction =
                  sort === column.sort
                    ? 'ascending'
                    : sort === `-${column.sort}`
                      ? 'descending'
                      : null;
                return (
                  <th
                    key={column.key}
                    scope="col"
                    className={column.numeric ? styles.numeric : undefined}
                    aria-sort={column.sort ? (direction ?? 'none') : undefined}
                  >
                    {column.sort ? (
                      <button
                        type="button"
                        className={styles.sortButton}
                        onClick={() =>
                          list.update({
                            sort: direction === 'ascending' ? `-${column.sort}` : column.sort,
                          })
                        }
                      >
                        {column.header}
                        <span aria-hidden="true" className={styles.arrow}>
                          {direction === 'ascending' ? '▲' : direction === 'descending' ? '▼' : '↕'}
                        </span>
                      </button>
                    ) : (
                      column.header
                    )}
                  </th>
                );
              })}
            </tr>
          </thead>
          <tbody>
            {rows.map((row) => (
              <tr key={row.id}>
                {columns.map((column) => (
                  <td
                    key={column.key}
                    data-label={column.header}
                    className={column.numeric ? styles.numeric : undefined}
                  >
                    {column.cell(row)}
                  </td>
                ))}
              </tr>
            ))}
          </tbody>
        </table>
      )}
      {rows?.length === 0 && <p className={styles.empty}>{empty}</p>}
      {rows && total !== undefined && pageSize !== undefined && total > 0 && (
        <Pager total={total} pageSize={pageSize} page={list.page} linkWith={list.linkWith} />
      )}
    </div>
  );
}

/**
 * The table while its first rows are on their way: the heading band without its words and four
 * placeholder rows, the same height as theirs. The headings come with the rows: each column's
 * width depends on what it holds, so headings drawn before would jump sideways when the rows come.
 */
function TableOutline({ label, columns }: { label: string; columns: number }) {
  return (
    <table key="outline" className={styles.table} aria-busy="true">
      <caption className="visually-hidden">{label}</caption>
      <thead>
        <tr>
          {/* A space keeps the band as tall as a heading's line. */}
          <th colSpan={columns} aria-hidden="true">
            {'\u00a0'}
          </th>
        </tr>
      </thead>
      <tbody>
        {[1, 2, 3, 4].map((placeholder) => (
          <tr key={placeholder} className={styles.placeholder}>
            <td colSpan={columns}>
              <div className="shimmer" />
            </td>
          </tr>
        ))}
      </tbody>
    </table>
  );
}

function Pager({
  total,
  pageSize,
  page,
  linkWith,
}: {
  total: number;
  pageSize: number;
  page: number;
  linkWith: (changes: Record<string, string | undefined>) => string;
}) {
  const pages = Math.max(1, Math.ceil(total / pageSize));
  const first = (page - 1) * pageSize + 1;
  const last = Math.min(total, page * pageSize);
  return (
    <nav className={styles.pager} aria-label="Pages">
      <p className={styles.count}>
        {first > total ? `${total} in all` : `${first}–${last} of ${total}`}
      </p>
      {page > 1 && (
        <Link
          className="button button-secondary"
          to={linkWith({ page: page === 2 ? undefined : String(page - 1) })}
        >
          Previous
        </Link>
      )}
      <span className={styles.pageOf}>
        Page {page} of {pages}
      </span>
      {page < pages && (
        <Link className="button button-secondary" to={linkWith({ page: String(page + 1) })}>
          Next
        </Link>
      )}
    </nav>
  );
}
