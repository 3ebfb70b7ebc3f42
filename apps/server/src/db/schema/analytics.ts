import { index, jsonb, pgTable, text, timestamp } from 'drizzle-orm/pg-core';
import { serialId } from '../columns';
import { ANALYTICS_EVENT_NAMES } from '@makers-pantry/domain/catalog-enums';

/** Product analytics, sampled at 50% in the browser. */
export const analyticsEvents = pgTable(
  'analytics_events',
  {
    id: serialId(),
    name: text('name', { enum: ANALYTICS_EVENT_NAMES }).notNull(),
    path: text('path').notNull(),
    properties: jsonb('properties')
      .$type<Record<string, string | number | boolean | null>>()
      .notNull(),
    anonymousId: text('anonymous_id'),
    userId: text('user_id'),
    occurredAt: timestamp('occurred_at', { withTimezone: true }).notNull(),
    receivedAt: timestamp('received_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('analytics_events_name_idx').on(t.name, t.receivedAt)],
);
