import type { HubMaker } from '@makers-pantry/domain/hub-makers';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { fakeUploads } from '../../../../testing/fake-upload';
import { aMaker, anEntry } from '../../testing/maker-fixtures';
import { renderHub, startEachHubTestFresh, type Person } from '../../testing/render-hub';

startEachHubTestFresh();

/** A maker the fake server keeps, changing as the requests say. */
function openMaker(url: string, as: Person, extra = {}) {
  let maker = aMaker();
  const history = [anEntry({ action: 'created', after: { storeName: maker.storeName } })];
  const set = (changes: Partial<HubMaker>, action: string) => {
    const fields = Object.keys(changes) as (keyof HubMaker)[];
    const before = Object.fromEntries(fields.map((field) => [field, maker[field]]));
    maker = { ...maker, ...changes, version: maker.version + 1 };
    history.unshift(anEntry({ id: history.length + 1, action, before, after: changes }));
    return { body: maker };
  };
  const view = renderHub(url, as, {
    'GET hub/makers/': () => ({ body: { makers: [maker] } }),
    'GET hub/makers/3/': () => ({ body: maker }),
    'GET hub/history/maker/3/': () => ({ body: { history } }),
    'PATCH hub/makers/3/': (body) => {
      const { version: _, ...changes } = body as Partial<HubMaker>;
      return set(changes, 'edited');
    },
    'POST hub/makers/3/suspend/': (body) =>
      set(
        {
          state: 'suspended',
          suspendedAt: '2026-11-26T05:00:00.000Z',
          suspensionReason: (body as { reason: string }).reason,
        },
        'suspended',
      ),
    'POST hub/makers/3/reinstate/': () =>
      set({ state: 'approved', suspendedAt: null, suspensionReason: null }, 'reinstated'),
    ...extra,
  });
  return { ...view, change: (changes: Partial<HubMaker>) => set(changes, 'edited') };
}

const fact = (label: string) => screen.getByText(label, { selector: 'dt' }).nextElementSibling!;

