import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { errorSentence } from '@makers-pantry/domain/error-codes';
import { GENERIC_ERROR_TEXT } from '../../../../components/ui/error-view';
import { fakeUploads } from '../../../../testing/fake-upload';
import { renderHub, startEachHubTestFresh } from '../../testing/render-hub';
import { aBanner, aNewBanner } from '../testing/merch-fixtures';

startEachHubTestFresh();
beforeEach(() => {
  URL.createObjectURL = vi.fn(() => 'blob:preview');
  URL.revokeObjectURL = vi.fn();
});

const STALE = errorSentence('STALE_VERSION');
const diwali = aBanner();
const monsoon = aBanner({
  id: 2,
  version: 5,
  name: 'Monsoon pickles',
  sortOrder: 20,
  state: 'scheduled',
  activeFrom: '2026-12-01T04:30:00.000Z',
  activeTo: '2026-12-08T04:30:00.000Z',
});
const oldOffer = aBanner({ id: 3, version: 1, name: 'Onam', sortOrder: 30, state: 'ended' });
const NEW_PRODUCTS = { kind: 'new-products', id: null, name: 'New products', path: '/newproducts' };
const BATTERS = {
  kind: 'category',
  id: 1,
  name: 'Breakfast Batters',
  path: '/category/1/Breakfast%20Batters/0/All',
};
const MILLETS = {
  kind: 'collection',
  id: 5,
  name: 'Made with millets',
  path: '/collection/5/Made%20with%20millets',
};
/** A banner's page also reads its history and the pages its link can be picked from. */
const noHistory = (id: number) => ({
  [`GET hub/history/banner/${id}/`]: { body: { history: [] } },
  'GET hub/shop-pages/': { body: { pages: [NEW_PRODUCTS, BATTERS] } },
});

