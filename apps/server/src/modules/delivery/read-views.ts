import { QueryBuilder } from 'drizzle-orm/pg-core';
import { deliverySlots } from '../../db/schema/delivery';
import { slotColumns } from './queries';

/**
 * Delivery's rows as other modules may read them inside their own statements (decision 070): each
 * view is a plain subquery of one table, which PostgreSQL folds into the statement that joins it,
 * so a read model keeps its one statement and its plan while only delivery imports its schema.
 * Reads only: a write, or a row lock, asks delivery's service (bookSlotPlace, lockSlots).
 */
const view = new QueryBuilder();

/**
 * A delivery slot's day, window and terms by its id (join on `orders.slot_id`), as
 * `deliverySlotView` and the slot rules read them (`SlotRow`), and whether it is active: the
 * window of each order in the customer's history and detail, the hub's board and lists, a maker's
 * orders to prepare, and the slots a checkout names, read before they are booked.
 */
export const slotWindows = view
  .select({ ...slotColumns, isActive: deliverySlots.isActive })
  .from(deliverySlots)
  .as('slot_windows');

/**
 * `slotWindows`' columns as one selection, for a read that nests an order's slot beside the
 * order (`slot: slotWindowColumns`) and hands it to `deliverySlotView`.
 */
export const slotWindowColumns = slotWindows._.selectedFields;
