import type { BoardOrder, BoardSlot, HubBoard } from '@makers-pantry/domain/hub-board';

/** A day's board as the server answers it: two slots on 27 Nov 2026 (IST). */
export const MORNING: BoardSlot = {
  id: 41,
  startDatetime: '2026-11-27T00:30:00.000Z', // 6 AM
  endDatetime: '2026-11-27T02:30:00.000Z', // 8 AM
  type: 10,
  capacity: 40,
  booked: 3,
  isActive: true,
  counts: [
    { status: 20, orders: 2 },
    { status: 50, orders: 1 },
  ],
  podToCollect: 450,
  ordersVersion: 812,
};

export const EVENING: BoardSlot = {
  ...MORNING,
  id: 42,
  startDatetime: '2026-11-27T12:30:00.000Z', // 6 PM
  endDatetime: '2026-11-27T14:30:00.000Z', // 8 PM
  booked: 0,
  isActive: false,
  counts: [],
  podToCollect: 0,
};

export function anOrder(overrides: Partial<BoardOrder> = {}): BoardOrder {
  const id = overrides.id ?? 101;
  return {
    id,
    number: `#${id}`,
    paymentId: 9001,
    status: 20,
    nextStatuses: [50, 90],
    placedAt: '2026-11-26T09:00:00.000Z',
    paymentMethod: 20,
    paymentStatus: 'Pending',
    customer: { name: 'Asha Rao', mobile: '9876543210' },
    maker: { id: 7, storeName: "Amma's Kitchen" },
    slot: {
      id: MORNING.id,
      date: '2026-11-27',
      startDatetime: MORNING.startDatetime,
      endDatetime: MORNING.endDatetime,
      type: 10,
    },
    itemsSubtotal: 450,
    netAmount: 450,
    podCollection: { toCollect: 450, isCompleted: false },
    version: 5071,
    area: 'Indiranagar',
    ...overrides,
  };
}

export function aBoard(overrides: Partial<HubBoard> = {}): HubBoard {
  return {
    date: '2026-11-27',
    version: 'v1',
    slots: [MORNING, EVENING],
    counts: [
      { status: 5, orders: 0 },
      { status: 10, orders: 0 },
      { status: 20, orders: 2 },
      { status: 50, orders: 1 },
      { status: 60, orders: 0 },
      { status: 70, orders: 0 },
      { status: 90, orders: 0 },
    ],
    makers: [{ id: 7, storeName: "Amma's Kitchen", orders: 3 }],
    areas: [{ name: 'Indiranagar', orders: 3 }],
    orders: [anOrder()],
    nextCursor: null,
    ...overrides,
  };
}
