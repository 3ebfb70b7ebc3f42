import { createHash, randomBytes } from 'node:crypto';
import pg from 'pg';
import type { LoadScenario } from './load';

export const MANIFEST_SCENARIO = 'manifest PDF';

/**
 * The hub's orders board and delivery manifest under load (issue 26): one delivery day of 5,000
 * orders in four slots (GET api/hub/orders/board/, first page and filtered; Today's dashboard of
 * that day), and the PDF manifest of a run of 200 packed orders (GET
 * api/hub/documents/manifest.pdf). The orders are made once with generate_series, on days of their
 * own, and reused while they are there.
 */
const BOARD_DAY = '2030-01-15';
export const MANIFEST_DAY = '2030-01-16';
const DAY_ORDERS = 5_000;
const MANIFEST_ORDERS = 200;
/** A larger run's manifest, for its memory only (issue 36 item 4; decision 053). */
export const LARGE_MANIFEST_DAY = '2030-01-17';
const LARGE_MANIFEST_ORDERS = 500;
export const OPS_MOBILE = '7100000001';
const AREAS = ['Bellandur', 'HSR Layout', 'Koramangala', 'Indiranagar', 'Whitefield', 'Jayanagar'];

export async function orderBoardScenarios(databaseUrl: string): Promise<LoadScenario[]> {
  const client = new pg.Client({ connectionString: databaseUrl });
  await client.connect();
  try {
    const boardSlots = await ensureSlots(client, BOARD_DAY, ['07:00', '10:00', '14:00', '18:00']);
    const [manifestSlot] = await ensureSlots(client, MANIFEST_DAY, ['18:00']);
    await ensureOrders(client, boardSlots, DAY_ORDERS, 'mixed');
    await ensureOrders(client, [manifestSlot!], MANIFEST_ORDERS, 'packed');
    await printPlans(client, boardSlots);
    const token = await opsSession(client);
    const headers = { authorization: `Token ${token}` };
    const board = `/api/hub/orders/board/?date=${BOARD_DAY}`;
    return [
      {
        name: `orders board, a day of ${DAY_ORDERS} orders`,
        requests: [{ path: board, headers }],
      },
      {
        name: 'orders board, filtered (state, payment, area, slot)',
        requests: [
          { path: `${board}&state=50`, headers },
          { path: `${board}&payment=pod&podToCollect=true`, headers },
          { path: `${board}&area=HSR%20Layout`, headers },
          { path: `${board}&slot=${boardSlots[2]}&state=20`, headers },
        ],
      },
      {
        // Today reads the whole catalogue for stock running low, besides the day's slots.
        name: `hub Today, a day of ${DAY_ORDERS} orders`,
        requests: [{ path: `/api/hub/dashboard/?date=${BOARD_DAY}`, headers }],
      },
      {
        name: `${MANIFEST_SCENARIO}, ${MANIFEST_ORDERS} orders`,
        requests: [{ path: `/api/hub/documents/manifest.pdf?slot=${manifestSlot}`, headers }],
      },
    ];
  } finally {
    await client.end();
  }
}

/**
 * The manifests of a run of 200 and of 500 packed orders (each slot alone on its day), made once
 * and reused, as ops ask for them: what the shop's memory does while it makes each.
 */
export async function manifestScenarios(databaseUrl: string): Promise<LoadScenario[]> {
  const client = new pg.Client({ connectionString: databaseUrl });
  await client.connect();
  try {
    const token = await opsSession(client);
    const headers = { authorization: `Token ${token}` };
    const runs: [string, number][] = [
      [MANIFEST_DAY, MANIFEST_ORDERS],
      [LARGE_MANIFEST_DAY, LARGE_MANIFEST_ORDERS],
    ];
    const scenarios: LoadScenario[] = [];
    for (const [day, orders] of runs) {
      const [slot] = await ensureSlots(client, day, ['18:00']);
      await ensureOrders(client, [slot!], orders, 'packed');
      scenarios.push({
        name: `${MANIFEST_SCENARIO}, ${orders} orders`,
        requests: [{ path: `/api/hub/documents/manifest.pdf?slot=${slot}`, headers }],
      });
    }
    return scenarios;
  } finally {
    await client.end();
  }
}

