import { useQueryClient, type QueryClient } from '@tanstack/react-query';
import { Link } from 'react-router';
import { ChangeError } from '../../ui/change-error';
import type { HubColumn } from '../../ui/hub-table';
import { useReorder } from '../api/use-reorder';
import { MoveButtons } from '../components/move-buttons';
import styles from './merch-lists.module.css';

/** A banner or collection as its list shows it: placed in the shop's order, named, pictured. */
interface Placed {
  id: number;
  version: number;
  sortOrder: number;
  name: string;
}

/** Where the row stands in the shop's order. */
export function positionColumn<Row extends Placed>(): HubColumn<Row> {
  return { key: 'position', header: 'Position', numeric: true, cell: (row) => row.sortOrder };
}

/** The row's picture at the list's size (`className`), or that it has none yet. */
export function pictureColumn<Row extends Placed>(
  key: string,
  header: string,
  picture: { src: (row: Row) => string | null; className: string | undefined; width: number },
): HubColumn<Row> {
  return {
    key,
    header,
    cell: (row) => {
      const src = picture.src(row);
      return src ? (
        <img className={picture.className} src={src} alt="" width={picture.width} height={48} />
      ) : (
        <span className={styles.noThumb}>None yet</span>
      );
    },
  };
}

/** The row's name, opening its page. */
export function nameColumn<Row extends Placed>(
  header: string,
  path: (id: number) => string,
): HubColumn<Row> {
  return {
    key: 'name',
    header,
    cell: (row) => (
      <Link to={path(row.id)} className={styles.name}>
        {row.name}
      </Link>
    ),
  };
}

/**
 * Moving rows up and down the shop's order, on the whole list `all`: the Order column's arrows
 * (busy while a move is saved or the list is read again), and why a move was refused, with
 * Reload that reads the list again.
 */
export function usePlacedOrder<Row extends Placed>(
  all: readonly Row[] | undefined,
  list: { isFetching: boolean; refetch: () => Promise<unknown> },
  edit: (id: number, change: { version: number; sortOrder: number }) => Promise<unknown>,
  invalidate: (client: QueryClient) => Promise<unknown>,
) {
  const client = useQueryClient();
  const reorder = useReorder<Row>(edit, () => invalidate(client));
  const column: HubColumn<Row> = {
    key: 'order',
    header: 'Order',
    cell: (row) => (
      <MoveButtons
        name={row.name}
        index={all!.indexOf(row)}
        count={all!.length}
        busy={reorder.isPending || list.isFetching}
        onMove={(to) => reorder.mutate({ rows: all!, from: all!.indexOf(row), to })}
      />
    ),
  };
  const refusal = (
    <ChangeError
      error={reorder.error}
      onReload={() => {
        reorder.reset();
        void list.refetch();
      }}
    />
  );
  return { column, refusal };
}
