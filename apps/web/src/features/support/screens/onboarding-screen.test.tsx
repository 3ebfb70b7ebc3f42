import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { ONBOARDING_CALL, ONBOARDING_THANKS } from '../support-texts';
import { fakeApi, renderBehindLogin, startLoggedIn } from '../../../testing/render-behind-login';
import { OnboardingScreen } from './onboarding-screen';

startLoggedIn();
const routes = [{ path: 'onboarding', element: <OnboardingScreen /> }];

describe('/onboarding', () => {
  it('shows the rules, then sends the form with Bangalore defaults and thanks the maker', async () => {
    const calls = fakeApi({ 'POST support/seller-leads/': { status: 201, body: { id: 1 } } });
    renderBehindLogin(routes, ['/onboarding']);
    const user = userEvent.setup();
    expect(screen.getByLabelText('City')).toHaveValue('BANGALORE');
    expect(screen.getByLabelText('Pincode')).toHaveValue('560068');
    await user.click(screen.getByRole('button', { name: 'Submit' }));
    expect(await screen.findByText('Please enter at least one type of cuisine')).toBeVisible();
    expect(screen.getByText('Please enter at least two items you make')).toBeVisible();
    expect(screen.getByText('Please enter a valid door number')).toBeVisible();
    expect(screen.getByText('Please enter a valid street / road name')).toBeVisible();
    expect(calls).toHaveLength(0);

    await user.type(screen.getByLabelText('Cuisine'), 'Coorgi');
    await user.type(screen.getByLabelText('Your best dishes'), 'Pandi curry, akki roti');
    await user.type(screen.getByLabelText('Door no.'), '12');
    await user.type(screen.getByLabelText('Building name'), 'Rose Villa');
    await user.type(screen.getByLabelText('Street / road'), 'Sarjapur Road');
    await user.type(screen.getByLabelText('Area'), 'Bellandur');
    const scrolledTo = vi.fn<(this: Element) => void>(function (this: Element) {});
    Element.prototype.scrollIntoView = scrolledTo;
    await user.click(screen.getByRole('button', { name: 'Submit' }));
    const thanks = await screen.findByRole('heading', { name: ONBOARDING_THANKS });
    expect(thanks).toBeVisible();
    // The form was long and scrolled: the thank-you is brought into view and focused.
    expect(scrolledTo.mock.contexts).toContain(thanks);
    expect(thanks).toHaveFocus();
    expect(screen.getByText(ONBOARDING_CALL)).toBeVisible();
    expect(calls[0]?.body).toEqual({
      cuisine: 'Coorgi',
      category: 'Pandi curry, akki roti',
      freeText: '',
      doorNum: '12',
      buildingDetails: 'Rose Villa',
      road: 'Sarjapur Road',
      area: 'Bellandur',
      city: 'BANGALORE',
      pincode: '560068',
    });
  });

  it('sends a visitor to login with the way back', async () => {
    localStorage.clear();
    fakeApi({});
    const router = renderBehindLogin(routes, ['/onboarding']);
    expect(await screen.findByRole('heading', { name: 'Login' })).toBeVisible();
    expect(router.state.location.search).toBe('?redirect=onboarding');
  });
});
