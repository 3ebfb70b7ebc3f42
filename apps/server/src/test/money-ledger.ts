import { sql, type SQL } from 'drizzle-orm';
import { expect } from 'vitest';
import type { Executor } from '../db/client';

/**
 * The money ledger of the whole shop, checked after the order path's tests: every rupee in equals
 * every rupee out, whatever races, retries or crashes the test put it through. Each check is a
 * query answering the rows that break it, with a sentence saying what is wrong; the helper fails
 * with all of them at once.
 *
 * - A checkout's orders add up to its payment, in paise: items, delivery fees, discount, credit
 *   and what is paid (and the payment's own sum: net = gross - discount - credit).
 * - Refunds never exceed what was captured: per order, its share; per payment, the captures the
 *   provider reported (nothing is refunded where nothing was captured); per capture refunded
 *   whole, that capture. A completed online payment was completed by a capture of its amount.
 * - The money rule of a line (decision 042): its credit plus the worth of the units sent again as
 *   replacements is at most what the line was paid for (after the order's code discount; a ₹0
 *   order earns nothing), and its replaced units are those of its live replacement orders; the
 *   credits granted for an order's tickets are at most what its lines were credited; a cancelled
 *   order gave back (refund and returned credit) at most what was paid for it less what its lines
 *   had earned, an order whose payment never came exactly the credit it spent; and every paise
 *   spent by a checkout came out of a credit.
 */
/** What line `i` of order `o` was paid for, as line-money.ts linePaidPaise computes it. */
const LINE_PAID = sql.raw(`(CASE WHEN o.items_subtotal_paise <= 0 THEN 0 ELSE
  floor(i.price_paise::numeric * i.quantity
    * greatest(0, o.items_subtotal_paise - greatest(0, o.discount_paise - o.credit_paise))
    / o.items_subtotal_paise)::int END)`);

