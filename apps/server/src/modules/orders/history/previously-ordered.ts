import { sql } from 'drizzle-orm';
import type { ProductListItem } from '@makers-pantry/domain/catalog';
import type { AppContext } from '../../../context';
import { loadProductCardsByIds } from '../../catalog/service';

/** How far back the strip looks, and how many products it shows. */
const RECENT_ORDERS = 30;
const SHOWN = 12;

/**
 * The home page's 'Previously ordered' strip: products of the customer's latest orders, the most
 * recently ordered first, each once. Orders whose payment failed never reached the customer, so
 * they do not count. Only the latest orders are read, so a long history costs nothing more.
 */
export async function previouslyOrdered(
  context: AppContext,
  userId: number | undefined,
): Promise<{ products: ProductListItem[] }> {
  if (userId === undefined) return { products: [] };
  const { rows } = await context.db.execute<{ product_id: number }>(sql`
    SELECT i.product_id
    FROM (
      SELECT id FROM orders
      WHERE user_id = ${userId} AND status <> 10
      ORDER BY id DESC
      LIMIT ${RECENT_ORDERS}
    ) AS recent
    JOIN order_items AS i ON i.order_id = recent.id
    GROUP BY i.product_id
    ORDER BY max(recent.id) DESC, max(i.id) DESC
    LIMIT ${SHOWN}`);
  const ids = rows.map((row) => Number(row.product_id));
  return { products: await loadProductCardsByIds(context, ids) };
}
