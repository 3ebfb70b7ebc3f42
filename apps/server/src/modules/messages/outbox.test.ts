import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import type { Database } from '../../db/client';
import { messagePreferenceChanges, users } from '../../db/schema/accounts';
import { outboxMessages } from '../../db/schema/messages';
import {
  MessageNotSent,
  MessageRefused,
  type MessageSender,
  type OutgoingMessage,
} from '../../providers/messages/message-sender';
import { openTestDatabase } from '../../test/harness';
import { setMessagePreferences } from '../accounts/service';
import { queueMessage, recordDeliveryReport, sendDueMessages } from './service';

/** The outbox's rules on the suite's database: queueing once, sending, holding, retrying. */
let database: Database;
let drop: () => Promise<void>;
beforeAll(async () => {
  ({ database, drop } = await openTestDatabase());
});
afterAll(async () => drop());
beforeEach(async () => {
  await database.db.delete(outboxMessages);
});

/** 10:00 IST on a Friday; 15:30 UTC is 21:00 IST. */
const DAY_10_IST = new Date('2026-11-20T04:30:00.000Z');
const minutesAfter = (at: Date, minutes: number) => new Date(at.getTime() + minutes * 60_000);

/** A sender that answers as the test says and keeps what it was given. */
class ScriptedSender implements MessageSender {
  sent: OutgoingMessage[] = [];
  answers: ('ok' | 'down' | 'refused')[] = [];
  send(message: OutgoingMessage) {
    const answer = this.answers.shift() ?? 'ok';
    if (answer === 'down') return Promise.reject(new MessageNotSent('provider answered 503'));
    if (answer === 'refused')
      return Promise.reject(new MessageRefused('provider answered 400: bad number'));
    this.sent.push(message);
    return Promise.resolve({ providerMessageId: `p-${message.reference}` });
  }
}

let nextMobile = 9_800_000_000;
async function customer(language: 'en' | 'hi' | 'kn' = 'en') {
  const [user] = await database.db
    .insert(users)
    .values({
      mobile: String(nextMobile++),
      firstName: 'Asha',
      lastName: 'Rao',
      email: '',
      language,
    })
    .returning();
  return user!;
}

const rowsOf = (mobile: string) =>
  database.db.select().from(outboxMessages).where(eq(outboxMessages.mobile, mobile));