describe("a maker's page", () => {
  it('lets ops suspend it with a reason, then reinstate it; each shows in its history', async () => {
    const { calls } = openMaker('/hub/makers/3', 'ops');
    expect(await screen.findByRole('heading', { name: "Amma's Kitchen" })).toBeInTheDocument();
    expect(fact('State')).toHaveTextContent('Approved');
    const user = userEvent.setup();
    await user.click(screen.getByRole('button', { name: 'Suspend' }));
    const dialog = screen.getByRole('dialog', { name: "Suspend Amma's Kitchen?" });
    expect(dialog).toHaveTextContent("Its products leave the shop's listings, search and carts");
    await user.type(
      within(dialog).getByRole('textbox', { name: 'Reason' }),
      'FSSAI licence lapsed',
    );
    await user.click(within(dialog).getByRole('button', { name: 'Suspend' }));

    expect(await screen.findByText("Amma's Kitchen is suspended.")).toBeInTheDocument();
    expect(calls.find((call) => call.route === 'POST hub/makers/3/suspend/')?.body).toEqual({
      version: 1,
      reason: 'FSSAI licence lapsed',
    });
    expect(fact('State')).toHaveTextContent('Suspended');
    expect(fact('Why it was suspended')).toHaveTextContent('FSSAI licence lapsed');
    const history = screen.getByRole('region', { name: 'History' });
    expect(
      await within(history).findByText('Suspended', { selector: 'strong' }),
    ).toBeInTheDocument();
    expect(history).toHaveTextContent('State: Approved → Suspended');

    await user.click(screen.getByRole('button', { name: 'Reinstate' }));
    const back = screen.getByRole('dialog', { name: "Reinstate Amma's Kitchen?" });
    await user.click(within(back).getByRole('button', { name: 'Reinstate' }));
    expect(await screen.findByText("Amma's Kitchen is on the shop.")).toBeInTheDocument();
    expect(fact('State')).toHaveTextContent('Approved');
  });

  it("lets a seller edit its own store's profile from My store, sending only what changed", async () => {
    const { calls } = openMaker('/hub/store', 'seller');
    const name = await screen.findByRole('textbox', { name: 'Store name' });
    expect(screen.queryByRole('button', { name: 'Suspend' })).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Save' })).toBeDisabled();
    const user = userEvent.setup();
    await user.clear(name);
    await user.type(name, "Amma's Kitchen Koramangala");
    const lead = screen.getByRole('spinbutton', { name: 'Lead time (hours)' });
    await user.clear(lead);
    await user.type(lead, '36');
    await user.click(screen.getByRole('button', { name: 'Save' }));

    expect(await screen.findByText('Store profile saved.')).toBeInTheDocument();
    expect(calls.find((call) => call.route === 'PATCH hub/makers/3/')?.body).toEqual({
      version: 1,
      storeName: "Amma's Kitchen Koramangala",
      leadTimeHours: 36,
    });
    expect(
      await screen.findByRole('heading', { name: "Amma's Kitchen Koramangala" }),
    ).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Save' })).toBeDisabled();
    const history = screen.getByRole('region', { name: 'History' });
    await expect
      .poll(() => history.textContent)
      .toContain("Store name: Amma's Kitchen → Amma's Kitchen Koramangala");
  });

  it('takes a new store picture from a phone on the version read, with its progress', async () => {
    URL.createObjectURL = vi.fn(() => 'blob:preview');
    URL.revokeObjectURL = vi.fn();
    const held = fakeUploads();
    const { change } = openMaker('/hub/store', 'seller');
    const picture = await screen.findByRole('group', { name: 'Store picture' });
    const user = userEvent.setup();
    await user.upload(
      within(picture).getByLabelText('Replace the store picture'),
      new File(['bytes'], 'shop-front.jpg', { type: 'image/jpeg' }),
    );
    const upload = held[0]!;
    expect(upload.method).toBe('PUT');
    expect(upload.path).toBe('hub/makers/3/profile-image/');
    expect(upload.form.get('version')).toBe('1');
    upload.progress(1, 2);
    expect(
      await screen.findByRole('progressbar', { name: 'Uploading shop-front.jpg' }),
    ).toBeVisible();
    upload.answer(200, change({ profileImage: '/media/makers/3-new.webp' }).body);
    expect(
      await within(picture).findByRole('img', { name: "Amma's Kitchen's store picture" }),
    ).toHaveAttribute('src', '/media/makers/3-new.webp');
  });

  it('names what is wrong with a field before sending', async () => {
    const { calls } = openMaker('/hub/store', 'seller');
    const about = await screen.findByRole('textbox', { name: 'About the store' });
    const user = userEvent.setup();
    await user.clear(about);
    await user.type(about, 'Short');
    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(about).toHaveAttribute('aria-invalid', 'true');
    expect(calls.some((call) => call.route === 'PATCH hub/makers/3/')).toBe(false);
  });

  it("says a colleague's change came first, and Reload shows it", async () => {
    let stale = true;
    const server = openMaker('/hub/makers/3', 'ops', {
      'PATCH hub/makers/3/': () =>
        stale
          ? {
              status: 409,
              body: {
                detail:
                  'Someone else changed this while you were editing. Please reload it and make your change again.',
                code: 'STALE_VERSION',
              },
            }
          : { body: aMaker() },
    });
    const user = userEvent.setup();
    const cuisine = await screen.findByRole('textbox', { name: 'Cuisine tag' });
    await user.clear(cuisine);
    await user.type(cuisine, 'Kerala');
    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'Someone else changed this while you were editing.',
    );
    server.change({ cuisineTag: 'Chettinad' });
    stale = false;
    await user.click(screen.getByRole('button', { name: 'Reload' }));
    expect(await screen.findByDisplayValue('Chettinad')).toBeInTheDocument();
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });
});
