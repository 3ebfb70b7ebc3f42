import type { CashRun } from '@makers-pantry/domain/hub-cash';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { MORNING } from '../../testing/board-fixtures';
import { renderHub, startEachHubTestFresh } from '../../testing/render-hub';

startEachHubTestFresh();

const run: CashRun = {
  slot: {
    id: MORNING.id,
    date: '2026-11-27',
    startDatetime: MORNING.startDatetime,
    endDatetime: MORNING.endDatetime,
  },
  expected: 900,
  collected: 450,
  notCollected: 450,
  handover: null,
  isSettled: false,
  problems: ['Order #102 was delivered, but no cash was recorded for it.'],
  orders: [
    {
      id: 101,
      number: '#101',
      status: 70,
      customer: { name: 'Asha Rao', mobile: '9876543210' },
      area: 'Indiranagar',
      toCollect: 450,
      collectedAt: '2026-11-27T01:10:00.000Z',
      collected: 450,
      flag: null,
      flagText: null,
      version: 3301,
    },
    {
      id: 102,
      number: '#102',
      status: 70,
      customer: { name: 'Ravi', mobile: '9876500000' },
      area: 'Domlur',
      toCollect: 450,
      collectedAt: null,
      collected: null,
      flag: 'not-recorded',
      flagText: 'Delivered, but no cash was recorded for it.',
      version: 3302,
    },
  ],
};

const fact = (label: string) => screen.getByText(label, { selector: 'dt' }).nextElementSibling!;

describe("a delivery run's cash", () => {
  it('shows expected against collected, flags what is missing, and records the count at the hub', async () => {
    const counted = {
      ...run,
      handover: {
        counted: 400,
        difference: -50,
        note: 'Rider short',
        recordedAt: '2026-11-27T03:00:00.000Z',
        recordedBy: 3,
        version: 1,
      },
      problems: ['Counted ₹400, ₹50 short of the ₹450 recorded.'],
    };
    let now: CashRun = run;
    const { calls } = renderHub('/hub/orders/cash/41', 'ops', {
      'GET hub/orders/cash/?slot=41': () => ({ body: now }),
      'PUT hub/orders/cash/': () => {
        now = counted;
        return { body: now };
      },
    });
    expect(
      await screen.findByRole('heading', { name: 'Cash of 6 AM to 8 AM, 27 Nov 2026' }),
    ).toBeInTheDocument();
    expect(screen.getByText('To chase')).toBeInTheDocument();
    expect(fact('Expected')).toHaveTextContent('₹900');
    expect(fact('Collected at the door')).toHaveTextContent('₹450');
    expect(fact('Counted at the hub')).toHaveTextContent('Not counted yet');
    expect(screen.getByRole('list', { name: 'Differences' })).toHaveTextContent(
      'Order #102 was delivered',
    );
    const missing = screen.getByText('#102').closest('tr')!;
    expect(
      within(missing).getByRole('button', { name: 'Cash collected: ₹450 for order #102' }),
    ).toBeInTheDocument();

    const user = userEvent.setup();
    await user.click(screen.getByRole('button', { name: 'Record the count' }));
    expect(screen.getByText('The cash counted must be an amount in rupees.')).toBeInTheDocument();
    await user.type(screen.getByRole('spinbutton', { name: 'Cash counted at the hub (₹)' }), '400');
    await user.type(screen.getByRole('textbox', { name: 'Note (optional)' }), 'Rider short');
    await user.click(screen.getByRole('button', { name: 'Record the count' }));
    expect(await screen.findByText('₹50 short')).toBeInTheDocument();
    expect(calls.find((call) => call.route === 'PUT hub/orders/cash/')?.body).toEqual({
      slot: 41,
      counted: 400,
      note: 'Rider short',
    });
    expect(screen.getByRole('button', { name: 'Record the count' })).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'Correct the count' })).toBeInTheDocument();
  });

  it('says a note it cannot store under the note, not under a count that is right', async () => {
    const { calls } = renderHub('/hub/orders/cash/41', 'ops', {
      'GET hub/orders/cash/?slot=41': { body: run },
    });
    const user = userEvent.setup();
    const counted = await screen.findByRole('spinbutton', { name: 'Cash counted at the hub (₹)' });
    const note = screen.getByRole('textbox', { name: 'Note (optional)' });
    await user.type(counted, '450');
    // U+202E flips how the rest of a line reads: the schema refuses it in any text we store.
    await user.type(note, 'Rider \u202Eshort');
    await user.click(screen.getByRole('button', { name: 'Record the count' }));
    expect(await screen.findByText('note contains characters we cannot store.')).toBeVisible();
    expect(note).toHaveAccessibleDescription('note contains characters we cannot store.');
    expect(counted).not.toHaveAccessibleDescription();
    expect(screen.queryByText('Enter the cash counted, in rupees.')).toBeNull();
    expect(calls.some((call) => call.route === 'PUT hub/orders/cash/')).toBe(false);
  });

  it("says so when a colleague's count came first, and offers to reload it", async () => {
    const recorded = {
      ...run,
      handover: {
        counted: 450,
        difference: 0,
        note: null,
        recordedAt: '2026-11-27T03:00:00.000Z',
        recordedBy: 3,
        version: 2,
      },
    };
    renderHub('/hub/orders/cash/41', 'ops', {
      'GET hub/orders/cash/?slot=41': { body: recorded },
      'PUT hub/orders/cash/': {
        status: 409,
        body: {
          detail: 'Someone changed this meanwhile. Reload to see their change.',
          code: 'STALE_VERSION',
        },
      },
    });
    const user = userEvent.setup();
    const box = await screen.findByRole('spinbutton', { name: 'Cash counted at the hub (₹)' });
    expect(box).toHaveValue(450);
    await user.clear(box);
    await user.type(box, '440');
    await user.click(screen.getByRole('button', { name: 'Record the count' }));
    expect(
      await screen.findByText('Someone changed this meanwhile. Reload to see their change.'),
    ).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Reload' })).toBeInTheDocument();
  });

  it('shows what each door took, a part payment flagged short with the shortfall', async () => {
    const short = {
      ...run,
      problems: ['Order #101 paid ₹300 of ₹450 at the door: ₹150 short.'],
      orders: [
        {
          ...run.orders[0]!,
          collected: 300,
          flag: 'short' as const,
          flagText: 'Paid only part of the cash at the door.',
        },
      ],
    };
    renderHub('/hub/orders/cash/41', 'ops', {
      'GET hub/orders/cash/?slot=41': { body: short },
    });
    const row = (await screen.findByText('#101')).closest('tr')!;
    expect(row).toHaveTextContent('₹300, ');
    expect(within(row).getByText('Paid only part of the cash at the door.')).toBeVisible();
    expect(screen.getByRole('list', { name: 'Differences' })).toHaveTextContent(
      'Order #101 paid ₹300 of ₹450 at the door: ₹150 short.',
    );
  });
});
