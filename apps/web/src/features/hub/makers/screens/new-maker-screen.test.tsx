import { MOBILE_MESSAGE } from '@makers-pantry/domain/accounts';
import { errorSentence } from '@makers-pantry/domain/error-codes';
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { aMaker } from '../../testing/maker-fixtures';
import { renderHub, startEachHubTestFresh } from '../../testing/render-hub';

startEachHubTestFresh();

const bhoomi = aMaker({
  id: 21,
  storeName: 'Bhoomi Millets',
  categoryTag: 'Millets',
  cuisineTag: 'Karnataka',
  aboutSeller: 'Millet rotis and laddoos from Tumkur.',
  state: 'pending',
  productsCount: 0,
  owner: { id: 40, name: 'Geetha Rao', mobile: '9845012345' },
});

async function fillProfile() {
  const user = userEvent.setup();
  await user.type(await screen.findByRole('textbox', { name: 'Store name' }), 'Bhoomi Millets');
  await user.type(screen.getByRole('textbox', { name: 'Category tag' }), 'Millets');
  await user.type(screen.getByRole('textbox', { name: 'Cuisine tag' }), 'Karnataka');
  await user.type(
    screen.getByRole('textbox', { name: 'About the store' }),
    'Millet rotis and laddoos from Tumkur.',
  );
  return user;
}

describe('a new maker from scratch', () => {
  it("opens from the makers list's 'New maker' button", async () => {
    const { location } = renderHub('/hub/makers', 'ops', {
      'GET hub/makers/': { body: { makers: [aMaker()] } },
    });
    const user = userEvent.setup();
    await user.click(await screen.findByRole('link', { name: 'New maker' }));
    expect(location()).toBe('/hub/makers/new');
    expect(await screen.findByRole('heading', { name: 'New maker' })).toBeInTheDocument();
  });

  it("checks the fields with the server's schema, creates it run by a mobile, and lands on its page", async () => {
    const { calls, location } = renderHub('/hub/makers/new', 'ops', {
      'POST hub/makers/': { status: 201, body: bhoomi },
      'GET hub/makers/21/': { body: bhoomi },
      'GET hub/history/maker/21/': { body: { history: [] } },
    });
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: 'Create maker' }));
    expect(screen.getByText('The store name must be at least 2 characters long.')).toBeVisible();
    expect(screen.getByText('The about text must be at least 10 characters long.')).toBeVisible();
    expect(calls.some((call) => call.route === 'POST hub/makers/')).toBe(false);

    await fillProfile();
    await user.type(screen.getByRole('textbox', { name: 'Run by (mobile, optional)' }), '98450');
    await user.click(screen.getByRole('button', { name: 'Create maker' }));
    expect(screen.getByText(MOBILE_MESSAGE)).toBeVisible();

    await user.type(screen.getByRole('textbox', { name: 'Run by (mobile, optional)' }), '12345');
    await user.click(screen.getByRole('radio', { name: /^Approved/ }));
    await user.clear(screen.getByRole('spinbutton', { name: 'Lead time (hours)' }));
    await user.type(screen.getByRole('spinbutton', { name: 'Lead time (hours)' }), '36');
    await user.click(screen.getByRole('button', { name: 'Create maker' }));

    expect(await screen.findByRole('heading', { name: 'Bhoomi Millets' })).toBeInTheDocument();
    expect(location()).toBe('/hub/makers/21');
    expect(calls.find((call) => call.route === 'POST hub/makers/')?.body).toEqual({
      storeName: 'Bhoomi Millets',
      categoryTag: 'Millets',
      cuisineTag: 'Karnataka',
      aboutSeller: 'Millet rotis and laddoos from Tumkur.',
      leadTimeHours: 36,
      state: 'approved',
      ownerMobile: '9845012345',
    });
  });

  it('starts pending with the usual lead time when those are left alone', async () => {
    const { calls } = renderHub('/hub/makers/new', 'ops', {
      'POST hub/makers/': { status: 201, body: { ...bhoomi, owner: null } },
      'GET hub/makers/21/': { body: { ...bhoomi, owner: null } },
      'GET hub/history/maker/21/': { body: { history: [] } },
    });
    const user = await fillProfile();
    await user.click(screen.getByRole('button', { name: 'Create maker' }));
    expect(await screen.findByRole('heading', { name: 'Bhoomi Millets' })).toBeInTheDocument();
    expect(calls.find((call) => call.route === 'POST hub/makers/')?.body).toEqual({
      storeName: 'Bhoomi Millets',
      categoryTag: 'Millets',
      cuisineTag: 'Karnataka',
      aboutSeller: 'Millet rotis and laddoos from Tumkur.',
      state: 'pending',
    });
  });

  it("shows the server's sentence when the mobile has no account or already runs a store", async () => {
    const runs =
      'Geetha Rao (9845012345) already runs Ragi House in the hub. One login runs one store.';
    let answer = {
      status: 404,
      body: { detail: errorSentence('ACCOUNT_NOT_FOUND'), code: 'ACCOUNT_NOT_FOUND' },
    };
    const { location } = renderHub('/hub/makers/new', 'ops', {
      'POST hub/makers/': () => answer,
    });
    const user = await fillProfile();
    await user.type(
      screen.getByRole('textbox', { name: 'Run by (mobile, optional)' }),
      '9845012345',
    );
    await user.click(screen.getByRole('button', { name: 'Create maker' }));
    expect(await screen.findByText(errorSentence('ACCOUNT_NOT_FOUND'))).toBeVisible();

    answer = { status: 409, body: { detail: runs, code: 'LOGIN_RUNS_A_STORE' } };
    await user.click(screen.getByRole('button', { name: 'Create maker' }));
    expect(await screen.findByText(runs)).toBeVisible();
    expect(location()).toBe('/hub/makers/new');
  });
});
