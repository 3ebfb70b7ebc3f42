import pg from 'pg';
import type { LoadScenario } from './load';

/**
 * The slot engine under load (issue 7): POST api/carts/delivery-options-v2/ with 20-item carts
 * spread over 5 makers, as a family's weekly shop would be. Many different carts, so the figure is
 * the engine's and not one lucky cart's.
 */
export async function deliveryOptionsScenario(databaseUrl: string): Promise<LoadScenario> {
  const client = new pg.Client({ connectionString: databaseUrl });
  await client.connect();
  // Products on the shelf, grouped by maker: 5 makers with at least 40 such products each.
  const rows = await client.query<{ maker_id: number; ids: number[] }>(`
    select p.maker_id, (array_agg(p.id order by p.id))[1:40] as ids
      from products p
     where p.is_active
       and exists (select 1 from stock_batches b
                    where b.product_id = p.id and b.status = 'approved' and b.quantity_remaining >= 2)
     group by p.maker_id
    having count(*) >= 40
     order by p.maker_id
     limit 5`);
  await client.end();
  if (rows.rows.length < 5) throw new Error('bench: the catalogue has fewer than 5 stocked makers');

  const carts = Array.from({ length: 10 }, (_, cart) =>
    rows.rows.flatMap((maker) =>
      maker.ids.slice(cart * 4, cart * 4 + 4).map((id) => ({ id, quantity: 1 + (cart % 2) })),
    ),
  );
  return {
    name: 'delivery options, 20 items / 5 makers',
    requests: carts.map((productList) => ({
      method: 'POST',
      path: '/api/carts/delivery-options-v2/',
      body: JSON.stringify({ productList }),
    })),
  };
}
