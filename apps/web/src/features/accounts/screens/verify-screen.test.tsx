import { NEW_USER_MESSAGES, OTP_MESSAGE } from '@makers-pantry/domain/accounts';
import { act, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { readStored, STORAGE_KEYS } from '../../../lib/storage';
import { RESEND_HINT } from '../account-texts';
import { resendTimeFrom, saveOtpMessage } from '../otp-message';
import { fakeApi } from '../testing/fake-api';
import { startEachTestFresh } from '../testing/fresh-shop';
import { demoLogin, renderScreen } from '../testing/render-screen';

startEachTestFresh();

const sentJustNow = (existingUser: boolean | null) =>
  saveOtpMessage({ mobile: '9876543210', existingUser, resendAt: resendTimeFrom(Date.now()) });

const loggedIn = { body: { ...demoLogin, roles: ['customer'], isPodAllowed: true } };

describe('/login/verify/', () => {
  it('without a sent OTP goes back to /login, keeping the redirect', async () => {
    fakeApi({});
    const { router } = renderScreen('/login/verify/?redirect=shipping');
    expect(await screen.findByRole('heading', { name: 'Login' })).toBeInTheDocument();
    expect(router.state.location.search).toBe('?redirect=shipping');
  });

  it('asks an existing customer only for the OTP, as a one-time code', async () => {
    fakeApi({});
    sentJustNow(true);
    renderScreen('/login/verify/');
    const otp = await screen.findByLabelText('OTP');
    expect(otp).toHaveAttribute('inputmode', 'numeric');
    expect(otp).toHaveAttribute('autocomplete', 'one-time-code');
    expect(screen.queryByLabelText('First name')).not.toBeInTheDocument();
    expect(screen.queryByLabelText('Email')).not.toBeInTheDocument();
  });

  it.each(['', '123', '0123', '12a4'])(
    'refuses the OTP %j with the shop’s sentence',
    async (otp) => {
      const api = fakeApi({});
      sentJustNow(true);
      renderScreen('/login/verify/');
      const user = userEvent.setup();
      if (otp) await user.type(await screen.findByLabelText('OTP'), otp);
      await user.click(screen.getByRole('button', { name: 'Verify and login' }));
      expect(await screen.findByText(OTP_MESSAGE)).toBeInTheDocument();
      expect(api.calls).toHaveLength(0);
    },
  );

  it('asks a new customer for first name, last name and email, with the shop’s sentence', async () => {
    fakeApi({});
    sentJustNow(false);
    renderScreen('/login/verify/');
    const user = userEvent.setup();
    await user.type(await screen.findByLabelText('OTP'), '4821');
    await user.type(screen.getByLabelText('Email'), 'not-an-email');
    await user.click(screen.getByRole('button', { name: 'Verify and login' }));
    expect(await screen.findByText(NEW_USER_MESSAGES.firstName)).toBeInTheDocument();
    expect(screen.getByText(NEW_USER_MESSAGES.lastName)).toBeInTheDocument();
    expect(screen.getByText(NEW_USER_MESSAGES.email)).toBeInTheDocument();
  });

  it('logs a new customer in with names and email and goes to the redirect target', async () => {
    const api = fakeApi({ 'POST users/login/': loggedIn });
    sentJustNow(false);
    renderScreen('/login/verify/?redirect=shipping');
    const user = userEvent.setup();
    await user.type(await screen.findByLabelText('OTP'), '4821');
    await user.type(screen.getByLabelText('First name'), 'Asha');
    await user.type(screen.getByLabelText('Last name'), 'Rao');
    await user.type(screen.getByLabelText('Email'), 'asha@example.in');
    await user.click(screen.getByRole('button', { name: 'Verify and login' }));

    expect(
      await screen.findByRole('heading', { name: 'Shipping at /shipping' }),
    ).toBeInTheDocument();
    expect(api.callsTo('POST users/login/')[0]?.body).toEqual({
      mobile: '9876543210',
      otp: '4821',
      firstName: 'Asha',
      lastName: 'Rao',
      email: 'asha@example.in',
    });
    expect(readStored(STORAGE_KEYS.login)).toMatchObject({ token: demoLogin.token });
    expect(readStored(STORAGE_KEYS.otpMessage)).toBeNull();
    expect(screen.getByText('Welcome to Makers Pantry, Asha!')).toBeInTheDocument();
  });

  it('goes home after login when there is no redirect', async () => {
    fakeApi({ 'POST users/login/': loggedIn });
    sentJustNow(true);
    renderScreen('/login/verify/');
    const user = userEvent.setup();
    await user.type(await screen.findByLabelText('OTP'), '4821');
    await user.click(screen.getByRole('button', { name: 'Verify and login' }));
    expect(await screen.findByRole('heading', { name: 'Home at /' })).toBeInTheDocument();
  });

  it("shows the server's sentence after a 400 and clears the form", async () => {
    fakeApi({
      'POST users/login/': {
        status: 400,
        body: { detail: 'Incorrect OTP. Please try again.', code: 'OTP_WRONG' },
      },
    });
    sentJustNow(false);
    renderScreen('/login/verify/');
    const user = userEvent.setup();
    await user.type(await screen.findByLabelText('OTP'), '4821');
    await user.type(screen.getByLabelText('First name'), 'Asha');
    await user.type(screen.getByLabelText('Last name'), 'Rao');
    await user.type(screen.getByLabelText('Email'), 'asha@example.in');
    await user.click(screen.getByRole('button', { name: 'Verify and login' }));

    expect(await screen.findByRole('alert')).toHaveTextContent('Incorrect OTP. Please try again.');
    expect(screen.getByLabelText('OTP')).toHaveValue('');
    expect(screen.getByLabelText('First name')).toHaveValue('');
    expect(screen.getByLabelText('Last name')).toHaveValue('');
    expect(screen.getByLabelText('Email')).toHaveValue('');
    expect(screen.getByLabelText('OTP')).toHaveFocus();
  });

  it('shows the name fields when the server says a number of unknown standing is new', async () => {
    fakeApi({
      'POST users/login/': {
        status: 400,
        body: { detail: NEW_USER_MESSAGES.firstName, code: 'NEW_USER_DETAILS_NEEDED' },
      },
    });
    sentJustNow(null);
    renderScreen('/login/verify/');
    const user = userEvent.setup();
    await user.type(await screen.findByLabelText('OTP'), '4821');
    await user.click(screen.getByRole('button', { name: 'Verify and login' }));
    expect(await screen.findByLabelText('First name')).toBeInTheDocument();
  });

  it('keeps Resend disabled for 60 s with a countdown, then sends again', async () => {
    vi.useFakeTimers({ toFake: ['Date', 'setInterval', 'clearInterval'] });
    const api = fakeApi({
      'POST users/send-otp/': {
        body: { detail: 'OTP sent again', mobile: '9876543210', existingUser: true },
      },
    });
    sentJustNow(true);
    renderScreen('/login/verify/');
    expect(await screen.findByText(RESEND_HINT)).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Resend OTP in 60s' })).toBeDisabled();

    act(() => {
      vi.advanceTimersByTime(59_000);
    });
    expect(screen.getByRole('button', { name: 'Resend OTP in 1s' })).toBeDisabled();

    act(() => {
      vi.advanceTimersByTime(1_000);
    });
    const resend = screen.getByRole('button', { name: 'Resend OTP' });
    expect(resend).toBeEnabled();

    await userEvent.setup().click(resend);
    expect(await screen.findByRole('button', { name: 'Resend OTP in 60s' })).toBeDisabled();
    expect(api.callsTo('POST users/send-otp/')).toHaveLength(1);
    expect(screen.getByText('OTP sent again')).toBeInTheDocument();
  });

  it("on a 429 when resending shows the sentence and 'Report issue' for a '#3' code", async () => {
    fakeApi({
      'POST users/send-otp/': {
        status: 429,
        headers: { 'retry-after': '86400' },
        body: { detail: 'You have asked for too many OTPs today. #302', code: 'OTP_LIMIT' },
      },
    });
    saveOtpMessage({ mobile: '9876543210', existingUser: true, resendAt: Date.now() - 1 });
    renderScreen('/login/verify/');
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: 'Resend OTP' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('too many OTPs today. #302');
    expect(screen.getByRole('button', { name: 'Report issue' })).toBeInTheDocument();
    // The customer is already on the OTP step.
    expect(screen.queryByRole('button', { name: 'Already have OTP' })).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: /Resend OTP in \d+s/ })).toBeDisabled();
  });
});
