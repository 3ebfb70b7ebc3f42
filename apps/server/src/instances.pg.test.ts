import { randomBytes } from 'node:crypto';
import { mkdtempSync } from 'node:fs';
import { Agent, request as httpRequest, type ClientRequest, type IncomingMessage } from 'node:http';
import { connect } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import pg from 'pg';
import { afterAll, afterEach, describe, expect, it } from 'vitest';
import { dropWhenIdle, openTestDatabase } from './test/harness';
import { startShop, type ShopProcess } from './test/shop-process';

/**
 * Several instances of the real program (main.ts, through tsx) on one PostgreSQL, as a deploy
 * runs them: started together on an empty database, stopped with SIGTERM under load, and a job
 * holder killed with SIGKILL. Each process is killed after its test whatever happened.
 */
const serverUrl = process.env.TEST_DATABASE_URL!;
const started: ShopProcess[] = [];
const start = (env: Record<string, string>) => {
  const shop = startShop({ PRIVATE_UPLOAD_DIR: tempDir('private'), ...env });
  started.push(shop);
  return shop;
};
afterEach(async () => {
  for (const shop of started.splice(0)) {
    shop.kill();
    await shop.exited;
  }
});
const drops: (() => Promise<void>)[] = [];
afterAll(async () => {
  for (const drop of drops) await drop();
});

const tempDir = (name: string) => mkdtempSync(path.join(tmpdir(), `mp-${name}-`));

/** A database with nothing in it, not even the migrations. */
async function emptyDatabase(): Promise<string> {
  const name = `mp_empty_${randomBytes(6).toString('hex')}`;
  const admin = new pg.Client({ connectionString: serverUrl });
  await admin.connect();
  await admin.query(`CREATE DATABASE ${name}`);
  await admin.end();
  drops.push(() => dropWhenIdle(serverUrl, name));
  const url = new URL(serverUrl);
  url.pathname = `/${name}`;
  return url.toString();
}

/** A migrated database (the suite's template), for tests that need no demo data. */
async function migratedDatabase(): Promise<string> {
  const opened = await openTestDatabase();
  // The processes open their own pools; this one is not needed.
  await opened.database.close();
  drops.push(() => dropWhenIdle(serverUrl, new URL(opened.url!).pathname.slice(1)));
  return opened.url!;
}

/** One query on its own connection. */
async function query<T extends pg.QueryResultRow>(url: string, text: string): Promise<T[]> {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    return (await client.query<T>(text)).rows;
  } finally {
    await client.end();
  }
}

/** Processes that compile the server and, in the first test, draw the demo images: minutes on a busy machine. */
const PROCESSES_TIMEOUT_MS = 300_000;