describe('queueing a message', () => {
  it('queues one message in the customer language, however often the transaction is retried', async () => {
    const asha = await customer('kn');
    const queue = (now: Date) =>
      database.db.transaction((tx) =>
        queueMessage(tx, {
          template: 'order_moved',
          variables: { orderNumber: 'MP7', slot: 'Sat 29 Nov, 5 PM - 8 PM', reason: 'rain' },
          to: { userId: asha.id },
          dedupeKey: 'order-moved:7:55',
          orderId: 7,
          now,
        }),
      );
    // A transaction that rolls back leaves nothing behind.
    await expect(
      database.db.transaction(async (tx) => {
        await queueMessage(tx, {
          template: 'order_moved',
          variables: { orderNumber: 'MP7', slot: 'x', reason: 'y' },
          to: { userId: asha.id },
          dedupeKey: 'order-moved:7:55',
          now: DAY_10_IST,
        });
        throw new Error('deadlock, try again');
      }),
    ).rejects.toThrow('deadlock');
    expect(await queue(DAY_10_IST)).toMatchObject({ state: 'queued' });
    expect(await queue(DAY_10_IST)).toBeNull();
    const rows = await rowsOf(asha.mobile);
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({ language: 'kn', template: 'order_moved', orderId: 7 });

    const sender = new ScriptedSender();
    await sendDueMessages(database.db, sender, DAY_10_IST);
    expect(sender.sent).toHaveLength(1);
    expect(sender.sent[0]).toMatchObject({
      mobile: asha.mobile,
      channel: 'sms',
      language: 'kn',
      text: 'Makers Pantry: ಆರ್ಡರ್ MP7 ಈಗ Sat 29 Nov, 5 PM - 8 PM ತಲುಪುತ್ತದೆ. ಕಾರಣ: rain.',
    });
    expect(Object.keys(sender.sent[0]!.variables)).toEqual(['orderNumber', 'slot', 'reason']);
  });

  it('stores a non-essential message to an opted-out customer as suppressed and never sends it', async () => {
    const ravi = await customer('hi');
    await database.db.transaction((tx) =>
      setMessagePreferences(tx, ravi.id, { optedOut: true }, 'customer', DAY_10_IST),
    );
    const changes = await database.db
      .select()
      .from(messagePreferenceChanges)
      .where(eq(messagePreferenceChanges.userId, ravi.id));
    expect(changes).toMatchObject([{ optedOut: true, changedBy: 'customer' }]);
    await queueMessage(database.db, {
      template: 'order_delivered',
      variables: { orderNumber: 'MP8' },
      to: { userId: ravi.id },
      dedupeKey: 'delivered:8',
      now: DAY_10_IST,
    });
    await queueMessage(database.db, {
      template: 'order_cancelled',
      variables: { orderNumber: 'MP9', reason: 'out of stock' },
      to: { userId: ravi.id },
      dedupeKey: 'cancelled:9',
      now: DAY_10_IST,
    });
    const sender = new ScriptedSender();
    await sendDueMessages(database.db, sender, DAY_10_IST);
    expect(sender.sent.map((m) => m.template)).toEqual(['order_cancelled']);
    expect(sender.sent[0]!.text).toBe(
      'Makers Pantry: हमें ऑर्डर MP9 रद्द करना पड़ा। कारण: out of stock। आपका भुगतान वापस किया जाएगा।',
    );
    const states = Object.fromEntries(
      (await rowsOf(ravi.mobile)).map((r) => [r.template, r.state]),
    );
    expect(states).toEqual({ order_delivered: 'suppressed', order_cancelled: 'sent' });
  });
});