async function ensureSlots(client: pg.Client, date: string, starts: string[]): Promise<number[]> {
  const existing = await client.query<{ id: number }>(
    'SELECT id FROM delivery_slots WHERE date = $1 ORDER BY start_at',
    [date],
  );
  if (existing.rows.length >= starts.length) return existing.rows.map((row) => row.id);
  const ids: number[] = [];
  for (const start of starts) {
    const { rows } = await client.query<{ id: number }>(
      `INSERT INTO delivery_slots (date, start_at, end_at, type, capacity, cutoff_at)
       VALUES ($1::date, ($1::text || 'T' || $2 || ':00+05:30')::timestamptz,
               ($1::text || 'T' || $2 || ':00+05:30')::timestamptz + interval '2 hours', 10, 100000,
               ($1::text || 'T' || $2 || ':00+05:30')::timestamptz - interval '6 hours')
       RETURNING id`,
      [date, start],
    );
    ids.push(rows[0]!.id);
  }
  return ids;
}

async function ensureOrders(
  client: pg.Client,
  slots: number[],
  count: number,
  kind: 'mixed' | 'packed',
) {
  const { rows } = await client.query<{ n: number }>(
    'SELECT count(*)::int AS n FROM orders WHERE slot_id = ANY($1)',
    [slots],
  );
  if ((rows[0]?.n ?? 0) >= count) return;
  console.log(`bench: adding ${count} orders to slots ${slots.join(', ')}, once`);
  await client.query('BEGIN');
  await client.query(`
    CREATE TEMP TABLE bench_board_refs ON COMMIT DROP AS
    SELECT (SELECT array_agg(id ORDER BY id) FROM (SELECT id FROM products ORDER BY id LIMIT 400) p) AS products,
           (SELECT array_agg(maker_id ORDER BY id) FROM (SELECT id, maker_id FROM products ORDER BY id LIMIT 400) p) AS makers,
           (SELECT array_agg(id ORDER BY id) FROM (SELECT id FROM users ORDER BY id LIMIT 2000) u) AS customers`);
  await client.query(
    `WITH new_payments AS (
       INSERT INTO payments (user_id, method, status, items_total_paise, gross_paise, net_paise,
                             address, started_at, updated_at)
       SELECT r.customers[1 + g % array_length(r.customers, 1)],
              CASE WHEN g % 3 = 0 THEN 20 ELSE 10 END,
              CASE WHEN g % 3 = 0 THEN 'pod_pending' ELSE 'completed' END,
              40000, 40000, 40000,
              jsonb_build_object('name', 'Bench Customer ' || g, 'mobile', '9' || lpad(g::text, 9, '0'),
                'doorNum', 'A-' || g, 'buildingDetails', 'Bench Towers', 'road', 'Outer Ring Road',
                'area', ($3::text[])[1 + g % array_length($3::text[], 1)], 'city', 'BANGALORE',
                'pincode', '560103', 'latitude', 12.93, 'longitude', 77.68),
              now() - (g * interval '1 second'), now()
       FROM generate_series(1, $1::int) AS g, bench_board_refs r
       RETURNING id, user_id, method
     ), new_orders AS (
       INSERT INTO orders (payment_id, user_id, maker_id, slot_id, status, items_subtotal_paise,
                           net_paise, pod_to_collect_paise)
       SELECT p.id, p.user_id, r.makers[1 + p.id % 400], ($2::int[])[1 + p.id % array_length($2::int[], 1)],
              CASE WHEN $4 THEN 50 ELSE (ARRAY[20, 20, 50, 60, 70, 90])[1 + p.id % 6] END,
              40000, 40000, CASE WHEN p.method = 20 THEN 40000 ELSE 0 END
       FROM new_payments p, bench_board_refs r
       RETURNING id
     )
     INSERT INTO order_items (order_id, product_id, product_name, product_cart_image,
                              product_package_size, product_measurement_unit, quantity, price_paise)
     SELECT o.id, pr.id, pr.name, pr.cart_image, pr.package_size, pr.measurement_unit, 1, 20000
     FROM new_orders o
     CROSS JOIN generate_series(0, 1) AS k
     JOIN bench_board_refs r ON true
     JOIN products pr ON pr.id = r.products[1 + (o.id * 2 + k) % 400]`,
    [count, slots, AREAS, kind === 'packed'],
  );
  await client.query('COMMIT');
  await client.query('VACUUM ANALYZE payments, orders, order_items');
}

export interface ManifestFigures {
  /** Each PDF's time, asked one after another. */
  ms: number[];
  /** The shop's peak resident memory before the first PDF and after the last. */
  peakBeforeMiB: number;
  peakAfterMiB: number;
  bytes: number;
}

/**
 * The manifest's cost on a shop started for it alone: the time of each PDF asked one at a time,
 * and how far the shop's peak memory (VmHWM) rose while making them.
 */
