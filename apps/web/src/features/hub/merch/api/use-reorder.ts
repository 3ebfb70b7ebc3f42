import { useMutation } from '@tanstack/react-query';
import type { ApiError } from '../../../../lib/api';

interface Placed {
  id: number;
  version: number;
  sortOrder: number;
}

/** Positions go in tens, so one row can later be slipped between two by hand. */
const STEP = 10;

/**
 * The rows' positions after moving one from `from` to `to`: every row numbered afresh in its new
 * place, and only those whose number changed are returned (each to be saved on its version).
 */
export function movedPositions<Row extends Placed>(rows: readonly Row[], from: number, to: number) {
  const order = [...rows];
  const [moved] = order.splice(from, 1);
  order.splice(to, 0, moved!);
  return order
    .map((row, index) => ({ row, sortOrder: (index + 1) * STEP }))
    .filter(({ row, sortOrder }) => row.sortOrder !== sortOrder);
}

/**
 * Moves a banner or collection up or down its list. The server has no 'move' of its own: each
 * changed position is an edit on the row's version, one after another, so a colleague's change
 * meanwhile stops the move with 409 STALE_VERSION and Reload shows what is there now.
 */
export function useReorder<Row extends Placed>(
  edit: (id: number, change: { version: number; sortOrder: number }) => Promise<unknown>,
  done: () => Promise<unknown>,
) {
  return useMutation<void, ApiError, { rows: readonly Row[]; from: number; to: number }>({
    mutationFn: async ({ rows, from, to }) => {
      try {
        for (const { row, sortOrder } of movedPositions(rows, from, to))
          await edit(row.id, { version: row.version, sortOrder });
      } finally {
        await done();
      }
    },
  });
}