describe('several instances on one PostgreSQL', { timeout: PROCESSES_TIMEOUT_MS }, () => {
  it('two instances started together on an empty database with the demo catalogue both come up, with one catalogue', async () => {
    const url = await emptyDatabase();
    const env = { DATABASE_URL: url, SEED_DEMO: 'true', JOB_TICK_SECONDS: '600' };
    const first = start({ ...env, UPLOAD_DIR: tempDir('uploads-a') });
    const second = start({ ...env, UPLOAD_DIR: tempDir('uploads-b') });
    const [a, b] = await Promise.all([first.running(240_000), second.running(240_000)]);

    const categoriesOf = async (base: URL) =>
      (await fetch(new URL('api/products/category-list/', base))).json();
    const [seenByA, seenByB] = await Promise.all([categoriesOf(a), categoriesOf(b)]);
    expect(seenByA).toEqual(seenByB);
    expect((seenByA as unknown[]).length).toBeGreaterThan(0);
    // One catalogue: each category once, and the demo's products once.
    const [counts] = await query<{ categories: number; distinct_names: number; products: number }>(
      url,
      `select (select count(*)::int from categories) as categories,
              (select count(distinct name)::int from categories) as distinct_names,
              (select count(*)::int from products) as products`,
    );
    expect(counts!.categories).toBe((seenByA as unknown[]).length);
    expect(counts!.distinct_names).toBe(counts!.categories);
    // Exactly one of the two loaded it; the other found it there.
    const said = [...first.lines(), ...second.lines()].map((line) => line.msg);
    expect(said.filter((msg) => msg.startsWith('demo catalogue loaded'))).toHaveLength(1);
    expect(said.filter((msg) => msg.startsWith('the shop has a catalogue'))).toHaveLength(1);
    const loaded = [...first.lines(), ...second.lines()].find((line) =>
      line.msg.startsWith('demo catalogue loaded'),
    );
    expect(loaded?.products).toBe(counts!.products);
  });

  it('a SIGTERM under load on kept-alive connections gives the clients no error, and exits 0', async () => {
    const shop = start({
      DATABASE_URL: await migratedDatabase(),
      UPLOAD_DIR: tempDir('uploads'),
      SEED_DEMO: 'false',
      SHUTDOWN_GRACE_SECONDS: '2',
      SHUTDOWN_TIMEOUT_SECONDS: '20',
      PUBLIC_LIMIT_PER_MINUTE: '0',
      JOB_TICK_SECONDS: '600',
    });
    const base = await shop.running();
    const port = Number(base.port);
    const agent = new Agent({ keepAlive: true, maxSockets: 6 });

    /** A request on the kept-alive agent; what it answered, or the transport error it met. */
    const send = (method: 'GET' | 'POST', pathname: string, body?: string) =>
      new Promise<{ status: number; connection?: string } | { error: string }>((resolve) => {
        const req = httpRequest(
          {
            host: '127.0.0.1',
            port,
            method,
            path: pathname,
            agent,
            headers: body ? { 'content-type': 'application/json' } : {},
          },
          (res) => {
            res.resume();
            res.once('end', () =>
              resolve({ status: res.statusCode!, connection: res.headers.connection }),
            );
            res.once('error', (error) => resolve({ error: error.message }));
          },
        );
        req.once('error', (error) => resolve({ error: error.message }));
        req.end(body);
      });

    // A proxy's probe: once readiness says 503, no new requests go to this instance.
    let routedHere = true;
    const probe = (async () => {
      while (routedHere) {
        const ready = await fetch(new URL('api/health/ready', base)).catch(() => null);
        // A 503, or no answer at all, takes the instance out.
        if (ready === null || ready.status === 503) routedHere = false;
        await new Promise((resolve) => setTimeout(resolve, 100));
      }
    })();

    // The load: six clients, a GET and a POST in turn, each as long as this instance is routed to.
    const answers: Awaited<ReturnType<typeof send>>[] = [];
    let sigtermSent = false;
    let answeredAfterSigterm = 0;
    const client = async () => {
      for (let i = 0; routedHere && i < 2_000; i++) {
        const answer =
          i % 2 === 0
            ? await send('GET', '/api/products/category-list/')
            : await send('POST', '/api/products/cart-list/', '[]');
        answers.push(answer);
        if (sigtermSent) answeredAfterSigterm++;
      }
    };
    const load = Promise.all(Array.from({ length: 6 }, client));

    // A request still in flight when the listener closes: its body comes in two halves.
    const slow = await new Promise<{ req: ClientRequest; answered: Promise<IncomingMessage> }>(
      (resolve) => {
        const req = httpRequest({
          host: '127.0.0.1',
          port,
          method: 'POST',
          path: '/api/products/cart-list/',
          headers: { 'content-type': 'application/json', 'content-length': '2' },
        });
        const answered = new Promise<IncomingMessage>((done, fail) => {
          req.once('response', done);
          req.once('error', fail);
        });
        req.write('[');
        req.once('socket', (socket) => socket.once('connect', () => resolve({ req, answered })));
      },
    );

    await expect.poll(() => answers.length, { timeout: 30_000 }).toBeGreaterThan(50);
    shop.child.kill('SIGTERM');
    sigtermSent = true;
    await probe;
    await load;
    // The listener closes after the grace period: new connections are refused...
    await expect
      .poll(
        () =>
          new Promise<boolean>((resolve) => {
            const socket = connect(port, '127.0.0.1');
            socket.once('connect', () => (socket.destroy(), resolve(false)));
            socket.once('error', () => resolve(true));
          }),
        { timeout: 30_000, interval: 200 },
      )
      .toBe(true);
    // ... while the request in flight is still answered.
    slow.req.end(']');
    const slowAnswer = await slow.answered;
    slowAnswer.resume();
    expect(slowAnswer.statusCode).toBe(200);
    expect(await shop.exited).toBe(0);
    agent.destroy();

    expect(answers.filter((answer) => 'error' in answer || answer.status >= 500)).toEqual([]);
    expect(answeredAfterSigterm).toBeGreaterThan(0);
    // Answers during the grace period close their connection, so clients open a fresh one.
    expect(answers.some((answer) => 'connection' in answer && answer.connection === 'close')).toBe(
      true,
    );
  });

  it("a SIGKILLed job holder's one-minute job runs again on the other instance", async () => {
    const url = await migratedDatabase();
    // Short leases and ticks so the takeover is seen in seconds; the rule is the same at a minute.
    const env = {
      DATABASE_URL: url,
      UPLOAD_DIR: tempDir('uploads'),
      SEED_DEMO: 'false',
      JOB_TICK_SECONDS: '0.5',
      JOB_LEASE_SECONDS: '3',
    };
    const job = 'end-expired-payment-holds';
    const stateOf = async () =>
      (
        await query<{ holder: string | null; until: Date | null; last: Date | null }>(
          url,
          `select lease_holder as holder, leased_until as until, last_run_at as last
             from scheduled_jobs where name = '${job}'`,
        )
      )[0];

    // The payments table is locked, so the hold sweeper, once claimed, stays running.
    const locker = new pg.Client({ connectionString: url });
    await locker.connect();
    await locker.query('BEGIN');
    await locker.query('LOCK TABLE payments IN ACCESS EXCLUSIVE MODE');
    try {
      const holder = start({ ...env, ROLE: 'worker' });
      await holder.running();
      const holderPid = `:${holder.child.pid}:`;
      await expect
        .poll(async () => (await stateOf())?.holder ?? '', { timeout: 60_000 })
        .toContain(holderPid);
      const claimedUntil = (await stateOf())!.until!.getTime();

      const other = start({ ...env, ROLE: 'all' });
      await other.running();
      // While its holder lives, the heartbeat keeps the job: past the lease the claim gave it,
      // the other instance (ticking every half second) has not taken it.
      await expect
        .poll(async () => (await stateOf())!.until!.getTime(), { timeout: 60_000 })
        .toBeGreaterThan(claimedUntil + 3_000);
      expect((await stateOf())!.holder).toContain(holderPid);

      holder.child.kill('SIGKILL');
      await holder.exited;
      await locker.query('COMMIT');
      // Its lease runs out and the other instance runs the job to its end.
      await expect
        .poll(async () => (await stateOf())?.last ?? null, { timeout: 60_000 })
        .not.toBeNull();
      const after = await stateOf();
      expect(after!.holder).toBeNull();
      const lines = other.lines().filter((line) => line.msg === 'a background job failed');
      expect(lines).toEqual([]);
    } finally {
      await locker.query('ROLLBACK').catch(() => undefined);
      await locker.end();
    }
  });
});
