import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it } from 'vitest';
import { api } from '../../../lib/api';
import { readStored, STORAGE_KEYS } from '../../../lib/storage';
import { resendTimeFrom, saveOtpMessage } from '../otp-message';
import { fakeApi } from '../testing/fake-api';
import { startEachTestFresh } from '../testing/fresh-shop';
import { demoLogin, renderScreen } from '../testing/render-screen';

startEachTestFresh();

const cart = [{ id: 3, quantity: 2 }];
const slots = { addressId: 5, slots: [], isPodNotAllowed: false, delFee: 0, fromCart: cart };

/** Asha is at checkout, logged in, with a cart and chosen slots, when her session lapses. */
async function sessionLapsesAt(route: string) {
  localStorage.setItem(STORAGE_KEYS.login, JSON.stringify(demoLogin));
  localStorage.setItem(STORAGE_KEYS.cart, JSON.stringify(cart));
  localStorage.setItem(STORAGE_KEYS.selectedSlots, JSON.stringify(slots));
  window.location.hash = `#/${route}`;
  fakeApi({
    'GET users/profile/': {
      status: 401,
      body: { detail: 'Your login has expired.', code: 'UNAUTHENTICATED' },
    },
  });
  await expect(api('users/profile/')).rejects.toMatchObject({ status: 401 });
}

async function logInAs(mobile: string, redirect: string) {
  fakeApi({
    'POST users/login/': { body: { ...demoLogin, mobile, roles: ['customer'] } },
  });
  saveOtpMessage({ mobile, existingUser: true, resendAt: resendTimeFrom(Date.now()) });
  renderScreen(`/login/verify/?redirect=${encodeURIComponent(redirect)}`);
  const user = userEvent.setup();
  await user.type(await screen.findByLabelText('OTP'), '4821');
  await user.click(screen.getByRole('button', { name: 'Verify and login' }));
}

describe('a session that lapses', () => {
  beforeEach(() => sessionStorage.clear());

  it('clears local storage as the shop’s rule says and goes to /login with the way back', async () => {
    await sessionLapsesAt('checkout/5');
    expect(readStored(STORAGE_KEYS.login)).toBeNull();
    expect(readStored(STORAGE_KEYS.cart)).toBeNull();
    expect(readStored(STORAGE_KEYS.selectedSlots)).toBeNull();
    expect(window.location.hash).toBe('#/login?redirect=checkout%2F5');
  });

  it("says why on the login screen: 'Your session has ended. Please log in again.'", async () => {
    await sessionLapsesAt('checkout/5');
    fakeApi({});
    renderScreen('/login?redirect=checkout%2F5');
    expect(await screen.findByRole('status')).toHaveTextContent(
      'Your session has ended. Please log in again.',
    );
  });

  it('gives the same customer their cart and slots back after login, where they were', async () => {
    await sessionLapsesAt('shipping');
    await logInAs(demoLogin.mobile, 'shipping');
    expect(
      await screen.findByRole('heading', { name: 'Shipping at /shipping' }),
    ).toBeInTheDocument();
    expect(readStored(STORAGE_KEYS.cart)).toEqual(cart);
    expect(readStored(STORAGE_KEYS.selectedSlots)).toEqual(slots);
  });

  it('gives another number nothing of it', async () => {
    await sessionLapsesAt('shipping');
    await logInAs('9123456789', 'shipping');
    await screen.findByRole('heading', { name: 'Shipping at /shipping' });
    expect(readStored(STORAGE_KEYS.cart)).toBeNull();
    expect(readStored(STORAGE_KEYS.selectedSlots)).toBeNull();
    // Nor later: the lapsed session is forgotten once anyone logs in.
    fakeApi({});
    renderScreen('/login');
    expect(screen.queryByText('Your session has ended. Please log in again.')).toBeNull();
  });

  it('handles several requests failing together once', async () => {
    localStorage.setItem(STORAGE_KEYS.login, JSON.stringify(demoLogin));
    localStorage.setItem(STORAGE_KEYS.cart, JSON.stringify(cart));
    window.location.hash = '#/checkout/5';
    fakeApi({
      'GET users/profile/': { status: 401, body: { detail: 'x', code: 'UNAUTHENTICATED' } },
    });
    // Both were sent with the login; the second answers after the first cleared everything.
    const answers = await Promise.allSettled([api('users/profile/'), api('users/profile/')]);
    expect(answers.map((answer) => answer.status)).toEqual(['rejected', 'rejected']);
    expect(window.location.hash).toBe('#/login?redirect=checkout%2F5');
    await logInAs(demoLogin.mobile, 'shipping');
    await screen.findByRole('heading', { name: 'Shipping at /shipping' });
    expect(readStored(STORAGE_KEYS.cart)).toEqual(cart);
  });
});
