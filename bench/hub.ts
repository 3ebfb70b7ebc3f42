import pg from 'pg';
import { measure, type LoadFigures, type LoadScenario } from './load';
import { MANIFEST_SCENARIO, opsSession, orderBoardScenarios } from './order-board';

/**
 * The hub under load (issue 25): the batches list (20,000 batches seeded by `seed:large`) and the
 * products list (100,000 products) as ops read them, 10 connections each; and how long an approved
 * batch takes to show in the shop: from the approve call's answer to the public product API
 * answering in stock, with the shop's catalogue cache on.
 */

export const HUB_BATCHES = 20_000;
const CONNECTIONS = 10;
const APPROVALS = 5;
/** Units in each approved batch: the product page must answer them to count as shown. */
const UNITS = 12;

/** Words that name hundreds of the generated products, and a rare one. */
const WORDS = ['ragi', 'ghee', 'mysuru'];

export async function hubScenarios(databaseUrl: string): Promise<LoadScenario[]> {
  const client = new pg.Client({ connectionString: databaseUrl });
  await client.connect();
  try {
    const token = await opsSession(client);
    const headers = { authorization: `Token ${token}` };
    const { rows } = await client.query<{ batches: number; products: number }>(
      `SELECT (SELECT count(*)::int FROM stock_batches) AS batches,
              (SELECT count(*)::int FROM products) AS products`,
    );
    const counts = `${rows[0]!.products.toLocaleString('en-IN')} products, ${rows[0]!.batches.toLocaleString('en-IN')} batches`;
    const batches = '/api/hub/batches/seller-product-batches/ALL/';
    const productsList = '/api/hub/products/';
    return [
      { name: `hub batches list, first page (${counts})`, requests: [{ path: batches, headers }] },
      {
        name: 'hub batches list, filtered, sorted, a deep page',
        requests: [
          `${batches}?status=planned&sort=bestBefore`,
          `${batches}?expiring=true`,
          `${batches}?status=approved&sort=-expectedAt&page=40`,
          `${batches}?page=200`,
        ].map((path) => ({ path, headers })),
      },
      {
        name: 'hub creatable products by name',
        requests: WORDS.map((word) => ({
          path: `/api/hub/batches/creatable-products/ALL/?q=${word}`,
          headers,
        })),
      },
      {
        name: `hub products list, first page (${counts})`,
        requests: [{ path: productsList, headers }],
      },
      {
        name: 'hub products list, words, sorted, a deep page',
        requests: [
          ...WORDS.map((word) => `${productsList}?q=${word}`),
          `${productsList}?sort=name&page=500`,
          `${productsList}?state=approved&page=1000`,
        ].map((path) => ({ path, headers })),
      },
    ];
  } finally {
    await client.end();
  }
}

/**
 * The hub's heavy reads (issue 39), as ops read them: Today's dashboard of the board's
 * 5,000-order day, the batches list's first page and its filtered, sorted and deep pages, and the
 * delivery manifest of 200 packed orders (the hub's and the board's own scenarios).
 */
export async function heavyReadScenarios(databaseUrl: string) {
  const board = await orderBoardScenarios(databaseUrl);
  const hub = await hubScenarios(databaseUrl);
  const named = (list: LoadScenario[], start: string) =>
    list.find((scenario) => scenario.name.startsWith(start))!;
  return {
    today: named(board, 'hub Today'),
    batchesFirstPage: named(hub, 'hub batches list, first page'),
    batchesDeepPage: named(hub, 'hub batches list, filtered'),
    manifest: named(board, MANIFEST_SCENARIO),
  };
}

export async function hubLoadFigures(
  baseUrl: string,
  list: LoadScenario[],
  seconds: number,
): Promise<LoadFigures[]> {
  const rows: LoadFigures[] = [];
  for (const scenario of list) {
    await fetch(`${baseUrl}${scenario.requests[0]!.path}`, {
      headers: scenario.requests[0]!.headers,
    });
    const figures = await measure(baseUrl, scenario, CONNECTIONS, seconds);
    rows.push(figures);
    console.log(
      `  ${figures.scenario} @${CONNECTIONS}: ${figures.requestsPerSecond} req/s, p50 ${figures.p50Ms} ms, p99 ${figures.p99Ms} ms, max ${figures.maxMs} ms, non-2xx ${figures.non2xx}`,
    );
  }
  return rows;
}

export interface ApprovalFigures {
  /** Milliseconds from the approve call's answer to the product API answering in stock. */
  shownAfterMs: number[];
  /** The catalogue cache of the shop measured, in seconds. */
  cacheSeconds: number;
  /** How many of the products had nothing on the shelf before (the rest gained units). */
  soldOutBefore: number;
}

