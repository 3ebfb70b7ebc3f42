import { createHash } from 'node:crypto';
import { istDate } from '@makers-pantry/domain/delivery-time';
import {
  BOARD_PAGE_SIZE,
  boardCursorOf,
  type BoardOrder,
  type BoardStateCount,
  type HubBoard,
  type HubBoardQuery,
} from '@makers-pantry/domain/hub-board';
import { paiseToRupees } from '@makers-pantry/domain/money';
import { ORDER_STATUSES } from '@makers-pantry/domain/order-codes';
import type { Db } from '../../../db/client';
import { slotAnswer, slotsOfDay, type SlotOfDay } from '../../delivery/service';
import { boardPage, changesOfSlots, dayTallies, ordersVersionOf } from './board-queries';
import { hubOrderRow, type OrderListRow } from './order-list';

/** The day a board answer is about: the one asked for, or today in Asia/Kolkata. */
export const boardDay = (query: HubBoardQuery, now: Date) => query.date ?? istDate(now);

/**
 * The day's version: its slots as they stand and, per slot, how many orders it has and the sum
 * of their change numbers. Two small reads, so a board polling every few seconds costs little
 * while nothing changes (decision 036).
 */
export async function boardVersion(db: Db, date: string) {
  const slots = await slotsOfDay(db, date);
  const changes = await changesOfSlots(
    db,
    slots.map((slot) => slot.id),
  );
  const hash = createHash('sha1').update(date);
  for (const slot of slots) {
    const change = changes.find((row) => row.slotId === slot.id);
    hash.update(
      `|${slot.id},${slot.capacity},${slot.booked},${slot.isActive},${slot.startAt.getTime()},` +
        `${slot.endAt.getTime()}:${change?.orders ?? 0},${change?.changes ?? 0}`,
    );
  }
  return { slots, version: hash.digest('base64url').slice(0, 22) };
}

/**
 * The ETag of one board answer: the day's version and the question asked, so another filter or
 * page never matches a stale copy.
 */
export function boardEtag(version: string, url: string) {
  const query = url.includes('?') ? url.slice(url.indexOf('?') + 1) : '';
  const tag = createHash('sha1').update(`${version}?${query}`).digest('base64url').slice(0, 22);
  return `W/"board-${tag}"`;
}

export async function orderBoard(
  db: Db,
  date: string,
  day: { slots: SlotOfDay[]; version: string },
  query: HubBoardQuery,
): Promise<HubBoard> {
  const slotIds = day.slots.map((slot) => slot.id);
  const [tallies, rows] = await Promise.all([
    dayTallies(db, slotIds, query),
    boardPage(db, slotIds, query, BOARD_PAGE_SIZE + 1),
  ]);
  const page = rows.slice(0, BOARD_PAGE_SIZE);
  const last = page.at(-1);

  const countsOf = (rows: typeof tallies) =>
    ORDER_STATUSES.map((status): BoardStateCount => ({
      status,
      orders: rows
        .filter((row) => row.status === status)
        .reduce((sum, row) => sum + row.matching, 0),
    }));
  const makers = new Map<number, { id: number; storeName: string; orders: number }>();
  const areas = new Map<string, number>();
  for (const row of tallies) {
    const maker = makers.get(row.makerId) ?? {
      id: row.makerId,
      storeName: row.storeName,
      orders: 0,
    };
    maker.orders += row.all;
    makers.set(row.makerId, maker);
    if (row.area) areas.set(row.area, (areas.get(row.area) ?? 0) + row.all);
  }

  return {
    date,
    version: day.version,
    slots: day.slots.map((slot) => {
      const ofSlot = tallies.filter((row) => row.slotId === slot.id);
      return {
        ...slotAnswer(slot),
        counts: countsOf(ofSlot),
        podToCollect: paiseToRupees(ofSlot.reduce((sum, row) => sum + row.podDuePaise, 0)),
        // The orders a bulk step of this card takes: the slot's, or the maker filter's maker's.
        ordersVersion: ordersVersionOf(
          Math.max(
            0,
            ...ofSlot
              .filter((row) => query.maker === undefined || row.makerId === query.maker)
              .map((row) => Number(row.newestChange)),
          ),
        ),
      };
    }),
    counts: countsOf(tallies),
    makers: [...makers.values()].sort((a, b) => a.storeName.localeCompare(b.storeName)),
    areas: [...areas]
      .map(([name, orders]) => ({ name, orders }))
      .sort((a, b) => a.name.localeCompare(b.name)),
    orders: page.map(boardOrder),
    nextCursor:
      rows.length > BOARD_PAGE_SIZE && last ? boardCursorOf(last.slotStart, last.id) : null,
  };
}

const boardOrder = (row: OrderListRow): BoardOrder => ({ ...hubOrderRow(row), area: row.area });