const CHECKS: { problem: string; query: SQL }[] = [
  {
    problem: "the orders' amounts do not add up to their payment",
    query: sql`
      SELECT p.id AS "paymentId", p.net_paise AS "paymentNet", sum(o.net_paise)::int AS "ordersNet",
        p.items_total_paise AS "paymentItems", sum(o.items_subtotal_paise)::int AS "ordersItems",
        p.delivery_fee_paise AS "paymentFee", sum(o.delivery_fee_paise)::int AS "ordersFee",
        p.credit_paise AS "paymentCredit", sum(o.credit_paise)::int AS "ordersCredit",
        p.discount_paise + p.credit_paise AS "paymentDiscount",
        sum(o.discount_paise)::int AS "ordersDiscount"
      FROM payments p JOIN orders o ON o.payment_id = p.id
      GROUP BY p.id
      HAVING p.net_paise <> sum(o.net_paise) OR p.items_total_paise <> sum(o.items_subtotal_paise)
        OR p.delivery_fee_paise <> sum(o.delivery_fee_paise)
        OR p.credit_paise <> sum(o.credit_paise)
        OR p.discount_paise + p.credit_paise <> sum(o.discount_paise)`,
  },
  {
    problem: 'a payment without orders',
    query: sql`SELECT p.id AS "paymentId" FROM payments p
      WHERE NOT EXISTS (SELECT 1 FROM orders o WHERE o.payment_id = p.id)`,
  },
  {
    problem: "a payment's net is not its gross less discount and credit",
    query: sql`SELECT id AS "paymentId", gross_paise, discount_paise, credit_paise, net_paise
      FROM payments
      WHERE net_paise <> gross_paise - discount_paise - credit_paise
        OR gross_paise <> items_total_paise + delivery_fee_paise`,
  },
  {
    problem: "an order's items do not add up to its subtotal",
    query: sql`SELECT o.id AS "orderId", o.items_subtotal_paise AS "subtotal",
        sum(i.price_paise * i.quantity)::int AS "items"
      FROM orders o JOIN order_items i ON i.order_id = o.id
      GROUP BY o.id HAVING o.items_subtotal_paise <> sum(i.price_paise * i.quantity)`,
  },
  {
    problem: "refunds exceed the order's share of the payment",
    query: sql`SELECT r.order_id AS "orderId", sum(r.amount_paise)::int AS "refunded",
        o.net_paise AS "orderNet"
      FROM refunds r JOIN orders o ON o.id = r.order_id
      GROUP BY r.order_id, o.net_paise HAVING sum(r.amount_paise) > o.net_paise`,
  },
  {
    problem: 'refunds exceed what the provider captured for the payment',
    // Every capture is recorded (payment_captures), kept or not: a payment's refunds are within
    // their sum, and a refund of a whole capture within that capture.
    query: sql`SELECT p.id AS "paymentId", r.refunded, coalesce(c.captured, 0)::int AS "captured"
      FROM payments p
      JOIN (SELECT payment_id, sum(amount_paise)::int AS refunded FROM refunds
            GROUP BY payment_id) r ON r.payment_id = p.id
      LEFT JOIN (SELECT payment_id, sum(amount_paise) AS captured FROM payment_captures
            GROUP BY payment_id) c ON c.payment_id = p.id
      WHERE r.refunded > coalesce(c.captured, 0)`,
  },
  {
    problem: 'a capture was refunded more than it brought in',
    query: sql`SELECT c.id AS "captureId", c.amount_paise AS "captured", r.amount_paise AS "refunded"
      FROM refunds r JOIN payment_captures c ON c.id = r.capture_id
      WHERE r.amount_paise > c.amount_paise`,
  },
  {
    problem: 'a payment was completed by a capture of another amount, or by none',
    query: sql`SELECT p.id AS "paymentId", p.net_paise AS "net", c.amount_paise AS "captured"
      FROM payments p LEFT JOIN payment_captures c
        ON c.payment_id = p.id AND c.outcome = 'completed'
      WHERE p.status = 'completed' AND p.provider_order_id IS NOT NULL
        AND (c.id IS NULL OR c.amount_paise <> p.net_paise OR c.currency <> 'INR')`,
  },
  {
    problem: 'a line was credited and replaced for more than it was paid for',
    // The money rule of line-money.ts: what the line was paid for (linePaidPaise), against its
    // credit plus the worth of the units sent again.
    // The units sent again are read from the tickets' live replacement orders, not from the
    // line's own count, so the check stands apart from the code it checks.
    query: sql`SELECT i.id AS "orderItemId", i.credited_paise AS "credited",
        sent.units AS "replacedUnits", paid.paise AS "paid"
      FROM order_items i JOIN orders o ON o.id = i.order_id,
      LATERAL (SELECT ${LINE_PAID} AS paise) paid,
      LATERAL (SELECT coalesce(sum(ri.quantity), 0)::int AS units
        FROM tickets t JOIN orders r ON r.id = t.replacement_order_id
        JOIN order_items ri ON ri.order_id = r.id
        WHERE t.order_item_id = i.id AND r.status NOT IN (10, 90)) sent
      WHERE sent.units > i.quantity OR i.credited_paise
        + floor(paid.paise::numeric * sent.units / i.quantity) > paid.paise`,
  },
  {
    problem: "a line's replaced units are not the units of its live replacement orders",
    query: sql`SELECT i.id AS "orderItemId", i.replaced_units AS "replacedUnits",
        coalesce(r.units, 0)::int AS "sent"
      FROM order_items i LEFT JOIN (
        SELECT o.replaces_order_item_id AS line, sum(ri.quantity) AS units
        FROM orders o JOIN order_items ri ON ri.order_id = o.id
        WHERE o.replaces_order_item_id IS NOT NULL AND o.status NOT IN (10, 90)
        GROUP BY o.replaces_order_item_id
      ) r ON r.line = i.id
      WHERE i.replaced_units <> coalesce(r.units, 0)`,
  },
  {
    problem: 'a cancel gave back more than its lines left of what was paid',
    // At most the cash paid online plus the credit spent, less what the lines already earned as
    // credit or replacements, comes back as a refund and returned credit: no rupee twice.
    query: sql`SELECT o.id AS "orderId", coalesce(r.amount_paise, 0) AS "refunded",
        coalesce(c.amount_paise, 0) AS "creditBack", m.made_good AS "madeGood",
        o.net_paise AS "net", o.credit_paise AS "creditSpent"
      FROM orders o JOIN payments p ON p.id = o.payment_id
      LEFT JOIN refunds r ON r.order_id = o.id
      LEFT JOIN customer_credits c ON c.returned_from_order_id = o.id,
      LATERAL (SELECT coalesce(sum(i.credited_paise
          + floor(${LINE_PAID}::numeric * i.replaced_units / i.quantity)), 0)::int AS made_good
        FROM order_items i WHERE i.order_id = o.id) m
      WHERE o.status = 90 AND coalesce(r.amount_paise, 0) + coalesce(c.amount_paise, 0)
        > greatest(0, CASE WHEN p.method = 10 AND p.status = 'completed' THEN o.net_paise ELSE 0 END
          + o.credit_paise - m.made_good)`,
  },
  {
    problem: "an order's tickets were granted more credit than its lines were credited",
    query: sql`SELECT t.order_id AS "orderId", sum(c.amount_paise)::int AS "granted",
        (SELECT coalesce(sum(i.credited_paise), 0)::int FROM order_items i
          WHERE i.order_id = t.order_id) AS "credited"
      FROM customer_credits c JOIN tickets t ON t.id = c.ticket_id
      WHERE t.order_id IS NOT NULL
      GROUP BY t.order_id
      HAVING sum(c.amount_paise) > (SELECT coalesce(sum(i.credited_paise), 0) FROM order_items i
        WHERE i.order_id = t.order_id)`,
  },
  {
    problem: 'a credit given back is not what its order spent, or its order is still live',
    // A cancel gives back less where the lines earned credit or a replacement (checked above).
    query: sql`SELECT c.id AS "creditId", c.amount_paise AS "returned", o.credit_paise AS "spent",
        o.status
      FROM customer_credits c JOIN orders o ON o.id = c.returned_from_order_id
      WHERE (o.status = 10 AND c.amount_paise <> o.credit_paise)
        OR c.amount_paise > o.credit_paise OR o.status NOT IN (10, 90)`,
  },
  {
    problem: "a customer's checkouts spent credit that no credit row gave up",
    query: sql`SELECT u.user_id AS "userId", u.given_up AS "givenUp", u.spent
      FROM (
        SELECT coalesce(c.user_id, s.user_id) AS user_id,
          coalesce(c.given_up, 0)::int AS given_up, coalesce(s.spent, 0)::int AS spent
        FROM (SELECT user_id, sum(amount_paise - remaining_paise) AS given_up
              FROM customer_credits GROUP BY user_id) c
        FULL JOIN (SELECT user_id, sum(credit_paise) AS spent FROM payments GROUP BY user_id) s
          ON s.user_id = c.user_id
      ) u
      WHERE u.given_up <> u.spent`,
  },
];