export async function manifestFigures(
  baseUrl: string,
  scenario: LoadScenario,
  peakRssMiB: () => number,
  times = 5,
): Promise<ManifestFigures> {
  const { path, headers } = scenario.requests[0]!;
  const peakBeforeMiB = peakRssMiB();
  const ms: number[] = [];
  let bytes = 0;
  for (let i = 0; i < times; i += 1) {
    const started = performance.now();
    const res = await fetch(`${baseUrl}${path}`, { headers });
    if (!res.ok) throw new Error(`manifest: ${res.status} ${await res.text()}`);
    bytes = (await res.arrayBuffer()).byteLength;
    ms.push(Math.round(performance.now() - started));
  }
  return { ms, peakBeforeMiB, peakAfterMiB: peakRssMiB(), bytes };
}

/**
 * The orders board of a manifest's slot on its `day`, asked one after another until `until`
 * settles (the manifest being made, or a pause as long, to compare): each answer's milliseconds.
 */
export async function boardAnswersWhile(
  url: string,
  manifest: LoadScenario,
  day: string,
  until: Promise<unknown>,
): Promise<number[]> {
  const { path: manifestPath, headers } = manifest.requests[0]!;
  const slot = /slot=(\d+)/.exec(manifestPath)![1];
  const board = `${url}/api/hub/orders/board/?slot=${slot}&date=${day}`;
  let waiting = true;
  const settled = until.then(
    () => (waiting = false),
    () => (waiting = false),
  );
  const ms: number[] = [];
  while (waiting) {
    const asked = performance.now();
    const res = await fetch(board, { headers });
    await res.arrayBuffer();
    if (!res.ok) throw new Error(`board: ${res.status}`);
    ms.push(Math.round(performance.now() - asked));
  }
  await settled;
  return ms;
}

/** One manifest, asked and read to its last byte: its milliseconds. */
export async function makeManifest(url: string, manifest: LoadScenario): Promise<number> {
  const { path: manifestPath, headers } = manifest.requests[0]!;
  const started = performance.now();
  const res = await fetch(`${url}${manifestPath}`, { headers });
  await res.arrayBuffer();
  if (!res.ok) throw new Error(`manifest: ${res.status}`);
  return Math.round(performance.now() - started);
}

/** A hub login straight in the tables: the bench shop runs without the dev outbox's OTPs. */
export async function opsSession(client: pg.Client): Promise<string> {
  await client.query(
    `INSERT INTO users (mobile, first_name, last_name, email, roles)
     VALUES ($1, 'Bench', 'Ops', 'bench-ops@example.in', '{ops}')
     ON CONFLICT (mobile) DO NOTHING`,
    [OPS_MOBILE],
  );
  const { rows } = await client.query<{ id: number }>('SELECT id FROM users WHERE mobile = $1', [
    OPS_MOBILE,
  ]);
  const token = randomBytes(32).toString('base64url');
  await client.query(
    `INSERT INTO sessions (user_id, token_hash, expires_at) VALUES ($1, $2, now() + interval '1 day')`,
    [rows[0]!.id, createHash('sha256').update(token).digest('hex')],
  );
  return token;
}

/** The poll's and the board's plans, so a missing index shows up as a sequential scan here. */
async function printPlans(client: pg.Client, slots: number[]) {
  const plans = {
    'board poll (change counter)': [
      'SELECT slot_id, count(*), sum(change_no) FROM orders WHERE slot_id = ANY($1) GROUP BY slot_id',
      [slots],
    ],
    'board counts': [
      `SELECT o.slot_id, o.status, o.maker_id, m.store_name, coalesce(p.address->>'area', ''), count(*)
       FROM orders o JOIN payments p ON p.id = o.payment_id JOIN makers m ON m.id = o.maker_id
       WHERE o.slot_id = ANY($1) GROUP BY 1, 2, 3, 4, 5`,
      [slots],
    ],
    'board first page': [
      `SELECT o.id FROM orders o JOIN payments p ON p.id = o.payment_id
       JOIN makers m ON m.id = o.maker_id JOIN delivery_slots s ON s.id = o.slot_id
       WHERE o.slot_id = ANY($1) AND o.status IN (20, 50, 60, 70, 90)
       ORDER BY s.start_at, o.id LIMIT 51`,
      [slots],
    ],
  } as const;
  for (const [name, [text, values]] of Object.entries(plans)) {
    const plan = await client.query<{ 'QUERY PLAN': string }>(
      `EXPLAIN (ANALYZE, BUFFERS) ${text}`,
      [...values],
    );
    console.log(`bench: ${name} query plan`);
    for (const row of plan.rows) console.log(`  ${row['QUERY PLAN']}`);
  }
}
