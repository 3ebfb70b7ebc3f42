import type { HubSlot, HubSlotTemplate } from '@makers-pantry/domain/hub-slots';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { anEntry } from '../../testing/maker-fixtures';
import { renderHub, startEachHubTestFresh } from '../../testing/render-hub';

startEachHubTestFresh();

const aSlot = (overrides: Partial<HubSlot>): HubSlot => ({
  id: 61,
  date: '2026-11-27',
  type: 10,
  startDatetime: '2026-11-27T11:30:00.000Z',
  endDatetime: '2026-11-27T14:30:00.000Z',
  cutoffDatetime: '2026-11-26T16:30:00.000Z',
  label: '5 PM to 8 PM',
  capacity: 60,
  booked: 3,
  isClosed: false,
  isPodAllowed: true,
  serviceablePolygon: 300,
  deliveryFee: 0,
  freeDeliveryAmount: 0,
  templateId: 4,
  version: 7,
  ...overrides,
});

const morning = aSlot({ id: 60, label: '6 AM to 8 AM', booked: 0, capacity: 40 });
const evening = aSlot({});
const day = {
  date: '2026-11-27',
  slots: [morning, evening],
  quick: [
    {
      serviceablePolygon: 100,
      text: 'Get it in 30 mins',
      open: null,
      next: null,
      hours: { from: '07:00', to: '22:00' },
      booked: 4,
    },
  ],
};

const friday: HubSlotTemplate = {
  id: 4,
  version: 3,
  weekday: 5,
  weekdayName: 'Friday',
  kind: 'scheduled',
  kindName: 'Scheduled delivery',
  start: '17:00',
  end: '20:00',
  capacity: 60,
  cutoff: { rule: 'dayBeforeAt', time: '22:00' },
  cutoffText: 'The day before at 22:00',
  promisedMinutes: null,
  deliveryFee: 0,
  freeDeliveryAmount: 0,
  isPodAllowed: true,
  serviceablePolygon: 300,
  daysAhead: 3,
  isActive: true,
};

const rowOf = (label: string) => screen.getByText(label, { selector: 'strong' }).closest('tr')!;

