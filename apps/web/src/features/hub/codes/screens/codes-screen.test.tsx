import type { HubCode } from '@makers-pantry/domain/hub-discounts';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { errorSentence } from '@makers-pantry/domain/error-codes';
import { renderHub, startEachHubTestFresh } from '../../testing/render-hub';

startEachHubTestFresh();

const LIMIT_SENTENCE = errorSentence('DISCOUNT_LIMIT_BELOW_USES');

const diwali: HubCode = {
  id: 4,
  version: 2,
  code: 'DIWALI25',
  percentage: 25,
  cap: 150,
  validFrom: '2026-11-01T04:30:00.000Z', // 10 AM IST
  validTo: '2026-12-01T18:29:00.000Z', // 11:59 PM IST
  minOrder: 500,
  totalUses: 100,
  usesPerCustomer: 1,
  usesCount: 37,
  isActive: true,
  state: 'live',
  createdAt: '2026-10-25T05:00:00.000Z',
};

describe('discount codes', () => {
  it('lists codes with what each is now, and filters by state through the URL', async () => {
    const { location } = renderHub('/hub/codes', 'ops', {
      'GET hub/discount-codes/': {
        body: { codes: [diwali, { ...diwali, id: 5, code: 'OLD10', state: 'ended' }] },
      },
      'GET hub/discount-codes/?state=live': { body: { codes: [diwali] } },
    });
    const row = (await screen.findByRole('link', { name: 'DIWALI25' })).closest('tr')!;
    expect(row).toHaveTextContent('25% off, up to ₹150');
    expect(row).toHaveTextContent('₹500');
    expect(row).toHaveTextContent('37 of 100 used');
    expect(within(row).getByText('Live')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'OLD10' }).closest('tr')).toHaveTextContent('Ended');

    const user = userEvent.setup();
    await user.selectOptions(screen.getByRole('combobox', { name: 'State' }), 'live');
    expect(location()).toBe('/hub/codes?state=live');
    await expect.poll(() => screen.queryByRole('link', { name: 'OLD10' })).toBeNull();
  });

  it("does not say 'nobody has used' a code whose uses were counted without a record", async () => {
    const first50 = {
      ...diwali,
      id: 5,
      code: 'FIRST50',
      usesCount: 100,
      state: 'used-up' as const,
    };
    renderHub('/hub/codes/5', 'ops', {
      'GET hub/discount-codes/5/uses/': { body: { code: first50, uses: [] } },
      'GET hub/history/discount/5/': { body: { history: [] } },
    });
    expect(await screen.findByRole('heading', { name: 'FIRST50' })).toBeInTheDocument();
    expect(screen.getByText(/100 of 100 used/)).toBeInTheDocument();
    expect(screen.queryByText('Nobody has used this code yet.')).not.toBeInTheDocument();
    expect(screen.getByText(/No order records who made its 100 uses/)).toBeInTheDocument();
  });

  it("creates a code checked by the server's schema, its times in Indian time", async () => {
    const { calls, location } = renderHub('/hub/codes/new', 'ops', {
      'POST hub/discount-codes/': { status: 201, body: { ...diwali, id: 9, code: 'MONSOON10' } },
      'GET hub/discount-codes/9/uses/': {
        body: { code: { ...diwali, id: 9, code: 'MONSOON10' }, uses: [] },
      },
      'GET hub/history/discount/9/': { body: { history: [] } },
    });
    const user = userEvent.setup();
    await user.type(await screen.findByRole('textbox', { name: 'Code' }), 'monsoon10');
    await user.type(screen.getByRole('spinbutton', { name: 'Percent off' }), '150');
    await user.click(screen.getByRole('button', { name: 'Create code' }));
    expect(
      screen.getByText('The percentage must be a whole number from 1 to 100.'),
    ).toBeInTheDocument();
    expect(calls.some((call) => call.route === 'POST hub/discount-codes/')).toBe(false);

    await user.clear(screen.getByRole('spinbutton', { name: 'Percent off' }));
    await user.type(screen.getByRole('spinbutton', { name: 'Percent off' }), '10');
    await user.type(screen.getByRole('spinbutton', { name: 'Cap (₹)' }), '75');
    await user.type(screen.getByLabelText('Starts'), '2026-12-01T10:00');
    await user.type(screen.getByLabelText('Ends'), '2026-12-31T23:59');
    await user.click(screen.getByRole('button', { name: 'Create code' }));
    expect(await screen.findByRole('heading', { name: 'MONSOON10' })).toBeInTheDocument();
    expect(location()).toBe('/hub/codes/9');
    expect(calls.find((call) => call.route === 'POST hub/discount-codes/')?.body).toEqual({
      code: 'MONSOON10',
      percentage: 10,
      cap: 75,
      validFrom: '2026-12-01T10:00:00+05:30',
      validTo: '2026-12-31T23:59:00+05:30',
      minOrder: 0,
      totalUses: null,
      usesPerCustomer: 1,
      isActive: true,
    });
  });

  it('edits only what changed, on the version read, and shows why a limit below the uses is refused', async () => {
    const { calls } = renderHub('/hub/codes/4', 'ops', {
      'GET hub/discount-codes/4/uses/': {
        body: {
          code: diwali,
          uses: [
            {
              id: 1,
              customer: { id: 5, name: 'Asha Rao', mobile: '9876543210' },
              paymentId: 9001,
              orderIds: [101, 102],
              orders: [
                { id: 101, number: '#9001' },
                { id: 102, number: '#9002' },
              ],
              at: '2026-11-20T05:00:00.000Z',
              amount: 150,
              releasedAt: null,
            },
          ],
        },
      },
      'GET hub/history/discount/4/': { body: { history: [] } },
      'PATCH hub/discount-codes/4/': {
        status: 409,
        body: {
          detail: LIMIT_SENTENCE,
          code: 'DISCOUNT_LIMIT_BELOW_USES',
        },
      },
    });
    expect(await screen.findByRole('heading', { name: 'DIWALI25' })).toBeInTheDocument();
    const uses = screen.getByRole('table', { name: 'Uses' });
    const use = within(uses).getByText('Asha Rao, 9876543210').closest('tr')!;
    // The orders by the numbers their customer knows, each a link to its page in the hub.
    expect(use).toHaveTextContent('#9001, #9002');
    expect(within(use).getByRole('link', { name: '#9002' })).toHaveAttribute(
      'href',
      '/hub/orders/102',
    );
    const save = screen.getByRole('button', { name: 'Save' });
    expect(save).toBeDisabled();
    expect(screen.getByLabelText('Starts')).toHaveValue('2026-11-01T10:00');

    const user = userEvent.setup();
    const total = screen.getByRole('spinbutton', { name: 'Total uses' });
    await user.clear(total);
    await user.type(total, '20');
    await user.click(save);
    expect(await screen.findByText(LIMIT_SENTENCE)).toBeInTheDocument();
    expect(calls.find((call) => call.route === 'PATCH hub/discount-codes/4/')?.body).toEqual({
      version: 2,
      totalUses: 20,
    });
  });
});