/**
 * Plans, receives and approves a batch of a product through the hub's API, having read its public
 * page first (so the shop's cache holds it as it was), then asks the public product API every
 * 50 ms until it answers in stock with the batch's units. A few products, one after the other,
 * sold-out ones first (a small catalogue may have none).
 */
export async function approvalFigures(
  baseUrl: string,
  databaseUrl: string,
  cacheSeconds: number,
): Promise<ApprovalFigures> {
  const client = new pg.Client({ connectionString: databaseUrl });
  await client.connect();
  let token: string;
  let productIds: number[];
  try {
    token = await opsSession(client);
    // Shown, sold only from the shelf (batches on their way do not count), of an approved maker;
    // those with nothing on the shelf first, so approval is what puts them in stock.
    const { rows } = await client.query<{ id: number }>(
      `SELECT p.id FROM products p JOIN makers m ON m.id = p.maker_id
       WHERE p.is_active AND m.is_approved AND p.show_stock AND NOT p.can_sell_before_stocking
       ORDER BY EXISTS (SELECT 1 FROM stock_batches s WHERE s.product_id = p.id
           AND s.quantity_remaining > 0 AND s.status = 'approved'), p.id
       LIMIT $1`,
      [APPROVALS],
    );
    productIds = rows.map((row) => row.id);
  } finally {
    await client.end();
  }
  const hub = (method: string, path: string, body: object) =>
    fetch(`${baseUrl}${path}`, {
      method,
      headers: { authorization: `Token ${token}`, 'content-type': 'application/json' },
      body: JSON.stringify(body),
    }).then(async (res) => {
      if (!res.ok) throw new Error(`${method} ${path}: ${res.status} ${await res.text()}`);
      return (await res.json()) as { id: number; version: number };
    });
  const publicPage = async (id: number) => {
    const res = await fetch(`${baseUrl}/api/products/${id}/`);
    return (await res.json()) as { quantityAvailable: number; isStockInHand: boolean };
  };

  const shownAfterMs: number[] = [];
  let soldOut = 0;
  const inAMonth = new Date(Date.now() + 30 * 86_400_000).toISOString().slice(0, 10);
  for (const productId of productIds) {
    const planned = await hub('POST', '/api/hub/batches/', {
      productId,
      quantity: UNITS,
      expectedAt: new Date().toISOString(),
      bestBefore: inAMonth,
    });
    const received = await hub('POST', `/api/hub/batches/${planned.id}/receive/`, {
      version: planned.version,
      quantityReceived: UNITS,
    });
    // Read now, so the shop's cache holds the page as it was before the approval.
    const before = await publicPage(productId);
    if (!before.isStockInHand) soldOut += 1;
    await hub('POST', `/api/hub/batches/${received.id}/approve/`, { version: received.version });
    const approvedAt = performance.now();
    for (;;) {
      const page = await publicPage(productId);
      if (page.isStockInHand && page.quantityAvailable >= before.quantityAvailable + UNITS) break;
      if (performance.now() - approvedAt > 60_000)
        throw new Error(`product ${productId} not in stock a minute after approval`);
      await new Promise((resolve) => setTimeout(resolve, 50));
    }
    shownAfterMs.push(Math.round(performance.now() - approvedAt));
  }
  console.log(
    `  approval to shop (cache ${cacheSeconds} s): ${shownAfterMs.join(', ')} ms for ${productIds.length} products (${soldOut} sold out before)`,
  );
  return { shownAfterMs, cacheSeconds, soldOutBefore: soldOut };
}

export function hubTable(rows: LoadFigures[], approvals: ApprovalFigures): string {
  const sorted = [...approvals.shownAfterMs].sort((a, b) => a - b);
  const middle = sorted[Math.floor(sorted.length / 2)] ?? 0;
  return [
    `The hub, ${CONNECTIONS} connections, one ops login:`,
    '',
    '| path | req/s | p50 ms | p99 ms | max ms | non-2xx |',
    '| --- | ---: | ---: | ---: | ---: | ---: |',
    ...rows.map(
      (r) =>
        `| ${r.scenario} | ${r.requestsPerSecond} | ${r.p50Ms} | ${r.p99Ms} | ${r.maxMs ?? '-'} | ${r.non2xx} |`,
    ),
    '',
    `Approval to shop (catalogue cache ${approvals.cacheSeconds} s): from the approve call's answer to GET api/products/{id}/ answering in stock with the batch's units, ${sorted.length} products (${approvals.soldOutBefore} sold out before): median ${middle} ms, max ${sorted.at(-1) ?? 0} ms (${approvals.shownAfterMs.join(', ')} ms).`,
  ].join('\n');
}
