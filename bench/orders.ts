import { createHash, randomBytes } from 'node:crypto';
import autocannon from 'autocannon';
import pg from 'pg';
import { BROWSER_ACCEPT_ENCODING, type LoadFigures } from './load';

/**
 * Placing orders under load (issue 8): POST api/orders/create-v2/ by 50 customers at once, each
 * request a pay-on-delivery checkout of 3 products from a pool of 150 (so buyers meet on the same
 * batch rows now and then, as on a sale day), all in one scheduled slot. Customers, sessions and
 * addresses are made straight in the bench database: logging 50 people in through OTPs would
 * measure the OTP limits instead. Stock and the slot's capacity are topped up first, so every
 * request can succeed and the figure is the order path's, not the refusals'.
 */
const CUSTOMERS = 50;
const POOL = 150;
const ITEMS_PER_ORDER = 3;
/** The customers spread over the next open slots, as a day's shoppers do. */
const SLOTS = Number(process.env.BENCH_ORDER_SLOTS ?? 8);

interface Cart {
  body: string;
  token: string;
}

async function prepare(client: pg.Client): Promise<Cart[]> {
  await client.query(
    `INSERT INTO users (mobile, first_name, last_name, email, roles, is_pod_allowed)
     SELECT '71' || lpad(g::text, 8, '0'), 'Buyer', 'No ' || g, 'buyer' || g || '@example.in', '{customer}', true
     FROM generate_series(1, $1::int) AS g
     ON CONFLICT (mobile) DO NOTHING`,
    [CUSTOMERS],
  );
  const buyers = await client.query<{ id: number }>(
    `SELECT id FROM users WHERE mobile LIKE '71%' ORDER BY mobile LIMIT $1`,
    [CUSTOMERS],
  );
  const slot = await client.query<{
    id: number;
    delivery_fee_paise: number;
    free_delivery_amount_paise: number;
  }>(
    `SELECT id, delivery_fee_paise, free_delivery_amount_paise FROM delivery_slots
     WHERE is_active AND type = 10 AND is_pod_allowed AND cutoff_at > now() + interval '30 minutes'
     ORDER BY start_at LIMIT $1`,
    [SLOTS],
  );
  if (slot.rows.length === 0)
    throw new Error('bench: no open pay-on-delivery slot (the shop adds them at start)');
  await client.query(
    `UPDATE delivery_slots SET capacity = 100000000, serviceable_polygon = 300 WHERE id = ANY($1::int[])`,
    [slot.rows.map((row) => row.id)],
  );
  const pool = await client.query<{ id: number; price_paise: number }>(
    `SELECT p.id, p.price_paise FROM products p JOIN makers m ON m.id = p.maker_id
     WHERE p.is_active AND m.is_approved AND p.show_stock AND p.price_paise <= 30000
       AND EXISTS (SELECT 1 FROM stock_batches b WHERE b.product_id = p.id AND b.status = 'approved')
     ORDER BY p.id LIMIT $1`,
    [POOL],
  );
  if (pool.rows.length < POOL) throw new Error('bench: not enough stocked products for orders');
  await client.query(
    `UPDATE stock_batches SET quantity = 10000000, quantity_remaining = 10000000
     WHERE status = 'approved' AND product_id = ANY($1::int[])`,
    [pool.rows.map((row) => row.id)],
  );

  const carts: Cart[] = [];
  for (const [index, buyer] of buyers.rows.entries()) {
    let address = await client.query<{ id: number }>(
      'SELECT id FROM addresses WHERE user_id = $1 LIMIT 1',
      [buyer.id],
    );
    if (address.rows.length === 0)
      address = await client.query<{ id: number }>(
        `INSERT INTO addresses (user_id, name, mobile, door_num, pincode, latitude, longitude, polygon_size, is_serviceable)
         VALUES ($1, 'Bench Buyer', '9876543210', $2, '560103', 12.93, 77.68, 100, true) RETURNING id`,
        [buyer.id, `B-${buyer.id}`],
      );
    const token = randomBytes(32).toString('base64url');
    await client.query(
      `INSERT INTO sessions (user_id, token_hash, expires_at) VALUES ($1, $2, now() + interval '1 day')`,
      [buyer.id, createHash('sha256').update(token).digest('hex')],
    );
    const items = Array.from(
      { length: ITEMS_PER_ORDER },
      (_, k) => pool.rows[(index * 7 + k * 31) % POOL]!,
    );
    const chosen = slot.rows[index % slot.rows.length]!;
    const itemsTotal = items.reduce((sum, item) => sum + item.price_paise, 0);
    const feePaise =
      chosen.delivery_fee_paise > 0 &&
      !(chosen.free_delivery_amount_paise > 0 && itemsTotal >= chosen.free_delivery_amount_paise)
        ? chosen.delivery_fee_paise
        : 0;
    carts.push({
      token,
      body: JSON.stringify({
        selectedOption: {
          slots: [
            {
              id: chosen.id,
              products: items.map((item) => ({ id: item.id, quantityPossible: 1 })),
            },
          ],
        },
        address: address.rows[0]!.id,
        deliveryFee: feePaise / 100,
        paymentMethod: 20,
      }),
    });
  }
  return carts;
}

/** Orders placed per second and latency with 50 customers ordering at once, on PostgreSQL. */
export async function ordersFigures(
  baseUrl: string,
  databaseUrl: string,
  seconds: number,
): Promise<LoadFigures & { ordersPlaced: number }> {
  const client = new pg.Client({ connectionString: databaseUrl });
  await client.connect();
  try {
    const carts = await prepare(client);
    const before = await client.query<{ n: number }>('SELECT count(*)::int AS n FROM payments');
    const result = await autocannon({
      url: baseUrl,
      connections: CUSTOMERS,
      duration: seconds,
      requests: [
        {
          method: 'POST',
          path: '/api/orders/create-v2/',
          // Each request is a random customer's own checkout.
          setupRequest: (request) => {
            const cart = carts[Math.floor(Math.random() * carts.length)]!;
            return {
              ...request,
              body: cart.body,
              headers: {
                ...request.headers,
                accept: 'application/json',
                'accept-encoding': BROWSER_ACCEPT_ENCODING,
                'content-type': 'application/json',
                authorization: `Token ${cart.token}`,
              },
            };
          },
        },
      ],
    });
    const after = await client.query<{ n: number }>('SELECT count(*)::int AS n FROM payments');
    return {
      scenario: `orders placed (create-v2, POD, 3 items), ${CUSTOMERS} customers`,
      connections: CUSTOMERS,
      requestsPerSecond: Math.round(result.requests.average),
      p50Ms: result.latency.p50,
      p99Ms: result.latency.p99,
      non2xx: result.non2xx,
      errors: result.errors,
      ordersPlaced: after.rows[0]!.n - before.rows[0]!.n,
    };
  } finally {
    await client.end();
  }
}
