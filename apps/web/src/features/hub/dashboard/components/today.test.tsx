import { istDate } from '@makers-pantry/domain/delivery-time';
import type { HubDashboard } from '@makers-pantry/domain/hub-dashboard';
import { fireEvent, screen, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { aBatchPage } from '../../testing/batch-fixtures';
import { renderHub, startEachHubTestFresh } from '../../testing/render-hub';
import { dateText } from '../../ui/hub-dates';

startEachHubTestFresh();

const today = istDate(new Date());

const aDay = (changes: Partial<HubDashboard> = {}): HubDashboard => ({
  date: today,
  slots: [
    {
      id: 11,
      startDatetime: `${today}T05:30:00.000Z`,
      endDatetime: `${today}T06:30:00.000Z`,
      type: 100,
      capacity: 2,
      booked: 2,
      isActive: true,
      counts: [{ status: 50, orders: 1 }],
      takings: { prepaid: 120, payOnDelivery: 0, total: 120 },
    },
    {
      id: 12,
      startDatetime: `${today}T12:30:00.000Z`,
      endDatetime: `${today}T14:30:00.000Z`,
      type: 10,
      capacity: 40,
      booked: 3,
      isActive: false,
      counts: [
        { status: 20, orders: 2 },
        { status: 90, orders: 1 },
      ],
      takings: { prepaid: 150, payOnDelivery: 240, total: 390 },
    },
  ],
  takings: { prepaid: 270, payOnDelivery: 240, total: 510 },
  lowStock: {
    threshold: 10,
    count: 9,
    products: [
      {
        productId: 41,
        name: 'Rice Idli Batter',
        storeName: "Amma's Kitchen",
        inHand: 1,
        awaited: 0,
      },
      { productId: 42, name: 'Coconut Oil', storeName: 'Ghani Oils', inHand: 3, awaited: 12 },
    ],
  },
  expiringBatches: {
    days: 3,
    count: 1,
    batches: [
      {
        id: 77,
        productName: 'Thick Curd',
        storeName: "Amma's Kitchen",
        bestBefore: '2026-11-28',
        quantityRemaining: 6,
      },
    ],
  },
  tickets: { open: 2, oldestConfirmedAt: '2026-11-26T04:30:00.000Z' },
  refunds: { waiting: 3, needsAttention: 1, amount: 360 },
  ...changes,
});

const attention = {
  'GET hub/batches/seller-product-batches/ALL/?status=inwarded': { body: aBatchPage() },
  'GET hub/batches/seller-product-batches/ALL/?expiring=true': { body: aBatchPage() },
  'GET hub/messages/failures/': { body: { failed: 2 } },
};

const tile = (name: string) => screen.getByRole('region', { name });

describe("the hub's day at a glance", () => {
  it("shows ops today's slots, takings and what waits, each linking to its list", async () => {
    const day = aDay();
    // Quick delivery still a slot an hour: those without orders are one line.
    const idle = (id: number, hour: string) => ({
      ...day.slots[0]!,
      id,
      startDatetime: `${today}T${hour}:30:00.000Z`,
      booked: 0,
      capacity: 15,
      counts: [],
      takings: { prepaid: 0, payOnDelivery: 0, total: 0 },
    });
    day.slots.push(idle(13, '13'), idle(14, '14'));
    renderHub('/hub', 'ops', { ...attention, 'GET hub/dashboard/': { body: day } });
    expect(
      await screen.findByRole('heading', { name: `Today, ${dateText(today)}` }),
    ).toBeInTheDocument();
    expect(await screen.findByText(/^Takings/)).toHaveTextContent(
      'Takings ₹510 · ₹270 prepaid · ₹240 pay on delivery',
    );

    const [quick, evening] = [
      ...screen.getByRole('list', { name: 'Slots of the day' }).children,
    ] as HTMLElement[];
    expect(within(quick!).getByRole('link', { name: 'Quick, 11 AM to 12 PM' })).toHaveAttribute(
      'href',
      `/hub/orders?date=${today}&slot=11`,
    );
    expect(quick).toHaveTextContent('2 of 2 booked');
    expect(quick).toHaveTextContent('₹120 · ₹120 prepaid · ₹0 on delivery');
    expect(within(quick!).getByRole('link', { name: 'Packed 1' })).toHaveAttribute(
      'href',
      `/hub/orders?date=${today}&slot=11&state=50`,
    );
    expect(evening).toHaveTextContent('3 of 40 booked');
    expect(within(evening!).getByText('Closed')).toBeInTheDocument();
    expect(within(evening!).getByRole('link', { name: 'Confirmed 2' })).toBeInTheDocument();
    expect(within(evening!).getByRole('link', { name: 'Cancelled 1' })).toBeInTheDocument();
    expect(evening).toHaveTextContent('₹390 · ₹150 prepaid · ₹240 on delivery');
    expect(screen.getByRole('list', { name: 'Slots of the day' }).children).toHaveLength(2);
    expect(screen.getByText('2 quick slots without orders yet (30 places).')).toBeInTheDocument();

    const low = tile('Stock running low');
    expect(low).toHaveTextContent('9 products on sale with fewer than 10 on the shelf');
    expect(within(low).getByRole('link', { name: 'Rice Idli Batter' })).toHaveAttribute(
      'href',
      '/hub/batches?product=41',
    );
    expect(low).toHaveTextContent("1 left · Amma's Kitchen");
    expect(low).toHaveTextContent('3 left, 12 on the way · Ghani Oils');
    expect(low).toHaveTextContent('and 7 more');

    const expiring = tile('Batches expiring');
    expect(within(expiring).getByRole('link', { name: 'Batches expiring' })).toHaveAttribute(
      'href',
      '/hub/batches?expiring=true',
    );
    expect(within(expiring).getByRole('link', { name: 'Thick Curd' })).toHaveAttribute(
      'href',
      '/hub/batches/77',
    );
    expect(expiring).toHaveTextContent('6 left, best before 28 Nov 2026');

    const tickets = tile('Tickets waiting');
    expect(tickets).toHaveTextContent('2 confirmed, not yet resolved');
    expect(tickets).toHaveTextContent('The oldest since 26 Nov 2026, 10 AM');
    expect(within(tickets).getByRole('link', { name: 'Tickets waiting' })).toHaveAttribute(
      'href',
      '/hub/tickets',
    );
    const refunds = tile('Refunds waiting');
    expect(refunds).toHaveTextContent('3 ₹360 in all');
    expect(refunds).toHaveTextContent('1 need attention');
    expect(within(refunds).getByRole('link', { name: 'Refunds waiting' })).toHaveAttribute(
      'href',
      '/hub/refunds',
    );
    const messages = await screen.findByRole('region', { name: 'Messages failed' });
    expect(messages).toHaveTextContent('2 in the last day, not sent for good');
    expect(within(messages).getByRole('link', { name: 'Messages failed' })).toHaveAttribute(
      'href',
      '/hub/messages',
    );
  });

  it('looks at another day chosen in the picker, held in the address', async () => {
    const { location, calls } = renderHub('/hub', 'ops', {
      ...attention,
      'GET hub/dashboard/': { body: aDay() },
      'GET hub/dashboard/?date=2026-12-24': {
        body: aDay({
          date: '2026-12-24',
          slots: [],
          takings: { prepaid: 0, payOnDelivery: 0, total: 0 },
          lowStock: { threshold: 10, count: 0, products: [] },
          expiringBatches: { days: 3, count: 0, batches: [] },
          tickets: { open: 0, oldestConfirmedAt: null },
          refunds: { waiting: 0, needsAttention: 0, amount: 0 },
        }),
      },
    });
    await screen.findByRole('heading', { name: `Today, ${dateText(today)}` });
    fireEvent.change(screen.getByLabelText('Day'), { target: { value: '2026-12-24' } });
    expect(await screen.findByRole('heading', { name: '24 Dec 2026' })).toBeInTheDocument();
    expect(location()).toBe('/hub?date=2026-12-24');
    expect(calls.some((call) => call.route === 'GET hub/dashboard/?date=2026-12-24')).toBe(true);
    expect(await screen.findByText('No delivery slots on this day.')).toBeInTheDocument();
    expect(tile('Stock running low')).toHaveTextContent(
      'Every product on sale has 10 or more on the shelf.',
    );
    expect(tile('Batches expiring')).toHaveTextContent(
      'No batch reaches its best-before in the next 3 days.',
    );
    expect(tile('Tickets waiting')).toHaveTextContent('No ticket is waiting.');
    expect(tile('Refunds waiting')).toHaveTextContent('Every refund has been paid.');
  });

  it("says so when the day's figures cannot be read, and tries again", async () => {
    let fails = true;
    renderHub('/hub', 'ops', {
      ...attention,
      'GET hub/dashboard/': () =>
        fails ? { status: 500, body: { detail: 'Boom', code: 'INTERNAL' } } : { body: aDay() },
    });
    expect(await screen.findByText("The day's figures could not be loaded.")).toBeInTheDocument();
    fails = false;
    fireEvent.click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findByText(/^Takings/)).toHaveTextContent('Takings ₹510');
  });

  it("shows the area cards once the day's figures are in, below them, not pushed down by them", async () => {
    let answer: (() => void) | undefined;
    const figuresIn = new Promise<void>((resolve) => (answer = resolve));
    renderHub('/hub', 'ops', { ...attention, 'GET hub/dashboard/': { body: aDay() } });
    // The day's figures are held back until `answer` is called.
    const fakeFetch = globalThis.fetch;
    vi.stubGlobal('fetch', async (input: RequestInfo | URL, init?: RequestInit) => {
      if (String(input).includes('hub/dashboard/')) await figuresIn;
      return fakeFetch(input, init);
    });
    expect(await screen.findByText("Loading the day's figures…")).toBeInTheDocument();
    expect(screen.queryByRole('heading', { name: 'What would you like to do?' })).toBeNull();
    answer!();
    const cards = await screen.findByRole('heading', { name: 'What would you like to do?' });
    expect(screen.getByText(/^Takings/).compareDocumentPosition(cards)).toBe(
      Node.DOCUMENT_POSITION_FOLLOWING,
    );
  });

  it("keeps a seller's home as it was: no day's figures, and none asked for", async () => {
    const { calls } = renderHub('/hub', 'seller', attention);
    expect(await screen.findByRole('heading', { name: 'Hello, Lakshmi' })).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'What would you like to do?' })).toBeInTheDocument();
    expect(screen.queryByRole('heading', { name: /^Today/ })).not.toBeInTheDocument();
    expect(calls.some((call) => call.route.startsWith('GET hub/dashboard/'))).toBe(false);
  });
});