/** Every broken rule of the money ledger, each with the rows that break it. */
export async function moneyLedgerProblems(db: Executor) {
  const problems: { problem: string; rows: unknown[] }[] = [];
  for (const check of CHECKS) {
    const { rows } = await db.execute(check.query);
    if (rows.length > 0) problems.push({ problem: check.problem, rows: rows.slice(0, 5) });
  }
  return problems;
}

/** Fails the test with every broken rule of the money ledger (see CHECKS). */
export async function expectMoneyLedgerBalanced(db: Executor) {
  expect(await moneyLedgerProblems(db)).toEqual([]);
}

/**
 * What checkouts hold, counted both ways: a batch's units out are the units its live allocations
 * took, a slot's booked places are its live orders, a code's uses are its unreleased uses.
 */
const HOLDINGS: { problem: string; query: SQL }[] = [
  {
    problem: "a batch's units out are not what its allocations still hold",
    query: sql`SELECT s.id AS "batchId", s.quantity - s.quantity_remaining AS "out",
        coalesce(sum(b.quantity) FILTER (WHERE b.returned_at IS NULL), 0)::int AS "held"
      FROM stock_batches s LEFT JOIN order_item_batches b ON b.batch_id = s.id
      GROUP BY s.id
      HAVING s.quantity - s.quantity_remaining
        <> coalesce(sum(b.quantity) FILTER (WHERE b.returned_at IS NULL), 0)`,
  },
  {
    problem: "a slot's booked places are not its live orders",
    query: sql`SELECT d.id AS "slotId", d.booked,
        count(o.id) FILTER (WHERE o.status NOT IN (10, 90))::int AS "liveOrders"
      FROM delivery_slots d LEFT JOIN orders o ON o.slot_id = d.id
      GROUP BY d.id HAVING d.booked <> count(o.id) FILTER (WHERE o.status NOT IN (10, 90))`,
  },
  {
    problem: "a code's use count is not its unreleased uses",
    query: sql`SELECT c.id AS "codeId", c.uses_count AS "count",
        count(u.id) FILTER (WHERE u.released_at IS NULL)::int AS "uses"
      FROM discount_codes c LEFT JOIN discount_uses u ON u.discount_code_id = c.id
      GROUP BY c.id HAVING c.uses_count <> count(u.id) FILTER (WHERE u.released_at IS NULL)`,
  },
  {
    problem: 'a closed order still holds units',
    query: sql`SELECT o.id AS "orderId" FROM orders o
      JOIN order_items i ON i.order_id = o.id JOIN order_item_batches b ON b.order_item_id = i.id
      WHERE o.status IN (10, 90) AND b.returned_at IS NULL`,
  },
];

/**
 * Every broken rule of what checkouts hold (stock, slot places, code uses). Only for shops whose
 * stock, slots and codes changed through the order path alone (the checkout kit's shop).
 */
export async function holdingProblems(db: Executor) {
  const problems: { problem: string; rows: unknown[] }[] = [];
  for (const check of HOLDINGS) {
    const { rows } = await db.execute(check.query);
    if (rows.length > 0) problems.push({ problem: check.problem, rows: rows.slice(0, 5) });
  }
  return problems;
}
