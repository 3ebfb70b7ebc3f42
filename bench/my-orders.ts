import { createHash, randomBytes } from 'node:crypto';
import pg from 'pg';
import type { LoadScenario } from './load';

/**
 * My Orders under load (issue 9): GET api/orders/v2/, first page, for a customer with 5,000 orders
 * among 1,000,000 orders of 2,000 customers. The orders are made once with generate_series (one
 * order of two items per payment, the bench customer's spread evenly through the others') and
 * reused while they are there.
 */
const TOTAL_ORDERS = 1_000_000;
const CUSTOMER_ORDERS = 5_000;
const OTHER_CUSTOMERS = 2_000;
const BENCH_MOBILE = '7000000001';

export async function myOrdersScenario(databaseUrl: string): Promise<LoadScenario> {
  const client = new pg.Client({ connectionString: databaseUrl });
  await client.connect();
  try {
    const customerId = await ensureCustomers(client);
    const { rows } = await client.query<{ n: number }>(
      'SELECT count(*)::int AS n FROM orders WHERE user_id = $1',
      [customerId],
    );
    if ((rows[0]?.n ?? 0) < CUSTOMER_ORDERS) await buildOrders(client, customerId);
    await printPlan(client, customerId);
    // A session straight in the table: the bench shop runs without the dev outbox's OTPs.
    const token = randomBytes(32).toString('base64url');
    await client.query(
      `INSERT INTO sessions (user_id, token_hash, expires_at) VALUES ($1, $2, now() + interval '1 day')`,
      [customerId, createHash('sha256').update(token).digest('hex')],
    );
    return {
      name: 'My Orders first page (5,000 of 1,000,000 orders)',
      requests: [{ path: '/api/orders/v2/', headers: { authorization: `Token ${token}` } }],
    };
  } finally {
    await client.end();
  }
}

async function ensureCustomers(client: pg.Client): Promise<number> {
  await client.query(
    `INSERT INTO users (mobile, first_name, last_name, email, roles)
     SELECT '70' || lpad(g::text, 8, '0'), 'Bench', 'Customer ' || g, 'bench' || g || '@example.in', '{customer}'
     FROM generate_series(1, $1::int + 1) AS g
     ON CONFLICT (mobile) DO NOTHING`,
    [OTHER_CUSTOMERS],
  );
  const { rows } = await client.query<{ id: number }>('SELECT id FROM users WHERE mobile = $1', [
    BENCH_MOBILE,
  ]);
  return rows[0]!.id;
}

async function buildOrders(client: pg.Client, customerId: number) {
  console.log(`bench: adding ${TOTAL_ORDERS} orders (${CUSTOMER_ORDERS} for one customer), once`);
  const started = Date.now();
  await client.query('BEGIN');
  await client.query(`
    CREATE TEMP TABLE bench_refs ON COMMIT DROP AS
    SELECT (SELECT array_agg(id ORDER BY id) FROM (SELECT id FROM delivery_slots ORDER BY id LIMIT 50) s) AS slots,
           (SELECT array_agg(id ORDER BY id) FROM (SELECT id, maker_id FROM products ORDER BY id LIMIT 400) p) AS products,
           (SELECT array_agg(maker_id ORDER BY id) FROM (SELECT id, maker_id FROM products ORDER BY id LIMIT 400) p) AS makers,
           (SELECT array_agg(id ORDER BY id) FROM users WHERE mobile LIKE '70%' AND mobile <> '${BENCH_MOBILE}') AS others`);
  // Every 200th payment is the bench customer's: 5,000 spread through 1,000,000. One statement
  // feeds each insert the rows the previous one returned (no lookups against growing tables).
  await client.query(
    `WITH new_payments AS (
       INSERT INTO payments (user_id, method, status, items_total_paise, gross_paise, net_paise,
                             delivery_fee_paise, address, started_at, updated_at)
       SELECT CASE WHEN g % 200 = 0 THEN $1 ELSE r.others[1 + g % array_length(r.others, 1)] END,
              CASE WHEN g % 3 = 0 THEN 20 ELSE 10 END,
              CASE WHEN g % 3 = 0 THEN 'pod_pending' ELSE 'completed' END,
              40000, 43000, 43000, 3000,
              '{"name":"Bench Customer","mobile":"7000000001","doorNum":"A-1","buildingDetails":"Bench Towers","road":"Outer Ring Road","area":"Bellandur","city":"BANGALORE","pincode":"560103","latitude":12.93,"longitude":77.68}'::jsonb,
              now() - (($2::int - g) * interval '1 minute'), now()
       FROM generate_series(1, $2::int) AS g, bench_refs r
       RETURNING id, user_id, method, started_at
     ), new_orders AS (
       INSERT INTO orders (payment_id, user_id, maker_id, slot_id, status, items_subtotal_paise,
                           delivery_fee_paise, net_paise, pod_to_collect_paise, created_at, updated_at)
       SELECT p.id, p.user_id, r.makers[1 + p.id % 400], r.slots[1 + p.id % array_length(r.slots, 1)],
              (ARRAY[20, 50, 60, 70, 70, 70, 90])[1 + p.id % 7], 40000, 3000, 43000,
              CASE WHEN p.method = 20 THEN 43000 ELSE 0 END, p.started_at, p.started_at
       FROM new_payments p, bench_refs r
       RETURNING id
     )
     INSERT INTO order_items (order_id, product_id, product_name, product_cart_image,
                              product_package_size, product_measurement_unit, quantity, price_paise)
     SELECT o.id, pr.id, pr.name, pr.cart_image, pr.package_size, pr.measurement_unit, 1, 20000
     FROM new_orders o
     CROSS JOIN generate_series(0, 1) AS k
     JOIN bench_refs r ON true
     JOIN products pr ON pr.id = r.products[1 + (o.id * 2 + k) % 400]`,
    [customerId, TOTAL_ORDERS],
  );
  await client.query('COMMIT');
  // Three million new rows leave work behind: vacuuming them, and writing out the pages they
  // dirtied (PostgreSQL spreads a checkpoint over minutes). Done here, before any measurement;
  // left to the background, it ran beside the first uncached runs (docs/performance.md).
  await client.query('VACUUM ANALYZE payments, orders, order_items');
  await client.query('CHECKPOINT');
  console.log(`bench: orders ready in ${Math.round((Date.now() - started) / 1000)} s`);
}

/** The first page's query plans, so a missing index shows up as a sequential scan here. */
async function printPlan(client: pg.Client, customerId: number) {
  const plan = await client.query<{ 'QUERY PLAN': string }>(
    `EXPLAIN (ANALYZE, BUFFERS) SELECT * FROM payments
     WHERE user_id = $1 AND status <> 'awaiting_payment' ORDER BY id DESC LIMIT 11`,
    [customerId],
  );
  console.log('bench: My Orders page query plan');
  for (const row of plan.rows) console.log(`  ${row['QUERY PLAN']}`);
}