describe('banners', () => {
  it('lists banners in carousel order with schedule and state, filtered through the URL', async () => {
    const { location } = renderHub('/hub/merch', 'ops', {
      'GET hub/banners/': { body: { banners: [diwali, monsoon, oldOffer] } },
    });
    await screen.findByRole('link', { name: 'Diwali sweets week' });
    const table = screen.getByRole('table', { name: 'Banners' });
    const rows = within(table).getAllByRole('row').slice(1);
    expect(rows.map((row) => within(row).getByRole('link').textContent)).toEqual([
      'Diwali sweets week',
      'Monsoon pickles',
      'Onam',
    ]);
    expect(rows[0]).toHaveTextContent('From 1 Nov 2026, 10 AM, no end');
    expect(rows[0]).toHaveTextContent('Showing now');
    expect(rows[1]).toHaveTextContent('From 1 Dec 2026, 10 AM until 8 Dec 2026, 10 AM');
    expect(rows[1]).toHaveTextContent('Scheduled');
    expect(rows[2]).toHaveTextContent('Ended');

    const user = userEvent.setup();
    await user.selectOptions(screen.getByRole('combobox', { name: 'State' }), 'scheduled');
    expect(location()).toBe('/hub/merch?state=scheduled');
    expect(screen.queryByRole('link', { name: 'Onam' })).toBeNull();
    expect(screen.getByRole('link', { name: 'Monsoon pickles' })).toBeVisible();
    // Up and down mean the shop's order: only on the whole list.
    expect(screen.queryByRole('button', { name: 'Move Monsoon pickles up' })).toBeNull();
    expect(screen.getByText('Show all banners to change their order.')).toBeVisible();
  });

  it('says so when there are no banners', async () => {
    renderHub('/hub/merch', 'ops', { 'GET hub/banners/': { body: { banners: [] } } });
    expect(await screen.findByText('No banners yet.')).toBeVisible();
  });

  it('says something went wrong when the list cannot be read', async () => {
    renderHub('/hub/merch', 'ops', {
      'GET hub/banners/': { status: 500, body: { detail: 'Internal error.' } },
    });
    expect(await screen.findByText(GENERIC_ERROR_TEXT)).toBeVisible();
    expect(screen.queryByRole('table', { name: 'Banners' })).toBeNull();
  });

  it('moves a banner up: each position that changed is saved on its version', async () => {
    const { calls } = renderHub('/hub/merch', 'ops', {
      'GET hub/banners/': { body: { banners: [diwali, monsoon, oldOffer] } },
      'PATCH hub/banners/1/': { body: { ...diwali, version: 4, sortOrder: 20 } },
      'PATCH hub/banners/2/': { body: { ...monsoon, version: 6, sortOrder: 10 } },
    });
    const user = userEvent.setup();
    expect(
      await screen.findByRole('button', { name: 'Move Diwali sweets week up' }),
    ).toBeDisabled();
    await user.click(screen.getByRole('button', { name: 'Move Monsoon pickles up' }));
    await expect.poll(() => calls.filter((call) => call.route.startsWith('PATCH')).length).toBe(2);
    // Renumbered in tens: Monsoon 10, Diwali 20; Onam is already at 30 and is left alone.
    expect(calls.filter((call) => call.route.startsWith('PATCH'))).toMatchObject([
      { route: 'PATCH hub/banners/2/', body: { version: 5, sortOrder: 10 } },
      { route: 'PATCH hub/banners/1/', body: { version: 3, sortOrder: 20 } },
    ]);
  });

  it("creates a banner checked by the server's schema, off, and opens its page for pictures", async () => {
    const created = aNewBanner({ activeFrom: '2026-12-01T04:30:00.000Z' });
    const { calls, location } = renderHub('/hub/merch/banners/new', 'ops', {
      'POST hub/banners/': { status: 201, body: created },
      'GET hub/banners/': { body: { banners: [diwali, created] } },
      ...noHistory(7),
      'GET hub/shop-pages/?q=millet': { body: { pages: [MILLETS] } },
    });
    const user = userEvent.setup();
    await user.type(await screen.findByRole('textbox', { name: 'Name' }), 'Winter millets');
    await user.type(screen.getByLabelText('Shows from'), '2026-12-01T10:00');
    await user.click(screen.getByRole('button', { name: 'Create banner' }));
    // No link is typed: one must be picked from the shop's pages first.
    const link = screen.getByRole('group', { name: 'Link' });
    expect(within(link).getByText('No page chosen yet: find it below.')).toBeVisible();
    expect(within(link).getByRole('alert')).toBeVisible();
    expect(calls.some((call) => call.route === 'POST hub/banners/')).toBe(false);
    expect(within(link).queryByRole('textbox', { name: 'Link' })).toBeNull();

    // With no words, New products and the categories; words find the page by name.
    expect(
      await within(link).findByRole('button', { name: 'Link to New products: New products' }),
    ).toBeVisible();
    await user.type(
      within(link).getByRole('searchbox', { name: 'Find a page of the shop' }),
      'millet',
    );
    await user.click(
      await within(link).findByRole('button', { name: 'Link to Collection: Made with millets' }),
    );
    expect(within(link).getByRole('status')).toHaveTextContent(
      'Opens Collection: Made with millets (/collection/5/Made%20with%20millets)',
    );
    await user.click(screen.getByRole('button', { name: 'Create banner' }));
    expect(await screen.findByRole('heading', { name: 'Winter millets', level: 1 })).toBeVisible();
    expect(location()).toBe('/hub/merch/banners/7');
    expect(calls.find((call) => call.route === 'POST hub/banners/')?.body).toEqual({
      name: 'Winter millets',
      redirectUrl: '/collection/5/Made%20with%20millets',
      sortOrder: 0,
      activeFrom: '2026-12-01T10:00:00+05:30',
      activeTo: null,
    });
    // Off until its pictures are in: the tick waits for them.
    expect(screen.getByText('Needs pictures')).toBeVisible();
    expect(screen.getByRole('checkbox', { name: /^On/ })).toBeDisabled();
    expect(screen.getByText('Add the three pictures below first.')).toBeVisible();
  });

  it('cuts one picture to the three sizes, then turns the banner on', async () => {
    const held = fakeUploads();
    const fresh = aNewBanner();
    let stored = fresh;
    const { calls } = renderHub('/hub/merch/banners/7', 'ops', {
      'GET hub/banners/': () => ({ body: { banners: [stored] } }),
      'PATCH hub/banners/7/': { body: { ...fresh, version: 3, isActive: true, state: 'showing' } },
      ...noHistory(7),
    });
    const small = await screen.findByRole('group', { name: 'Small picture' });
    expect(within(small).getByText('No picture yet')).toBeVisible();
    expect(within(small).getByText('600 × 240, for phones')).toBeVisible();

    const user = userEvent.setup();
    await user.upload(
      screen.getByLabelText('Choose one picture for all sizes'),
      new File(['bytes'], 'winter-wide.jpg', { type: 'image/jpeg' }),
    );
    const upload = held[0]!;
    expect(upload.method).toBe('PUT');
    expect(upload.path).toBe('hub/banners/7/pictures/all/');
    expect(upload.form.get('version')).toBe('1');
    upload.progress(1, 2);
    expect(
      await screen.findByRole('progressbar', { name: 'Uploading winter-wide.jpg' }),
    ).toBeVisible();
    stored = aNewBanner({
      version: 2,
      state: 'off',
      largeImage: '/media/hub/banners/7/large-a.webp',
      mediumImage: '/media/hub/banners/7/medium-a.webp',
      smallImage: '/media/hub/banners/7/small-a.webp',
    });
    upload.answer(200, stored);
    expect(await screen.findByRole('img', { name: 'Winter millets, small size' })).toHaveAttribute(
      'src',
      '/media/hub/banners/7/small-a.webp',
    );
    expect(screen.getByRole('img', { name: 'Winter millets, large size' })).toHaveAttribute(
      'src',
      '/media/hub/banners/7/large-a.webp',
    );

    const on = await screen.findByRole('checkbox', { name: /^On/ });
    await expect.poll(() => on.hasAttribute('disabled')).toBe(false);
    await user.click(on);
    await user.click(screen.getByRole('button', { name: 'Save' }));
    await expect
      .poll(() => calls.find((call) => call.route === 'PATCH hub/banners/7/')?.body)
      .toEqual({ version: 2, isActive: true });
  });

  it('replaces one size alone, and says why a file was refused', async () => {
    const held = fakeUploads();
    renderHub('/hub/merch/banners/1', 'ops', {
      'GET hub/banners/': { body: { banners: [diwali] } },
      ...noHistory(1),
    });
    const user = userEvent.setup();
    await user.upload(
      await screen.findByLabelText('Replace the small picture'),
      new File(['bytes'], 'phone.png', { type: 'image/png' }),
    );
    expect(held[0]!.path).toBe('hub/banners/1/pictures/small/');
    held[0]!.answer(415, {
      detail: 'Please send a JPEG, PNG or WebP photo.',
      code: 'UNSUPPORTED_MEDIA_TYPE',
    });
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'phone.png: Please send a JPEG, PNG or WebP photo.',
    );
  });

  it('edits only what changed on the version read; a colleague first offers Reload', async () => {
    let version = 3;
    const { calls } = renderHub('/hub/merch/banners/1', 'ops', {
      'GET hub/banners/': () => ({ body: { banners: [{ ...diwali, version }] } }),
      'PATCH hub/banners/1/': { status: 409, body: { detail: STALE, code: 'STALE_VERSION' } },
      ...noHistory(1),
    });
    const user = userEvent.setup();
    const until = await screen.findByLabelText('Shows until');
    expect(screen.getByLabelText('Shows from')).toHaveValue('2026-11-01T10:00');
    expect(screen.getByRole('button', { name: 'Save' })).toBeDisabled();
    await user.type(until, '2026-11-30T23:59');
    version = 4;
    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText(STALE)).toBeVisible();
    expect(calls.find((call) => call.route === 'PATCH hub/banners/1/')?.body).toEqual({
      version: 3,
      activeTo: '2026-11-30T23:59:00+05:30',
    });
    await user.click(screen.getByRole('button', { name: 'Reload' }));
    await expect.poll(() => screen.queryByText(STALE)).toBeNull();
    expect(screen.getByLabelText('Shows until')).toHaveValue('');
  });
});
