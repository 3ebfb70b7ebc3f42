import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { fakeApi, renderBehindLogin, startLoggedIn } from '../../../testing/render-behind-login';
import { REVIEW_THANKS } from '../review-texts';
import { CreateReviewScreen } from './create-review-screen';

startLoggedIn();
const routes = [{ path: 'create-review/:id/:name', element: <CreateReviewScreen /> }];
const url = '/create-review/77/Organic%20Ragi%20Flour';

describe('/create-review/{id}/{name}', () => {
  it('sends rating 5 by default with the title, thanks the customer and goes back', async () => {
    const calls = fakeApi({
      'POST reviews/create/': {
        status: 201,
        body: { id: 1, rating: 5, title: 'Fresh', body: '', isPublished: true, detail: '' },
      },
    });
    const router = renderBehindLogin(routes, ['/before', url]);
    const user = userEvent.setup();
    expect(
      screen.getByRole('heading', { name: 'Write a Review for Organic Ragi Flour' }),
    ).toBeVisible();
    expect(screen.getByLabelText('Rating')).toHaveDisplayValue('5 - Best');
    expect(
      screen.getByText('Reviews with unparliamentary language will not be displayed.', {
        exact: false,
      }),
    ).toBeVisible();

    await user.click(screen.getByRole('button', { name: 'Submit Review' }));
    expect(await screen.findByText('Please enter a valid title')).toBeVisible();
    expect(calls).toHaveLength(0);

    await user.type(screen.getByLabelText('Title'), 'Fresh');
    await user.click(screen.getByRole('button', { name: 'Submit Review' }));
    expect(await screen.findByText(REVIEW_THANKS)).toBeVisible();
    expect(calls[0]?.body).toEqual({ order_item: 77, rating: 5, title: 'Fresh', body: '' });
    expect(router.state.location.pathname).toBe('/before');
  });

  it('sends the chosen rating and shows the server sentence when refused', async () => {
    const calls = fakeApi({
      'POST reviews/create/': {
        status: 409,
        body: { code: 'REVIEW_EXISTS', detail: 'You have already reviewed this item.' },
      },
    });
    renderBehindLogin(routes, ['/before', url]);
    const user = userEvent.setup();
    await user.selectOptions(screen.getByLabelText('Rating'), '2 - Average');
    await user.type(screen.getByLabelText('Title'), 'Too sour');
    await user.type(screen.getByLabelText('Review (optional)'), 'Not like home.');
    await user.click(screen.getByRole('button', { name: 'Submit Review' }));
    expect(await screen.findByText('You have already reviewed this item.')).toBeVisible();
    expect(calls[0]?.body).toEqual({
      order_item: 77,
      rating: 2,
      title: 'Too sour',
      body: 'Not like home.',
    });
  });
});
