import { errorSentence } from '@makers-pantry/domain/error-codes';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { aMaker } from '../../testing/maker-fixtures';
import { renderHub, startEachHubTestFresh } from '../../testing/render-hub';
import { aLead } from '../lead-fixtures';

startEachHubTestFresh();

const turned = aLead({
  id: 9,
  firstName: 'Geetha',
  mobile: '9845012345',
  cuisine: 'Malnad',
  state: 'turned',
  maker: { id: 21, storeName: 'Bhoomi Millets' },
  turnedAt: '2026-11-24T06:00:00.000Z',
  turnedBy: { id: 3, name: 'Ravi Kumar' },
});
const page = (leads = [aLead(), turned], leadsCount = leads.length) => ({
  body: { leads, leadsCount, pageSize: 50 },
});
const kodava = aMaker({ id: 30, storeName: 'Kodava Kitchen', state: 'pending', owner: null });

const rowOf = (text: string) => screen.getByText(text).closest('tr')!;

describe('seller leads', () => {
  it('lists leads newest first with who, what they cook, where, and what became of each', async () => {
    renderHub('/hub/leads', 'ops', { 'GET hub/seller-leads/': page() });
    const row = (await screen.findByText('Nandini')).closest('tr')!;
    expect(row).toHaveTextContent('+91 81200 00001');
    expect(row).toHaveTextContent('CoorgiPandi curry, akki roti, bamboo shoot pickle');
    expect(row).toHaveTextContent(
      '14, Lotus Residency, 5th Cross Road, HSR Layout, Bengaluru 560102',
    );
    expect(row).toHaveTextContent('I cook for office lunches on weekdays.');
    expect(within(row).getByText('New')).toBeInTheDocument();
    expect(within(row).getByRole('button', { name: 'Turn into a maker' })).toBeInTheDocument();

    const done = rowOf('Geetha');
    expect(within(done).getByText('Turned into a maker')).toBeInTheDocument();
    expect(within(done).getByRole('link', { name: 'Bhoomi Millets' })).toHaveAttribute(
      'href',
      '/hub/makers/21',
    );
    expect(done).toHaveTextContent('by Ravi Kumar, 24 Nov 2026');
    expect(within(done).queryByRole('button')).toBeNull();
  });

  it('filters by state and pages through the server, both in the URL', async () => {
    const { location } = renderHub('/hub/leads', 'ops', {
      'GET hub/seller-leads/': page([aLead()], 120),
      'GET hub/seller-leads/?page=2': page([aLead({ id: 12, firstName: 'Mehr' })], 120),
      'GET hub/seller-leads/?state=turned': page([turned]),
    });
    expect(await screen.findByText('1–50 of 120')).toBeInTheDocument();
    const user = userEvent.setup();
    await user.click(screen.getByRole('link', { name: 'Next' }));
    expect(location()).toBe('/hub/leads?page=2');
    expect(await screen.findByText('Mehr')).toBeInTheDocument();

    await user.selectOptions(screen.getByRole('combobox', { name: 'State' }), 'turned');
    expect(location()).toBe('/hub/leads?state=turned');
    expect(await screen.findByText('Geetha')).toBeInTheDocument();
    expect(screen.queryByText('Mehr')).toBeNull();
  });

  it('says so when no one has asked to sell yet', async () => {
    renderHub('/hub/leads', 'ops', { 'GET hub/seller-leads/': page([]) });
    expect(await screen.findByText(/No one has asked to sell yet/)).toBeInTheDocument();
  });

  it("turns a lead into a maker, sending only what ops typed, and lands on the maker's page", async () => {
    const { calls, location } = renderHub('/hub/leads', 'ops', {
      'GET hub/seller-leads/': page(),
      'POST hub/seller-leads/11/turn/': {
        status: 201,
        body: {
          lead: aLead({ state: 'turned', maker: { id: 30, storeName: 'Kodava Kitchen' } }),
          maker: kodava,
        },
      },
      'GET hub/makers/30/': { body: kodava },
      'GET hub/history/maker/30/': { body: { history: [] } },
    });
    const user = userEvent.setup();
    await user.click(
      within((await screen.findByText('Nandini')).closest('tr')!).getByRole('button', {
        name: 'Turn into a maker',
      }),
    );
    const dialog = screen.getByRole('dialog', { name: 'Turn Nandini into a maker' });
    expect(dialog).toHaveTextContent('Pandi curry, akki roti, bamboo shoot pickle');
    expect(within(dialog).getByText('Empty: their cuisine.')).toBeInTheDocument();

    await user.click(within(dialog).getByRole('button', { name: 'Turn into a maker' }));
    // The form's resolver checks asynchronously: wait for its sentence rather than racing it.
    expect(
      await within(dialog).findByText('The store name must be at least 2 characters long.'),
    ).toBeInTheDocument();
    // Not turned (the shop's analytics may post meanwhile: that is not the form).
    expect(calls.some((call) => call.route === 'POST hub/seller-leads/11/turn/')).toBe(false);

    await user.type(within(dialog).getByRole('textbox', { name: 'Store name' }), 'Kodava Kitchen');
    await user.type(within(dialog).getByRole('textbox', { name: 'Cuisine tag' }), 'Kodava');
    await user.click(within(dialog).getByRole('button', { name: 'Turn into a maker' }));
    expect(
      await screen.findByRole('heading', { name: 'Kodava Kitchen', level: 1 }),
    ).toBeInTheDocument();
    expect(location()).toBe('/hub/makers/30');
    // On the lead's version as listed.
    expect(calls.find((call) => call.route === 'POST hub/seller-leads/11/turn/')?.body).toEqual({
      version: 3,
      storeName: 'Kodava Kitchen',
      cuisineTag: 'Kodava',
      state: 'pending',
    });
  });

  it("shows the server's sentence when the lead was turned meanwhile or its login runs a store", async () => {
    const runs =
      'Nandini (8120000001) already runs Coorg Pantry in the hub. One login runs one store.';
    let answer = {
      status: 409,
      body: { detail: errorSentence('LEAD_ALREADY_TURNED'), code: 'LEAD_ALREADY_TURNED' },
    };
    const { location } = renderHub('/hub/leads', 'ops', {
      'GET hub/seller-leads/': page(),
      'POST hub/seller-leads/11/turn/': () => answer,
    });
    const user = userEvent.setup();
    await user.click(
      within((await screen.findByText('Nandini')).closest('tr')!).getByRole('button', {
        name: 'Turn into a maker',
      }),
    );
    const dialog = screen.getByRole('dialog');
    await user.type(within(dialog).getByRole('textbox', { name: 'Store name' }), 'Kodava Kitchen');
    await user.click(within(dialog).getByRole('button', { name: 'Turn into a maker' }));
    expect(
      await within(dialog).findByText('This lead has already been turned into a maker.'),
    ).toBeInTheDocument();

    answer = { status: 409, body: { detail: runs, code: 'LOGIN_RUNS_A_STORE' } };
    await user.click(within(dialog).getByRole('button', { name: 'Turn into a maker' }));
    expect(await within(dialog).findByText(runs)).toBeInTheDocument();
    expect(location()).toBe('/hub/leads');
  });

  it('downloads the CSV with the login token, saved as a file', async () => {
    const { calls } = renderHub('/hub/leads', 'ops', {
      'GET hub/seller-leads/': page(),
      'GET hub/seller-leads.csv': { body: 'createdAt,firstName,mobile\r\n' },
    });
    // What the browser would save: the file's name and the local copy the link points to.
    const blobs: Blob[] = [];
    URL.createObjectURL = (blob: Blob) => (blobs.push(blob), 'blob:leads');
    URL.revokeObjectURL = () => undefined;
    const saved: { name: string; href: string }[] = [];
    const click = vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (
      this: HTMLAnchorElement,
    ) {
      saved.push({ name: this.download, href: this.getAttribute('href')! });
    });
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: 'Download CSV' }));
    await expect
      .poll(() => saved, { timeout: 10_000 })
      .toEqual([{ name: 'seller-leads.csv', href: 'blob:leads' }]);
    expect(await blobs[0]!.text()).toContain('createdAt,firstName,mobile');
    const call = calls.find((c) => c.route === 'GET hub/seller-leads.csv')!;
    expect(call.headers.get('authorization')).toBe('Token token-of-ops');
    click.mockRestore();
  });

  it('is for ops: a seller opening it gets the 403 view and no Leads in the navigation', async () => {
    renderHub('/hub/leads', 'seller');
    expect(await screen.findByRole('heading', { name: 'Access denied' })).toBeInTheDocument();
    const nav = screen.getByRole('navigation', { name: 'Hub' });
    expect(within(nav).queryByRole('link', { name: 'Leads' })).toBeNull();
  });
});
