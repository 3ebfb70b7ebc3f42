import { sql } from 'drizzle-orm';
import type { FastifyInstance, FastifyReply } from 'fastify';
import { z } from 'zod';
import type { Database } from '../db/client';
import { errorSentence } from '@makers-pantry/domain/error-codes';

/** Something the shop needs in order to serve, asked by the readiness route: the database, Redis, the media store. */
export interface ReadinessCheck {
  /** Its name in the answer: `database`, `redis`, `media`. */
  name: string;
  /** Resolves when it answers; throws (or takes longer than CHECK_TIMEOUT_MS) when it does not. */
  check(): Promise<unknown>;
}

/** A check that has not answered by then counts as failing: a proxy's probe must not hang. */
const CHECK_TIMEOUT_MS = 2_000;

/**
 * Whether this process should be sent requests: its checks, and whether it is stopping. On
 * SIGTERM `stopping` turns true at once, so a proxy's next probe moves traffic away while the
 * listener still serves what arrives (decision 047).
 */
export class Readiness {
  stopping = false;
  constructor(readonly checks: ReadinessCheck[] = []) {}

  /** One more dependency to ask: `readiness.add({ name: 'media', check: () => store.check() })`. */
  add(check: ReadinessCheck) {
    this.checks.push(check);
  }

  /** Each check's state, asked together, each bounded in time. */
  async states(): Promise<Record<string, 'ok' | 'failing'>> {
    const answers = await Promise.all(this.checks.map((c) => answersInTime(c)));
    return Object.fromEntries(
      this.checks.map((c, i) => [c.name, answers[i] ? 'ok' : 'failing'] as const),
    );
  }
}

async function answersInTime(check: ReadinessCheck): Promise<boolean> {
  let timer: NodeJS.Timeout | undefined;
  const late = new Promise<false>((resolve) => {
    timer = setTimeout(() => resolve(false), CHECK_TIMEOUT_MS);
  });
  try {
    return await Promise.race([check.check().then(() => true as const), late]);
  } catch {
    return false;
  } finally {
    clearTimeout(timer);
  }
}

/** The database answers a query. */
export const databaseCheck = (database: Database): ReadinessCheck => ({
  name: 'database',
  check: () => database.db.execute(sql`select 1`),
});

const checkStates = z
  .record(z.string(), z.enum(['ok', 'failing']))
  .describe('each dependency by name (database, redis, media): ok or failing');

/**
 * GET /api/health/live: the process answers (a container's HEALTHCHECK, a restart on a hang).
 * GET /api/health/ready: send this process requests, or not (a proxy's or orchestrator's probe).
 * `/api/health/` stays, as readiness, for scripts written before the two existed.
 */
export function healthRoutes(app: FastifyInstance, readiness: Readiness) {
  app.get(
    '/api/health/live',
    {
      schema: {
        tags: ['health'],
        summary: 'The process is alive',
        response: { 200: z.object({ status: z.literal('live') }) },
      },
    },
    async (_request, reply) => {
      reply.header('cache-control', 'no-store');
      return { status: 'live' as const };
    },
  );

  const ready = async (_request: unknown, reply: FastifyReply) => {
    reply.header('cache-control', 'no-store');
    const checks = await readiness.states();
    const failing = Object.entries(checks).filter(([, state]) => state === 'failing');
    if (!readiness.stopping && failing.length === 0) return { status: 'ready' as const, checks };
    const detail = readiness.stopping
      ? 'This server is shutting down.'
      : `${errorSentence('NOT_READY')} Not answering: ${failing.map(([name]) => name).join(', ')}.`;
    return reply.code(503).send({ detail, code: 'NOT_READY', checks });
  };
  app.get(
    '/api/health/ready',
    {
      schema: {
        tags: ['health'],
        summary: 'The process can serve: its dependencies answer and it is not shutting down',
        response: {
          200: z.object({ status: z.literal('ready'), checks: checkStates }),
          503: z.object({ detail: z.string(), code: z.literal('NOT_READY'), checks: checkStates }),
        },
      },
    },
    ready,
  );
  app.get('/api/health/', { schema: { hide: true } }, ready);
}