describe('sending', () => {
  const queueFor = (
    mobile: string,
    key: string,
    template: 'order_cancelled' | 'out_for_delivery',
    now: Date,
  ) =>
    queueMessage(database.db, {
      template,
      variables: { orderNumber: 'MP1', reason: 'r' },
      to: { mobile },
      dedupeKey: key,
      now,
    });

  it('holds what can wait during quiet hours until 08:00 IST, but sends same-day delivery news', async () => {
    const ten_pm = new Date('2026-11-20T16:30:00.000Z');
    await queueFor('9700000001', 'quiet:cancel', 'order_cancelled', ten_pm);
    await queueFor('9700000001', 'quiet:out', 'out_for_delivery', ten_pm);
    const sender = new ScriptedSender();
    await sendDueMessages(database.db, sender, ten_pm);
    expect(sender.sent.map((m) => m.template)).toEqual(['out_for_delivery']);
    const [held] = (await rowsOf('9700000001')).filter((r) => r.template === 'order_cancelled');
    expect(held).toMatchObject({ state: 'held', attempts: 0 });
    // 08:00 IST next day is 02:30 UTC.
    expect(held!.nextAttemptAt).toEqual(new Date('2026-11-21T02:30:00.000Z'));
    await sendDueMessages(database.db, sender, new Date('2026-11-21T02:29:00.000Z'));
    expect(sender.sent).toHaveLength(1);
    await sendDueMessages(database.db, sender, new Date('2026-11-21T02:30:00.000Z'));
    expect(sender.sent.map((m) => m.template)).toEqual(['out_for_delivery', 'order_cancelled']);
  });

  it('tries again after a provider failure, with backoff, and fails for good after five tries', async () => {
    await queueFor('9700000002', 'retry:1', 'order_cancelled', DAY_10_IST);
    const sender = new ScriptedSender();
    sender.answers = ['down', 'down'];
    await sendDueMessages(database.db, sender, DAY_10_IST);
    let [row] = await rowsOf('9700000002');
    expect(row).toMatchObject({ state: 'queued', attempts: 1, error: 'provider answered 503' });
    expect(row!.nextAttemptAt).toEqual(minutesAfter(DAY_10_IST, 1));
    await sendDueMessages(database.db, sender, minutesAfter(DAY_10_IST, 1));
    [row] = await rowsOf('9700000002');
    expect(row!.nextAttemptAt).toEqual(minutesAfter(DAY_10_IST, 3));
    await sendDueMessages(database.db, sender, minutesAfter(DAY_10_IST, 3));
    [row] = await rowsOf('9700000002');
    expect(row).toMatchObject({
      state: 'sent',
      attempts: 3,
      providerMessageId: `p-${row!.id}`,
      error: null,
    });

    await queueFor('9700000003', 'retry:2', 'order_cancelled', DAY_10_IST);
    sender.answers = ['down', 'down', 'down', 'down', 'down'];
    let at = DAY_10_IST;
    for (let i = 0; i < 5; i++) {
      await sendDueMessages(database.db, sender, at);
      at = minutesAfter(at, 60);
    }
    expect(await rowsOf('9700000003')).toMatchObject([{ state: 'failed', attempts: 5 }]);
  });

  it('does not try again a message the provider refused', async () => {
    await queueFor('9700000004', 'refused:1', 'order_cancelled', DAY_10_IST);
    const sender = new ScriptedSender();
    sender.answers = ['refused'];
    await sendDueMessages(database.db, sender, DAY_10_IST);
    await sendDueMessages(database.db, sender, minutesAfter(DAY_10_IST, 120));
    expect(await rowsOf('9700000004')).toMatchObject([
      {
        state: 'failed',
        attempts: 1,
        error: 'provider answered 400: bad number',
        nextAttemptAt: null,
      },
    ]);
    expect(sender.sent).toHaveLength(0);
  });

  it('sends each message once when two runners pass at the same time', async () => {
    for (let i = 0; i < 6; i++)
      await queueFor('9700000005', `two:${i}`, 'order_cancelled', DAY_10_IST);
    const sender = new ScriptedSender();
    await Promise.all([
      sendDueMessages(database.db, sender, DAY_10_IST),
      sendDueMessages(database.db, sender, DAY_10_IST),
    ]);
    expect(sender.sent).toHaveLength(6);
    expect(new Set(sender.sent.map((m) => m.reference)).size).toBe(6);
  });

  it('sends at most three non-essential messages a day to one number', async () => {
    const meera = await customer();
    for (let i = 0; i < 4; i++) {
      await queueMessage(database.db, {
        template: 'order_delivered',
        variables: { orderNumber: `MP${i}` },
        to: { userId: meera.id },
        dedupeKey: `limit:${i}`,
        now: DAY_10_IST,
      });
    }
    const sender = new ScriptedSender();
    await sendDueMessages(database.db, sender, DAY_10_IST);
    expect(sender.sent).toHaveLength(3);
    const states = (await rowsOf(meera.mobile)).map((r) => r.state).sort();
    expect(states).toEqual(['sent', 'sent', 'sent', 'suppressed']);
  });

  it('a delivery report moves a sent message to delivered, once', async () => {
    await queueFor('9700000006', 'report:1', 'order_cancelled', DAY_10_IST);
    await sendDueMessages(database.db, new ScriptedSender(), DAY_10_IST);
    const [row] = await rowsOf('9700000006');
    const report = {
      providerMessageId: row!.providerMessageId!,
      outcome: 'delivered' as const,
      at: minutesAfter(DAY_10_IST, 1),
    };
    expect(await recordDeliveryReport(database.db, report)).toBe(true);
    expect(await recordDeliveryReport(database.db, { ...report, outcome: 'failed' })).toBe(false);
    expect(await rowsOf('9700000006')).toMatchObject([{ state: 'delivered' }]);
  });
});
