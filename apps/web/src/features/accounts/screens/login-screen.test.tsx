import { MOBILE_MESSAGE, OTP_ISSUE_REPORTED } from '@makers-pantry/domain/accounts';
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { readStored, STORAGE_KEYS } from '../../../lib/storage';
import type { OtpMessage } from '../otp-message';
import { fakeApi } from '../testing/fake-api';
import { startEachTestFresh } from '../testing/fresh-shop';
import { demoLogin, renderScreen } from '../testing/render-screen';

const tooMany = (code: string) => ({
  status: 429,
  headers: { 'retry-after': '3600' },
  body: { detail: `Too many OTP requests for this number today. #${code}`, code: 'OTP_LIMIT' },
});

startEachTestFresh();

describe('/login', () => {
  it.each(['', '12345', '5876543210', '987654321'])(
    'refuses %j with the shop’s sentence and sends nothing',
    async (mobile) => {
      const api = fakeApi({});
      renderScreen('/login');
      const user = userEvent.setup();
      if (mobile) await user.type(screen.getByLabelText('Mobile number'), mobile);
      await user.click(screen.getByRole('button', { name: 'Send OTP' }));
      expect(await screen.findByText(MOBILE_MESSAGE)).toBeInTheDocument();
      expect(api.calls).toHaveLength(0);
    },
  );

  it('takes digits only in the mobile number field', async () => {
    fakeApi({});
    renderScreen('/login');
    const user = userEvent.setup();
    const field = screen.getByLabelText('Mobile number');
    await user.type(field, '98a76 5-43x210');
    expect(field).toHaveValue('9876543210');
  });

  it('sends the OTP, keeps the answer and moves to verify with the redirect', async () => {
    const api = fakeApi({
      'POST users/send-otp/': {
        body: { detail: 'OTP sent to 98765 43210', mobile: '9876543210', existingUser: false },
      },
    });
    renderScreen('/login?redirect=shipping');
    const user = userEvent.setup();
    await user.type(screen.getByLabelText('Mobile number'), '9876543210');
    await user.click(screen.getByRole('button', { name: 'Send OTP' }));

    expect(await screen.findByRole('heading', { name: 'Verify OTP' })).toBeInTheDocument();
    expect(api.callsTo('POST users/send-otp/')[0]?.body).toEqual({ mobile: '9876543210' });
    expect(readStored<OtpMessage>(STORAGE_KEYS.otpMessage)).toMatchObject({
      mobile: '9876543210',
      existingUser: false,
    });
    expect(screen.getByLabelText('First name')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Change phone no.' })).toHaveAttribute(
      'href',
      '/login?redirect=shipping',
    );
  });

  it("on a 429 shows the server's sentence and 'Already have OTP', which opens verify", async () => {
    fakeApi({ 'POST users/send-otp/': tooMany('201') });
    renderScreen('/login');
    const user = userEvent.setup();
    await user.type(screen.getByLabelText('Mobile number'), '9876543210');
    await user.click(screen.getByRole('button', { name: 'Send OTP' }));

    expect(await screen.findByRole('alert')).toHaveTextContent(
      'Too many OTP requests for this number today. #201',
    );
    expect(screen.queryByRole('button', { name: 'Report issue' })).not.toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Already have OTP' }));
    expect(await screen.findByLabelText('OTP')).toBeInTheDocument();
    expect(screen.getByText(/98765 43210/)).toBeInTheDocument();
  });

  it("offers 'Report issue' only for codes starting with 3, and thanks the reporter", async () => {
    const api = fakeApi({
      'POST users/send-otp/': tooMany('301'),
      'POST users/report-otp-issue/': { status: 201, body: { id: 7, detail: 'Reported' } },
    });
    renderScreen('/login');
    const user = userEvent.setup();
    await user.type(screen.getByLabelText('Mobile number'), '9876543210');
    await user.click(screen.getByRole('button', { name: 'Send OTP' }));
    expect(await screen.findByRole('button', { name: 'Already have OTP' })).toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Report issue' }));
    await user.type(screen.getByLabelText('Your name'), 'Asha');
    await user.type(screen.getByLabelText('What happened? (optional)'), 'No SMS since morning');
    await user.click(screen.getByRole('button', { name: 'Send report' }));

    expect(await screen.findByText(OTP_ISSUE_REPORTED)).toBeInTheDocument();
    expect(api.callsTo('POST users/report-otp-issue/')[0]?.body).toMatchObject({
      mobile: '9876543210',
      firstName: 'Asha',
      details: 'No SMS since morning',
    });
    // Reported once is enough: the option goes away.
    expect(screen.queryByRole('button', { name: 'Report issue' })).not.toBeInTheDocument();
  });

  it('sends a customer who is already logged in straight to the redirect target', async () => {
    fakeApi({});
    renderScreen('/login?redirect=shipping', { login: demoLogin });
    expect(
      await screen.findByRole('heading', { name: 'Shipping at /shipping' }),
    ).toBeInTheDocument();
  });
});
