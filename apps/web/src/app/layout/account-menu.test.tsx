import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Outlet } from 'react-router';
import { describe, expect, it } from 'vitest';
import { LOGGED_OUT } from '../../features/accounts/account-texts';
import { fakeApi } from '../../features/accounts/testing/fake-api';
import { startEachTestFresh } from '../../features/accounts/testing/fresh-shop';
import { demoLogin, renderScreen } from '../../features/accounts/testing/render-screen';
import { readStoredLogin } from '../../lib/session';
import { STORAGE_KEYS, writeStored } from '../../lib/storage';
import { AccountMenu } from './account-menu';

startEachTestFresh();

const withMenu = (
  <>
    <AccountMenu />
    <Outlet />
  </>
);

describe('Account menu', () => {
  it('offers Login to a visitor, coming back to the page they were on', async () => {
    fakeApi({});
    renderScreen('/shipping', { extra: withMenu });
    expect(await screen.findByRole('link', { name: 'Login' })).toHaveAttribute(
      'href',
      '/login?redirect=shipping',
    );
  });

  it('opens My Profile, My Orders and Logout, and closes on Escape', async () => {
    fakeApi({});
    renderScreen('/', { login: demoLogin, extra: withMenu });
    const user = userEvent.setup();
    const account = await screen.findByRole('button', { name: 'Account' });
    expect(account).toHaveAttribute('aria-expanded', 'false');

    await user.click(account);
    expect(account).toHaveAttribute('aria-expanded', 'true');
    expect(screen.getByRole('link', { name: 'My Profile' })).toHaveAttribute('href', '/profile');
    expect(screen.getByRole('link', { name: 'My Orders' })).toHaveAttribute('href', '/myorders');
    expect(screen.getByRole('button', { name: 'Logout' })).toBeVisible();

    await user.keyboard('{Escape}');
    expect(account).toHaveAttribute('aria-expanded', 'false');
    expect(account).toHaveFocus();
    expect(screen.queryByRole('link', { name: 'My Profile' })).not.toBeInTheDocument();
  });

  it.each([
    [['customer', 'seller'], true],
    [['ops'], true],
    [['admin'], true],
    [['customer'], false],
    [undefined, false],
  ] as const)('with roles %j offers Hub: %s', async (roles, offered) => {
    fakeApi({});
    renderScreen('/', {
      login: { ...demoLogin, ...(roles && { roles: [...roles] }) },
      extra: withMenu,
    });
    await userEvent.click(await screen.findByRole('button', { name: 'Account' }));
    const hub = screen.queryByRole('link', { name: 'Hub' });
    if (offered) expect(hub).toHaveAttribute('href', '/hub');
    else expect(hub).not.toBeInTheDocument();
  });

  it('offers Hub at once to a login made a seller since it logged in (roles read on each visit)', async () => {
    const api = fakeApi({
      'GET users/profile/': {
        body: { ...demoLogin, id: 7, roles: ['customer', 'seller'], isPodAllowed: true },
      },
    });
    renderScreen('/', { login: { ...demoLogin, roles: ['customer'] }, extra: withMenu });
    await waitFor(() => expect(readStoredLogin()?.roles).toEqual(['customer', 'seller']));
    await userEvent.click(await screen.findByRole('button', { name: 'Account' }));
    expect(screen.getByRole('link', { name: 'Hub' })).toHaveAttribute('href', '/hub');
    expect(api.callsTo('GET users/profile/')[0]?.authorization).toBe(`Token ${demoLogin.token}`);
  });

  it('takes Hub away from a login whose seller role was taken', async () => {
    fakeApi({
      'GET users/profile/': { body: { ...demoLogin, id: 7, roles: ['customer'] } },
    });
    renderScreen('/', { login: { ...demoLogin, roles: ['customer', 'seller'] }, extra: withMenu });
    await waitFor(() => expect(readStoredLogin()?.roles).toEqual(['customer']));
    await userEvent.click(await screen.findByRole('button', { name: 'Account' }));
    expect(screen.queryByRole('link', { name: 'Hub' })).not.toBeInTheDocument();
  });

  it.each([200, 500])(
    'logs out (server answers %i): clears the shop storage, says so and goes home',
    async (status) => {
      const api = fakeApi({ 'POST users/logout/': { status, body: { detail: 'Logged out' } } });
      writeStored(STORAGE_KEYS.cart, [{ id: 3, quantityPossible: 2 }]);
      writeStored(STORAGE_KEYS.discount, { discountCode: 'FRESH10' });
      const { router } = renderScreen('/shipping', { login: demoLogin, extra: withMenu });
      const user = userEvent.setup();
      await user.click(await screen.findByRole('button', { name: 'Account' }));
      await user.click(screen.getByRole('button', { name: 'Logout' }));

      expect(await screen.findByText(LOGGED_OUT)).toBeInTheDocument();
      expect(router.state.location.pathname).toBe('/');
      expect(api.callsTo('POST users/logout/')[0]?.authorization).toBe(`Token ${demoLogin.token}`);
      for (const key of [STORAGE_KEYS.login, STORAGE_KEYS.cart, STORAGE_KEYS.discount])
        expect(localStorage.getItem(key)).toBeNull();
      expect(screen.getByRole('link', { name: 'Login' })).toBeInTheDocument();
    },
  );
});
