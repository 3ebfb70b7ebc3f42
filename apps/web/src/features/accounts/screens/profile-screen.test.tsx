import { PROFILE_MESSAGES, type Profile } from '@makers-pantry/domain/accounts';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { readStored, STORAGE_KEYS } from '../../../lib/storage';
import { MESSAGE_CHOICES_SAVED, PROFILE_NOT_FOUND, PROFILE_UPDATED } from '../account-texts';
import { fakeApi } from '../testing/fake-api';
import { startEachTestFresh } from '../testing/fresh-shop';
import { demoLogin, renderScreen } from '../testing/render-screen';

startEachTestFresh();

const profile: Profile = {
  id: 1,
  mobile: '9876543210',
  firstName: 'Asha',
  lastName: 'Rao',
  email: 'asha@example.in',
  roles: ['customer'],
  isPodAllowed: true,
  language: 'en',
  messagesOptOut: false,
  whatsappConsent: false,
};

describe('/profile', () => {
  it('sends a visitor to login with the way back', async () => {
    fakeApi({});
    const { router } = renderScreen('/profile');
    expect(await screen.findByRole('heading', { name: 'Login' })).toBeInTheDocument();
    expect(router.state.location.search).toBe('?redirect=profile');
  });

  it('shows the mobile read-only and keeps Update disabled until something changes', async () => {
    const api = fakeApi({ 'GET users/profile/': { body: profile } });
    renderScreen('/profile', { login: demoLogin });
    expect(await screen.findByRole('heading', { name: 'My Profile' })).toBeInTheDocument();
    const firstName = await screen.findByLabelText('First name');
    expect(firstName).toHaveValue('Asha');
    expect(screen.getByLabelText('Mobile number')).toHaveAttribute('readonly');
    expect(screen.getByLabelText('Mobile number')).toHaveValue('98765 43210');
    const update = screen.getByRole('button', { name: 'Update' });
    expect(update).toBeDisabled();

    const user = userEvent.setup();
    await user.type(firstName, 'n');
    expect(update).toBeEnabled();
    // Typing it back to what was saved is no change at all.
    await user.type(firstName, '{Backspace}');
    expect(update).toBeDisabled();
    expect(api.calls.map((call) => call.authorization)).toEqual([`Token ${demoLogin.token}`]);
  });

  it("saves the change, says 'Profile Updated' and refreshes the stored login", async () => {
    const api = fakeApi({
      'GET users/profile/': { body: profile },
      'PATCH users/profile/update/': (body) => ({ body: { ...profile, ...(body as object) } }),
    });
    renderScreen('/profile', { login: demoLogin });
    const user = userEvent.setup();
    const lastName = await screen.findByLabelText('Last name');
    await user.clear(lastName);
    await user.type(lastName, 'Rao-Kulkarni');
    await user.click(screen.getByRole('button', { name: 'Update' }));

    expect(await screen.findByText(PROFILE_UPDATED)).toBeInTheDocument();
    expect(api.callsTo('PATCH users/profile/update/')[0]?.body).toEqual({
      firstName: 'Asha',
      lastName: 'Rao-Kulkarni',
      email: 'asha@example.in',
    });
    expect(readStored(STORAGE_KEYS.login)).toMatchObject({
      lastName: 'Rao-Kulkarni',
      token: demoLogin.token,
    });
    expect(screen.getByRole('button', { name: 'Update' })).toBeDisabled();
  });

  it('checks first name and email with the shop’s sentence', async () => {
    const api = fakeApi({ 'GET users/profile/': { body: profile } });
    renderScreen('/profile', { login: demoLogin });
    const user = userEvent.setup();
    const firstName = await screen.findByLabelText('First name');
    await user.clear(firstName);
    await user.type(firstName, 'As');
    await user.clear(screen.getByLabelText('Email'));
    await user.type(screen.getByLabelText('Email'), 'asha@');
    await user.click(screen.getByRole('button', { name: 'Update' }));
    expect(await screen.findByText(PROFILE_MESSAGES.firstName)).toBeInTheDocument();
    expect(screen.getByText(PROFILE_MESSAGES.email)).toBeInTheDocument();
    expect(api.callsTo('PATCH users/profile/update/')).toHaveLength(0);
  });

  it('saves the language of messages, the opt-out and WhatsApp consent as each is chosen', async () => {
    const api = fakeApi({
      'GET users/profile/': { body: profile },
      'PATCH users/profile/update/': (body) => ({ body: { ...profile, ...(body as object) } }),
    });
    renderScreen('/profile', { login: demoLogin });
    const user = userEvent.setup();
    const language = await screen.findByLabelText('Language of our messages');
    expect(language).toHaveValue('en');
    await user.selectOptions(language, 'ಕನ್ನಡ (Kannada)');
    expect(await screen.findByText(MESSAGE_CHOICES_SAVED)).toBeInTheDocument();
    await waitFor(() =>
      expect(screen.getByLabelText('Language of our messages')).toHaveValue('kn'),
    );

    const others = screen.getByRole('switch', { name: /Other messages too/ });
    expect(others).toBeChecked();
    await user.click(others);
    await waitFor(() =>
      expect(screen.getByRole('switch', { name: /Other messages too/ })).not.toBeChecked(),
    );
    const whatsapp = screen.getByRole('checkbox', { name: /Send them on WhatsApp/ });
    await user.click(whatsapp);
    await waitFor(() =>
      expect(screen.getByRole('checkbox', { name: /Send them on WhatsApp/ })).toBeChecked(),
    );
    expect(api.callsTo('PATCH users/profile/update/').map((call) => call.body)).toEqual([
      { language: 'kn' },
      { messagesOptOut: true },
      { whatsappConsent: true },
    ]);
    // The names are untouched, so their Update stays disabled.
    expect(screen.getByRole('button', { name: 'Update' })).toBeDisabled();
  });

  it(`says '${PROFILE_NOT_FOUND}' when there is no profile`, async () => {
    fakeApi({
      'GET users/profile/': { status: 404, body: { detail: 'Not found', code: 'NOT_FOUND' } },
    });
    renderScreen('/profile', { login: demoLogin });
    expect(await screen.findByRole('heading', { name: PROFILE_NOT_FOUND })).toBeInTheDocument();
  });

  it('shows the access-denied card on a 403', async () => {
    fakeApi({
      'GET users/profile/': { status: 403, body: { detail: 'Forbidden', code: 'FORBIDDEN' } },
    });
    renderScreen('/profile', { login: demoLogin });
    expect(await screen.findByRole('heading', { name: 'Access denied' })).toBeInTheDocument();
  });
});