describe('delivery slots', () => {
  it("shows a day's slots and quick delivery, and refuses a capacity below what is booked", async () => {
    const { calls } = renderHub('/hub/slots?date=2026-11-27', 'ops', {
      'GET hub/slots/?date=2026-11-27': { body: day },
      'GET hub/history/slot/61/': {
        body: { history: [anEntry({ before: { capacity: 40 }, after: { capacity: 60 } })] },
      },
      'PATCH hub/slots/61/': {
        status: 409,
        body: {
          detail: 'This slot already has 3 orders: its capacity cannot go below 3.',
          code: 'SLOT_BELOW_BOOKED',
        },
      },
    });
    expect(await screen.findByText('5 PM to 8 PM', { selector: 'strong' })).toBeInTheDocument();
    expect(rowOf('5 PM to 8 PM')).toHaveTextContent('3 of 60');
    expect(within(rowOf('5 PM to 8 PM')).getByText('Open')).toBeInTheDocument();
    expect(screen.getByRole('list', { name: 'Quick delivery' })).toHaveTextContent(
      'Quick delivery, area 100: Get it in 30 mins (07:00 to 22:00), 4 booked',
    );

    const user = userEvent.setup();
    await user.click(screen.getByRole('button', { name: 'Capacity of 5 PM to 8 PM' }));
    const dialog = screen.getByRole('dialog', { name: 'Capacity of 5 PM to 8 PM, 27 Nov 2026' });
    // The slot's history, which only the API read before.
    const slotHistory = within(dialog).getByRole('region', { name: 'History' });
    await expect.poll(() => slotHistory.textContent).toContain('Capacity: 40 → 60');
    expect(slotHistory).toHaveTextContent('Ravi Kumar');
    const box = within(dialog).getByRole('spinbutton', { name: 'Orders it takes' });
    await user.clear(box);
    await user.type(box, '2');
    await user.click(within(dialog).getByRole('button', { name: 'Save' }));
    expect(
      await within(dialog).findByText(
        'This slot already has 3 orders: its capacity cannot go below 3.',
      ),
    ).toBeInTheDocument();
    expect(calls.find((call) => call.route === 'PATCH hub/slots/61/')?.body).toEqual({
      version: 7,
      capacity: 2,
    });
  });

  it('closes a slot with orders by moving them to a slot the server offers, with the reason', async () => {
    const nextMorning = aSlot({ id: 72, date: '2026-11-28', label: '8 AM to 11 AM', booked: 10 });
    const { calls } = renderHub('/hub/slots?date=2026-11-27', 'ops', {
      'GET hub/slots/?date=2026-11-27': { body: day },
      'GET hub/slots/61/move-targets/': { body: { slots: [nextMorning] } },
      'PATCH hub/slots/61/': {
        body: { slot: { ...evening, isClosed: true }, movedOrders: [501, 502, 503] },
      },
    });
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: 'Close 5 PM to 8 PM' }));
    const dialog = screen.getByRole('dialog', { name: 'Close 5 PM to 8 PM?' });
    expect(dialog).toHaveTextContent('3 orders are booked in it. What happens to them?');
    await user.click(within(dialog).getByRole('radio', { name: /^Move them to another slot/ }));
    const target = within(dialog).getByRole('combobox', { name: 'Move to' });
    expect(target).toHaveValue('72');
    expect(target).toHaveTextContent('28 Nov 2026, 8 AM to 11 AM (50 left)');
    await user.click(within(dialog).getByRole('button', { name: 'Close the slot' }));
    expect(
      await within(dialog).findByText('Write why the orders are moved: each customer reads it.'),
    ).toBeInTheDocument();
    await user.type(
      within(dialog).getByRole('textbox', { name: 'Why (each customer reads it)' }),
      'Rain tonight',
    );
    await user.click(within(dialog).getByRole('button', { name: 'Close the slot' }));
    expect(
      await screen.findByText('5 PM to 8 PM is closed; 3 orders were moved.'),
    ).toBeInTheDocument();
    expect(calls.find((call) => call.route === 'PATCH hub/slots/61/')?.body).toEqual({
      version: 7,
      isClosed: true,
      orders: 'move',
      moveTo: 72,
      reason: 'Rain tonight',
    });
  });

  it("edits a weekday's template on its version, sending only what changed", async () => {
    const template = friday;
    const { calls } = renderHub('/hub/slots/templates', 'ops', {
      'GET hub/slot-templates/': { body: { templates: [template] } },
      'PATCH hub/slot-templates/4/': { body: { ...template, version: 4, capacity: 80 } },
      'GET hub/history/slot_template/4/': {
        body: {
          history: [anEntry({ before: { end: '19:30' }, after: { end: '20:00' } })],
        },
      },
    });
    const user = userEvent.setup();
    const row = (await screen.findByText('Friday')).closest('tr')!;
    expect(row).toHaveTextContent('The day before at 22:00');
    await user.click(within(row).getByRole('button', { name: 'Edit Friday 17:00 to 20:00' }));
    const dialog = screen.getByRole('dialog', { name: 'Friday, Scheduled delivery' });
    const templateHistory = within(dialog).getByRole('region', { name: 'History' });
    await expect.poll(() => templateHistory.textContent).toContain('End: 19:30 → 20:00');
    const capacity = within(dialog).getByRole('spinbutton', { name: 'Orders per slot' });
    await user.clear(capacity);
    await user.type(capacity, '80');
    await user.click(within(dialog).getByRole('button', { name: 'Save' }));
    expect(await screen.findByText("Friday's 17:00 to 20:00 template saved.")).toBeInTheDocument();
    expect(calls.find((call) => call.route === 'PATCH hub/slot-templates/4/')?.body).toEqual({
      version: 3,
      capacity: 80,
    });
  });

  it("names a template's emptied cut-off under its box, sends nothing, then sends the new one", async () => {
    const template: HubSlotTemplate = {
      ...friday,
      cutoff: { rule: 'hoursBeforeStart', hours: 4 },
      cutoffText: '4 hours before start',
    };
    const { calls } = renderHub('/hub/slots/templates', 'ops', {
      'GET hub/slot-templates/': { body: { templates: [template] } },
      'PATCH hub/slot-templates/4/': { body: { ...template, version: 4 } },
      'GET hub/history/slot_template/4/': { body: { history: [] } },
    });
    const user = userEvent.setup();
    const row = (await screen.findByText('Friday')).closest('tr')!;
    await user.click(within(row).getByRole('button', { name: 'Edit Friday 17:00 to 20:00' }));
    const dialog = screen.getByRole('dialog', { name: 'Friday, Scheduled delivery' });
    const hours = within(dialog).getByRole('spinbutton', {
      name: 'Stops taking orders (hours before start)',
    });
    await user.clear(hours);
    await user.click(within(dialog).getByRole('button', { name: 'Save' }));
    expect(hours).toHaveAccessibleDescription('The cut-off hours must be a whole number.');
    expect(calls.filter((call) => call.route.startsWith('PATCH'))).toEqual([]);

    await user.type(hours, '6');
    await user.click(within(dialog).getByRole('button', { name: 'Save' }));
    expect(await screen.findByText("Friday's 17:00 to 20:00 template saved.")).toBeInTheDocument();
    expect(calls.find((call) => call.route === 'PATCH hub/slot-templates/4/')?.body).toEqual({
      version: 3,
      cutoff: { rule: 'hoursBeforeStart', hours: 6 },
    });
  });

  it("adds a weekday's template with its 'day before at' cut-off and its area, checked first", async () => {
    const saved: HubSlotTemplate = {
      id: 9,
      version: 1,
      weekday: 6,
      weekdayName: 'Saturday',
      kind: 'scheduled',
      kindName: 'Scheduled delivery',
      start: '07:00',
      end: '09:00',
      capacity: 25,
      cutoff: { rule: 'dayBeforeAt', time: '21:30' },
      cutoffText: 'The day before at 21:30',
      promisedMinutes: null,
      deliveryFee: 0,
      freeDeliveryAmount: 0,
      isPodAllowed: true,
      serviceablePolygon: 200,
      daysAhead: 3,
      isActive: true,
    };
    const { calls, location } = renderHub('/hub/slots/templates', 'ops', {
      'GET hub/slot-templates/': { body: { templates: [] } },
      'POST hub/slot-templates/': { status: 201, body: saved },
    });
    const user = userEvent.setup();
    await user.click(await screen.findByRole('link', { name: 'New template' }));
    expect(location()).toBe('/hub/slots/templates/new');
    await user.selectOptions(screen.getByRole('combobox', { name: 'Weekday' }), 'Saturday');
    // A window that ends before it starts is refused here, in the server's words.
    const start = screen.getByLabelText('Starts');
    const end = screen.getByLabelText('Ends');
    await user.clear(start);
    await user.type(start, '09:00');
    await user.clear(end);
    await user.type(end, '07:00');
    await user.click(screen.getByRole('button', { name: 'Add template' }));
    expect(await screen.findByText('The window must start before it ends.')).toBeVisible();
    expect(calls.some((call) => call.route === 'POST hub/slot-templates/')).toBe(false);

    await user.clear(start);
    await user.type(start, '07:00');
    await user.clear(end);
    await user.type(end, '09:00');
    const capacity = screen.getByRole('spinbutton', { name: 'Orders per slot' });
    await user.clear(capacity);
    await user.type(capacity, '25');
    const cutoff = screen.getByLabelText('The day before at');
    await user.clear(cutoff);
    await user.type(cutoff, '21:30');
    await user.selectOptions(
      screen.getByRole('combobox', { name: 'Delivery area' }),
      'Medium (200)',
    );
    await user.click(screen.getByRole('button', { name: 'Add template' }));
    expect(
      await screen.findByText(
        "Saturday's 07:00 to 09:00 template added: its slots are made on the next run.",
      ),
    ).toBeInTheDocument();
    expect(calls.find((call) => call.route === 'POST hub/slot-templates/')?.body).toEqual({
      weekday: 6,
      kind: 'scheduled',
      start: '07:00',
      end: '09:00',
      capacity: 25,
      cutoff: { rule: 'dayBeforeAt', time: '21:30' },
      promisedMinutes: null,
      serviceablePolygon: 200,
      deliveryFee: 0,
      freeDeliveryAmount: 0,
      isPodAllowed: true,
      daysAhead: 3,
      isActive: true,
    });
    expect(location()).toBe('/hub/slots/templates');
  });
});
