import { spawn, type ChildProcess } from 'node:child_process';
import { mkdirSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { eq, sql } from 'drizzle-orm';
import { build } from 'esbuild';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { addresses } from '../../../db/schema/addresses';
import { stockBatches } from '../../../db/schema/catalog';
import { deliverySlots } from '../../../db/schema/delivery';
import { discountCodes } from '../../../db/schema/discounts';
import { customerCredits, idempotencyKeys } from '../../../db/schema/orders';
import { payments } from '../../../db/schema/payments';
import { createTestLogin } from '../../../http/auth-testing';
import { openTestDatabase, openTestShop, type TestShop } from '../../../test/harness';
import {
  expectMoneyLedgerBalanced,
  holdingProblems,
  moneyLedgerProblems,
} from '../../../test/money-ledger';
import {
  buildCheckoutShop,
  checkoutCustomer,
  type CheckoutShop,
  orderBody,
  sweepExpiredHolds,
} from '../../../test/checkout-test-kit';
import { grantCredit } from '../credit/customer-credit';

/**
 * Issue 28's fault test: the real server (src/main.ts through tsx, a child process on
 * PostgreSQL) is killed with SIGKILL in the middle of a burst of 200 checkouts, started again, and
 * every request is sent again with its Idempotency-Key. Whatever the kill interrupted (a checkout
 * committed and not answered, an online checkout without its provider order, a transaction half
 * done), each key ends with exactly one checkout, and stock, slot places, code uses and credit
 * add up; the hold sweeper then gives back every unpaid online hold.
 */
const BUYERS = 200;
const KILL_AFTER_ANSWERS = 40;
const SERVER = path.join(import.meta.dirname, '../../../..');
const MAIN = path.join(SERVER, 'src/main.ts');
const MIGRATIONS = path.join(SERVER, 'src/db/migrations');
const MINUTE = 60_000;

let shop: TestShop;
let kit: CheckoutShop;
let databaseUrl: string;
let slotId: number;
let bundleDir: string;
let built: string;

interface Buyer {
  userId: number;
  headers: Record<string, string>;
  key: string;
  body: ReturnType<typeof orderBody>;
}
let buyers: Buyer[] = [];

/**
 * The server bundled as scripts/build.mjs does (packages stay in node_modules), beside
 * apps/server's node_modules so they resolve: it starts in a second, where tsx would transpile
 * the whole server twice.
 */
async function bundleServer() {
  const cache = path.join(SERVER, 'node_modules/.cache');
  mkdirSync(cache, { recursive: true });
  bundleDir = mkdtempSync(path.join(cache, 'mp-crash-'));
  await build({
    entryPoints: [MAIN],
    outdir: bundleDir,
    bundle: true,
    platform: 'node',
    target: 'node20',
    format: 'esm',
    logLevel: 'silent',
    plugins: [
      {
        name: 'external-packages',
        setup(b) {
          b.onResolve({ filter: /^[^./]/ }, (args) =>
            args.path.startsWith('@makers-pantry/')
              ? undefined
              : { path: args.path, external: true },
          );
        },
      },
    ],
  });
  built = path.join(bundleDir, 'main.js');
}

/** The shop on real time: the child server reads the wall clock. */
beforeAll(async () => {
  await bundleServer();
  const opened = await openTestDatabase();
  databaseUrl = opened.url!;
  shop = await openTestShop({ open: async () => opened });
  shop.clock.current = new Date();
  const now = shop.clock.now();
  const db = shop.database.db;
  kit = await buildCheckoutShop(db, now);
  const plenty = (name: string) => ({
    productId: kit.product[name]!,
    status: 'approved' as const,
    quantity: 5_000,
    quantityRemaining: 5_000,
  });
  await db.insert(stockBatches).values(['Thick Curd', 'Groundnut Oil'].map(plenty));
  const [slot] = await db
    .insert(deliverySlots)
    .values({
      date: new Date(now.getTime() + 2 * 24 * 60 * MINUTE).toISOString().slice(0, 10),
      startAt: new Date(now.getTime() + 2 * 24 * 60 * MINUTE),
      endAt: new Date(now.getTime() + (2 * 24 + 3) * 60 * MINUTE),
      type: 10,
      capacity: 5_000,
      cutoffAt: new Date(now.getTime() + 24 * 60 * MINUTE),
      serviceablePolygon: 300,
    })
    .returning();
  slotId = slot!.id;
  await db.insert(discountCodes).values({
    code: 'CRASH10',
    percentage: 10,
    capPaise: 5_000,
    validFrom: new Date(now.getTime() - 24 * 60 * MINUTE),
    validTo: new Date(now.getTime() + 7 * 24 * 60 * MINUTE),
  });

  // One address made the ordinary way; the others copy its place for their own customers.
  const first = await checkoutCustomer(shop);
  const [template] = await db.select().from(addresses).where(eq(addresses.id, first.addressId));
  const { id: _id, userId: _userId, ...place } = template!;
  const logins = [first];
  for (let i = 1; i < BUYERS; i += 20)
    logins.push(
      ...(await Promise.all(
        Array.from({ length: Math.min(20, BUYERS - i) }, async () => {
          const login = await createTestLogin(db, {}, now);
          const [address] = await db
            .insert(addresses)
            .values({ ...place, userId: login.user.id })
            .returning({ id: addresses.id });
          return { ...login, addressId: address!.id };
        }),
      )),
    );
  buyers = await Promise.all(
    logins.map(async (login, i) => {
      // Every fifth buyer has ₹50 of credit; every other one a code; a third pays online.
      if (i % 5 === 0) await grantCredit(db, { userId: login.user.id, amountPaise: 5_000, now });
      return {
        userId: login.user.id,
        headers: login.headers,
        key: `crash-${i}-${login.user.id}`,
        body: orderBody(
          login.addressId,
          [
            {
              slot: slotId,
              items: [
                [kit.product['Thick Curd']!, 1 + (i % 3)],
                [kit.product['Groundnut Oil']!, 1],
              ],
            },
          ],
          { paymentMethod: i % 3 === 0 ? 10 : 20, ...(i % 2 ? { discountCode: 'CRASH10' } : {}) },
        ),
      };
    }),
  );
}, 120_000);
afterAll(async () => {
  await shop.close();
  rmSync(bundleDir, { recursive: true, force: true });
});

/** The real start-up (the bundled main.ts), as a child process; resolves with its URL once it listens. */
async function startServer(): Promise<{ child: ChildProcess; url: string }> {
  const dir = mkdtempSync(path.join(tmpdir(), 'mp-crash-'));
  const child = spawn(process.execPath, [built], {
    env: {
      ...process.env,
      NODE_ENV: 'test',
      // The start-up line that names the port is logged at info, among the request lines.
      LOG_LEVEL: 'info',
      DATABASE_URL: databaseUrl,
      MIGRATIONS_DIR: MIGRATIONS,
      PORT: '0',
      HOST: '127.0.0.1',
      SEED_DEMO: 'false',
      PAYMENT_GATEWAY: 'simulator',
      CATALOGUE_CACHE_SECONDS: '0',
      PUBLIC_LIMIT_PER_MINUTE: '0',
      UPLOAD_DIR: path.join(dir, 'uploads'),
      PRIVATE_UPLOAD_DIR: path.join(dir, 'private'),
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  return new Promise((resolve, reject) => {
    const read = (chunk: Buffer) => {
      output += chunk.toString();
      const match = /running at (http:\/\/[^\s"]+)/.exec(output);
      if (match) resolve({ child, url: match[1]! });
    };
    child.stdout!.on('data', read);
    child.stderr!.on('data', read);
    child.once('exit', (code) => reject(new Error(`server exited (${code}): ${output}`)));
  });
}

interface Answer {
  status: number;
  paymentId?: number;
  body?: unknown;
}

async function send(url: string, buyer: Buyer): Promise<Answer | undefined> {
  try {
    const res = await fetch(new URL('api/orders/create-v2/', url), {
      method: 'POST',
      headers: {
        ...buyer.headers,
        'content-type': 'application/json',
        'idempotency-key': buyer.key,
      },
      body: JSON.stringify(buyer.body),
    });
    const body = (await res.json()) as { myjaxyPaymentId?: number };
    return { status: res.status, paymentId: body.myjaxyPaymentId, body };
  } catch {
    return undefined; // the server died before answering
  }
}

const count = async (query: ReturnType<typeof sql>) =>
  Number((await shop.database.db.execute<{ n: number }>(query)).rows[0]!.n);

describe('SIGKILL during a burst of checkouts (PostgreSQL, the real server)', () => {
  it('every key ends with one checkout, everything adds up, and the sweeper frees every unpaid hold', async () => {
    const db = shop.database.db;
    const started = Date.now();
    const lap = (what: string) => console.log(`${what}: ${Date.now() - started} ms`);
    const first = await startServer();
    lap('first start');
    // Killed once KILL_AFTER_ANSWERS answers came back and the database shows a checkout
    // committed whose answer has not: the moment issue 28 is about.
    const answeredKeys = new Set<string>();
    let checking = false;
    const killWhenStranded = async () => {
      if (checking || first.child.signalCode !== null) return;
      checking = true;
      const linked = await db.select({ key: idempotencyKeys.key }).from(idempotencyKeys);
      if (linked.some((row) => !answeredKeys.has(row.key))) first.child.kill('SIGKILL');
      checking = false;
    };
    const firstAnswers = await Promise.all(
      buyers.map(async (buyer) => {
        const answer = await send(first.url, buyer);
        if (answer) answeredKeys.add(buyer.key);
        if (answer && answeredKeys.size >= KILL_AFTER_ANSWERS) await killWhenStranded();
        return answer;
      }),
    );
    if (first.child.signalCode === null) first.child.kill('SIGKILL');
    await new Promise((resolve) =>
      first.child.exitCode !== null || first.child.signalCode !== null
        ? resolve(null)
        : first.child.once('exit', resolve),
    );
    const unanswered = firstAnswers.filter((answer) => answer === undefined).length;
    expect(unanswered).toBeGreaterThan(0);
    // Checkouts the kill left committed but never answered: before issue 28's fix each of these
    // keys answered 409 ORDER_IN_PROGRESS for ever.
    const keysAtKill = await db.select().from(idempotencyKeys);
    const committedUnanswered = keysAtKill.filter(
      (key) =>
        firstAnswers[buyers.findIndex((buyer) => buyer.key === key.key)] === undefined &&
        key.paymentId !== null,
    ).length;

    lap('burst and kill');
    expect(committedUnanswered).toBeGreaterThan(0);
    const second = await startServer();
    lap('second start');
    try {
      const retries = await Promise.all(buyers.map((buyer) => send(second.url, buyer)));
      expect(retries.map((answer) => answer?.status)).toEqual(Array(BUYERS).fill(201));
      // A key answered before the kill answers the same checkout again.
      firstAnswers.forEach((answer, i) => {
        if (answer) expect(retries[i]!.paymentId).toBe(answer.paymentId);
      });
      const keys = await db.select().from(idempotencyKeys);
      expect(keys).toHaveLength(BUYERS);
      const paymentOfKey = new Map(keys.map((key) => [key.key, key.paymentId]));
      buyers.forEach((buyer, i) => expect(retries[i]!.paymentId).toBe(paymentOfKey.get(buyer.key)));
      lap('retries');
    } finally {
      second.child.kill('SIGTERM');
    }

    // One checkout per buyer: no duplicate, none lost.
    const perBuyer = await db
      .select({ userId: payments.userId, n: sql<number>`count(*)::int` })
      .from(payments)
      .groupBy(payments.userId);
    expect(perBuyer).toHaveLength(BUYERS);
    expect(perBuyer.every((row) => row.n === 1)).toBe(true);
    expect(await moneyLedgerProblems(db)).toEqual([]);
    expect(await holdingProblems(db)).toEqual([]);
    const codeUses = await count(
      sql`select count(*)::int as n from payments where discount_code_id is not null`,
    );
    expect(codeUses).toBe(BUYERS / 2);

    // The unpaid online checkouts' holds run out: the sweeper gives everything back.
    const unpaid = await count(
      sql`select count(*)::int as n from payments where status = 'awaiting_payment'`,
    );
    expect(unpaid).toBe(Math.ceil(BUYERS / 3));
    const ended = await sweepExpiredHolds(db, new Date(Date.now() + 16 * MINUTE));
    expect(ended).toBe(unpaid);
    await expectMoneyLedgerBalanced(db);
    expect(await holdingProblems(db)).toEqual([]);
    const [slot] = await db.select().from(deliverySlots).where(eq(deliverySlots.id, slotId));
    // Two makers: two orders, two places, per checkout.
    expect(slot!.booked).toBe(2 * (BUYERS - unpaid));
    const credit = await db
      .select({ left: sql<number>`sum(${customerCredits.remainingPaise})::int` })
      .from(customerCredits);
    const spentByLive = await count(
      sql`select coalesce(sum(credit_paise), 0)::int as n from payments where status <> 'expired'`,
    );
    expect(credit[0]!.left + spentByLive).toBe((BUYERS / 5) * 5_000);
    console.log(
      `checkout crash: ${BUYERS - unanswered} answered before the kill, ${committedUnanswered} committed but unanswered, ${unpaid} unpaid holds swept`,
    );
  }, 120_000);
});
