import { randomUUID } from 'node:crypto';
import { sql } from 'drizzle-orm';
import type { FastifyBaseLogger, FastifyInstance } from 'fastify';
import type { Database } from '../db/client';

/** The PostgreSQL channel every instance listens on (decision 048). */
export const CATALOGUE_CHANNEL = 'catalogue_changed';

/**
 * Every copy of the catalogue an instance keeps (the public answers, the listing counts) is dropped
 * when the catalogue changes: at once on the instance that made the change, before its answer
 * leaves, and on every other instance when PostgreSQL hands them the notice, a few milliseconds
 * after the commit (decision 048). The copies' own few seconds stay as the backstop for changes
 * no request makes (a batch past its best-before, a notice lost with its connection).
 */
export class CatalogueChanges {
  /** Tells this instance's own notices from the others'. */
  private readonly instance = randomUUID();
  private readonly drops: (() => void)[] = [];
  private stopListening: (() => Promise<void>) | undefined;

  constructor(
    private readonly database: Database,
    private readonly log: FastifyBaseLogger,
  ) {}

  /** `drop` is called whenever the catalogue may have changed. */
  whenChanged(drop: () => void) {
    this.drops.push(drop);
  }

  /** After a committed change: drops this instance's copies, then tells the other instances. */
  async changed() {
    this.dropAll();
    await this.database.db.execute(sql`SELECT pg_notify(${CATALOGUE_CHANNEL}, ${this.instance})`);
  }

  async listen() {
    this.stopListening = await this.database.listen(
      CATALOGUE_CHANNEL,
      (from) => {
        if (from !== this.instance) this.dropAll();
      },
      (error) =>
        this.log.warn({ err: error }, 'catalogue notices lost; listening again in a second'),
    );
  }

  async close() {
    await this.stopListening?.();
  }

  private dropAll() {
    for (const drop of this.drops) drop();
  }
}

const WRITES = new Set(['POST', 'PUT', 'PATCH', 'DELETE']);

/**
 * Every change to the catalogue is made through the hub (products, prices, variants, photos,
 * makers, batches, banners, collections), so a hub write that succeeded is taken as one: hub
 * writes are a staff member's clicks, rare enough that dropping every copy for each costs nothing
 * measurable, and no new hub route can forget to announce itself.
 */
export function announceHubChanges(app: FastifyInstance, changes: CatalogueChanges) {
  // A callback hook, so that reads (every cached page) pay no promise for it (decision 054).
  app.addHook('onSend', (request, reply, payload, done) => {
    if (
      !WRITES.has(request.method) ||
      reply.statusCode >= 400 ||
      !request.url.startsWith('/api/hub/')
    )
      return done(null, payload);
    changes.changed().then(
      () => done(null, payload),
      (error: unknown) => {
        // The change is made; other instances see it when their copies expire.
        request.log.warn({ err: error }, 'the catalogue change could not be announced');
        done(null, payload);
      },
    );
  });
}
