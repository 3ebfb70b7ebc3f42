import { act, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { BOARD_POLL_MS } from '../api/board';
import { aBoard, anOrder, EVENING, MORNING } from '../../testing/board-fixtures';
import { renderHub, startEachHubTestFresh } from '../../testing/render-hub';

startEachHubTestFresh();
afterEach(() => vi.useRealTimers());

const day = 'hub/orders/board/?date=2026-11-27';
const rowOf = (id: number) => screen.getByText(`#${id}`).closest('tr')!;

describe('the orders board', () => {
  it("shows the day's slots with their fill, states and cash, and each order's next step", async () => {
    renderHub('/hub/orders?date=2026-11-27', 'ops', { [`GET ${day}`]: { body: aBoard() } });
    const slots = await screen.findByRole('list', { name: 'Slots' });
    const cardOf = (name: string) => within(slots).getByRole('link', { name }).closest('li')!;
    const morning = cardOf('6 AM to 8 AM');
    expect(within(morning).getByRole('link', { name: '6 AM to 8 AM' })).toHaveAttribute(
      'href',
      '/hub/orders?date=2026-11-27&slot=41',
    );
    expect(morning).toHaveTextContent('3 of 40 booked · ₹450 to collect');
    expect(
      within(morning).getByRole('list', { name: 'Orders of 6 AM to 8 AM by state' }),
    ).toHaveTextContent('Confirmed 2Packed 1');
    expect(
      within(morning).getByRole('button', { name: 'Mark all packed (2)' }),
    ).toBeInTheDocument();
    expect(within(morning).getByRole('button', { name: 'Send all out (1)' })).toBeInTheDocument();
    expect(within(morning).queryByRole('button', { name: /Mark all delivered/ })).toBeNull();
    const evening = cardOf('6 PM to 8 PM');
    expect(evening).toHaveTextContent('Closed');

    const row = rowOf(101);
    expect(row).toHaveTextContent('Asha Rao');
    expect(row).toHaveTextContent('Indiranagar');
    expect(row).toHaveTextContent('Pay on delivery');
    expect(within(row).getByText('Confirmed')).toBeInTheDocument();
    expect(
      within(row).getByRole('button', { name: 'Mark packed: order #101' }),
    ).toBeInTheDocument();
    expect(within(row).getByRole('button', { name: 'Cancel order #101' })).toBeInTheDocument();
    // Cash is recorded at the door, so not before the order has left.
    expect(within(row).queryByRole('button', { name: /Cash collected/ })).toBeNull();
  });

  it("calls each order by the customer's number, with its place when the checkout holds several", async () => {
    const second = anOrder({ id: 12, number: '#11-2', paymentId: 11 });
    renderHub('/hub/orders?date=2026-11-27', 'ops', {
      [`GET ${day}`]: { body: aBoard({ orders: [second] }) },
    });
    const row = (await screen.findByText('#11-2')).closest('tr')!;
    expect(row).not.toHaveTextContent('#12');
    expect(
      within(row).getByRole('button', { name: 'Mark packed: order #11-2' }),
    ).toBeInTheDocument();
    expect(within(row).getByRole('button', { name: 'Cancel order #11-2' })).toBeInTheDocument();
  });

  it('opens a shared link on the same filters, asking the server for them', async () => {
    const filtered = `hub/orders/board/?date=2026-11-27&slot=41&state=50&maker=7&payment=pod`;
    const { calls } = renderHub(
      '/hub/orders?date=2026-11-27&slot=41&state=50&maker=7&payment=pod&unrelated=1',
      'ops',
      { [`GET ${filtered}`]: { body: aBoard({ orders: [] }) } },
    );
    expect(await screen.findByText('No orders match these filters.')).toBeInTheDocument();
    expect(calls.map((call) => call.route)).toContain(`GET ${filtered}`);
    expect(screen.getByRole('link', { name: /^Packed/ })).toHaveAttribute('aria-current', 'true');
    expect(screen.getByRole('combobox', { name: 'Maker' })).toHaveValue('7');
    expect(screen.getByRole('combobox', { name: 'Payment' })).toHaveValue('pod');
  });

  it('follows the day by itself: a quiet poll hears 304 and keeps the list, a new order appears', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    let answer: { status: number; body?: unknown; headers: Record<string, string> } = {
      status: 200,
      body: aBoard(),
      headers: { etag: '"v1"' },
    };
    const { calls } = renderHub('/hub/orders?date=2026-11-27', 'ops', {
      [`GET ${day}`]: () => answer,
    });
    expect(await screen.findByText('#101')).toBeInTheDocument();

    answer = { status: 304, headers: { etag: '"v1"' } };
    await act(() => vi.advanceTimersByTimeAsync(BOARD_POLL_MS));
    const polls = calls.filter((call) => call.route === `GET ${day}`);
    expect(polls.length).toBeGreaterThanOrEqual(2);
    expect(polls.at(-1)!.headers.get('if-none-match')).toBe('"v1"');
    expect(screen.getByText('#101')).toBeInTheDocument();

    answer = {
      status: 200,
      body: aBoard({
        orders: [anOrder({ id: 102, customer: { name: 'Ravi', mobile: '9876500000' } }), anOrder()],
      }),
      headers: { etag: '"v2"' },
    };
    await act(() => vi.advanceTimersByTimeAsync(BOARD_POLL_MS));
    expect(await screen.findByText('#102')).toBeInTheDocument();
    expect(screen.getByText('#101')).toBeInTheDocument();
  });

  it('moves one order on, records door cash once it is out, and moves a whole slot after asking', async () => {
    const out = anOrder({ id: 103, status: 60, nextStatuses: [70] });
    const { calls } = renderHub('/hub/orders?date=2026-11-27', 'ops', {
      [`GET ${day}`]: { body: aBoard({ orders: [anOrder(), out] }) },
      'POST hub/orders/101/status/': {
        body: { id: 101, status: 50, detail: 'Order #101 is packed.' },
      },
      'POST hub/orders/103/pod-collected/': {
        body: {
          id: 103,
          podCollection: { toCollect: 450, isCompleted: true },
          collectedAt: '2026-11-27T01:00:00.000Z',
        },
      },
      'POST hub/orders/bulk-status/': {
        body: { status: 50, moved: [101, 104], refused: [], detail: '2 orders are now packed.' },
      },
    });
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: 'Mark packed: order #101' }));
    expect(await screen.findByText('Order #101 is packed.')).toBeInTheDocument();
    // Each step is sent on the version the board showed (409 when a colleague moved it since).
    expect(calls.find((call) => call.route === 'POST hub/orders/101/status/')?.body).toEqual({
      status: 50,
      version: 5071,
    });

    await user.click(
      within(rowOf(103)).getByRole('button', { name: 'Cash collected: ₹450 for order #103' }),
    );
    expect(await screen.findByText('Cash of order #103 recorded.')).toBeInTheDocument();
    expect(calls.find((call) => call.route === 'POST hub/orders/103/pod-collected/')?.body).toEqual(
      { version: 5071 },
    );

    await user.click(screen.getByRole('button', { name: 'Mark all packed (2)' }));
    const dialog = screen.getByRole('dialog', { name: 'Mark all packed?' });
    expect(dialog).toHaveTextContent('Every confirmed order of 6 AM to 8 AM (2) moves on');
    await user.click(within(dialog).getByRole('button', { name: 'Mark all packed' }));
    expect(await screen.findByText('2 orders are now packed.')).toBeInTheDocument();
    expect(calls.find((call) => call.route === 'POST hub/orders/bulk-status/')?.body).toEqual({
      slot: MORNING.id,
      status: 50,
      version: MORNING.ordersVersion,
    });
  });

  it('cancels an order only with the reason the customer will see', async () => {
    const { calls } = renderHub('/hub/orders?date=2026-11-27', 'ops', {
      [`GET ${day}`]: { body: aBoard() },
      'POST hub/orders/101/status/': {
        body: { id: 101, status: 90, detail: 'Order cancelled. Nothing was charged for it.' },
      },
    });
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: 'Cancel order #101' }));
    const dialog = screen.getByRole('dialog', { name: 'Cancel order #101?' });
    await user.click(within(dialog).getByRole('button', { name: 'Cancel order' }));
    expect(within(dialog).getByText('Please say why the order is cancelled.')).toBeInTheDocument();
    expect(calls.some((call) => call.route === 'POST hub/orders/101/status/')).toBe(false);
    await user.type(
      within(dialog).getByRole('textbox', { name: 'Reason (the customer sees it)' }),
      'Rain: no rider can reach Whitefield tonight',
    );
    await user.click(within(dialog).getByRole('button', { name: 'Cancel order' }));
    expect(
      await screen.findByText('Order cancelled. Nothing was charged for it.'),
    ).toBeInTheDocument();
    expect(calls.find((call) => call.route === 'POST hub/orders/101/status/')?.body).toEqual({
      status: 90,
      note: 'Rain: no rider can reach Whitefield tonight',
      version: 5071,
    });
  });

  it('folds the open slots nobody booked behind one line, and sums the slots for a phone', async () => {
    const quick = (id: number, hour: number) => ({
      ...EVENING,
      id,
      type: 100,
      isActive: true,
      startDatetime: `2026-11-27T${String(hour - 6).padStart(2, '0')}:30:00.000Z`,
      endDatetime: `2026-11-27T${String(hour - 5).padStart(2, '0')}:30:00.000Z`,
    });
    renderHub('/hub/orders?date=2026-11-27&payment=pod&maker=7', 'ops', {
      [`GET hub/orders/board/?date=2026-11-27&maker=7&payment=pod`]: {
        body: aBoard({ slots: [MORNING, EVENING, quick(43, 10), quick(44, 11)] }),
      },
    });
    const slots = await screen.findByRole('list', { name: 'Slots' });
    // The slot with orders and the closed one stay cards; the two quiet quick slots wait.
    expect(within(slots).getByRole('link', { name: '6 AM to 8 AM' })).toBeInTheDocument();
    expect(within(slots).getByRole('link', { name: '6 PM to 8 PM' })).toBeInTheDocument();
    expect(within(slots).queryByRole('link', { name: 'Quick, 10 AM to 11 AM' })).toBeNull();
    expect(screen.getByText(/^2 open slots have no orders yet\./)).toBeInTheDocument();
    const user = userEvent.setup();
    await user.click(screen.getByRole('button', { name: 'Show them' }));
    expect(within(slots).getByRole('link', { name: 'Quick, 10 AM to 11 AM' })).toBeInTheDocument();
    expect(within(slots).getByRole('link', { name: 'Quick, 11 AM to 12 PM' })).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Hide them' }));
    expect(within(slots).queryByRole('link', { name: 'Quick, 10 AM to 11 AM' })).toBeNull();

    // A phone's two buttons: the filters chosen counted, the slots in one line.
    const filters = screen.getByRole('button', { name: 'Search and filters (2)' });
    expect(filters).toHaveAttribute('aria-expanded', 'false');
    await user.click(filters);
    expect(filters).toHaveAttribute('aria-expanded', 'true');
    const slotsButton = screen.getByRole('button', {
      name: 'Slots: 1 of 4 with orders · ₹450 to collect',
    });
    await user.click(slotsButton);
    expect(slotsButton).toHaveAttribute('aria-expanded', 'true');
  });

  it('is for ops: a seller opening it gets the 403 view', async () => {
    renderHub('/hub/orders', 'seller');
    expect(await screen.findByRole('heading', { name: 'Access denied' })).toBeInTheDocument();
  });
});
