import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { fakeApi, renderBehindLogin, startLoggedIn } from '../../../testing/render-behind-login';
import { compressPhoto } from '../components/issue-photo';
import { HelpScreen } from './help-screen';

vi.mock('../components/issue-photo', () => ({
  PHOTO_UNREADABLE: 'This photo could not be read. Please choose a JPEG or PNG photo.',
  compressPhoto: vi.fn(async (file: File) => ({
    blob: new Blob([`compressed ${file.name}`], { type: 'image/jpeg' }),
    previewUrl: `blob:${file.name}`,
  })),
}));

startLoggedIn();
// Chromium's scrollTo answers a promise, which must not be mistaken for an effect's clean-up.
beforeEach(() =>
  vi.stubGlobal(
    'scrollTo',
    vi.fn(() => Promise.resolve()),
  ),
);
const routes = [{ path: 'help/:orderId?', element: <HelpScreen /> }];

const curd = {
  id: 31,
  orderId: 77,
  name: 'Thick Curd',
  price: 45,
  quantity: 2,
  productId: 8,
  productIsActive: true,
  productStatus: 20,
  sellerStoreName: "Amma's Kitchen",
};
const pickle = { ...curd, id: 32, name: 'Mango Pickle', quantity: 1, productIsActive: false };
const ticket = (id: number) => ({
  id,
  type: 'PRODUCT_PACKAGING',
  orderId: 77,
  orderItem: { id: 31, name: 'Thick Curd' },
  description: 'The cup arrived cracked',
  quantity: 2,
  resolutionType: 'REPLACEMENT',
  isDraft: false,
  status: 'open',
  createdAt: '2026-11-23T05:00:00Z',
  confirmedAt: '2026-11-23T05:01:00Z',
  images: [],
});
/** GET orders/{id}/ as far as the help screen reads it: the purchase's number. */
const purchase = (orderId: number, number = 9) => ({
  [`GET orders/${orderId}/`]: { body: { payment: { id: number } } },
});
const photo = (name: string) => new File(['raw'], name, { type: 'image/jpeg' });

describe('/help/{orderId}', () => {
  it('a damaged item with a photo: draft, check, confirm, ticket number and share link', async () => {
    const calls = fakeApi({
      'GET support/orders/77/issue-items/': { body: [curd] },
      ...purchase(77),
      'POST orders/report-issue/': { status: 201, body: { id: 501 } },
      'POST support/tickets/501/confirm/': { body: ticket(501) },
    });
    renderBehindLogin(routes, ['/help/77']);
    const user = userEvent.setup();
    expect(
      await screen.findByRole('heading', { name: 'Report an issue with order #9' }),
    ).toBeVisible();

    await user.click(await screen.findByRole('button', { name: 'Continue' }));
    expect(screen.getByText('Please choose what went wrong')).toBeVisible();
    expect(screen.getByText('Please add valid details')).toBeVisible();
    // The first field to mend takes focus, as in the other forms.
    expect(screen.getByRole('radio', { name: 'Order not delivered' })).toHaveFocus();

    await user.click(screen.getByRole('radio', { name: 'Damaged or leaking packaging' }));
    expect(screen.queryByText('Please choose what went wrong')).toBeNull();
    // One item in the order: it is the one, so no item question; a resolution is needed.
    expect(screen.queryByRole('group', { name: 'Which item?' })).toBeNull();
    await user.type(screen.getByLabelText('Details'), 'The cup arrived cracked');
    await user.click(screen.getByRole('button', { name: 'Continue' }));
    expect(screen.getByText('Please choose a resolution')).toBeVisible();
    expect(screen.getByRole('radio', { name: 'Send a replacement' })).toHaveFocus();
    await user.click(screen.getByRole('radio', { name: 'Send a replacement' }));
    await user.upload(screen.getByLabelText(/Add photos/), photo('IMG_2041.jpg'));
    expect(await screen.findByRole('img', { name: 'Photo 1' })).toHaveAttribute(
      'src',
      'blob:IMG_2041.jpg',
    );
    vi.mocked(window.scrollTo).mockClear();
    await user.click(screen.getByRole('button', { name: 'Continue' }));

    expect(await screen.findByRole('heading', { name: 'Please check your ticket' })).toBeVisible();
    // The check starts at the top, not where the long form was left.
    expect(window.scrollTo).toHaveBeenCalledWith(0, 0);
    const sent = calls.find((call) => call.route === 'POST orders/report-issue/')!.body as FormData;
    expect(Object.fromEntries([...sent.entries()].filter(([key]) => key !== 'images'))).toEqual({
      type: 'PRODUCT_PACKAGING',
      order: '77',
      orderItem: '31',
      quantity: '2',
      resolutionType: 'REPLACEMENT',
      description: 'The cup arrived cracked',
      isDraft: 'true',
    });
    const images = sent.getAll('images') as File[];
    expect(images).toHaveLength(1);
    expect(images[0]!.name).toBe('photo-1.jpg');
    expect(await images[0]!.text()).toBe('compressed IMG_2041.jpg');
    expect(screen.getByText('Thick Curd (2 of 2)')).toBeVisible();
    expect(screen.getByText('Send a replacement')).toBeVisible();

    await user.click(screen.getByRole('button', { name: 'Confirm ticket' }));
    expect(await screen.findByRole('heading', { name: 'Ticket #501 raised' })).toBeVisible();
    expect(screen.getByText('Our support team will call you within 24 hours.')).toBeVisible();
    expect(screen.getByRole('link', { name: 'Back Home' })).toHaveAttribute('href', '/');
    const share = screen.getByRole('link', { name: 'Share on WhatsApp' });
    expect(share).toHaveAttribute(
      'href',
      `https://wa.me/918047182290?text=${encodeURIComponent('Makers Pantry ticket #501: Damaged or leaking packaging for order #9')}`,
    );
    expect(share).toHaveAttribute('target', '_blank');
  });

  it('asks which item when there are several, and cannot replace one no longer sold', async () => {
    fakeApi({ 'GET support/orders/78/issue-items/': { body: [curd, pickle] }, ...purchase(78) });
    renderBehindLogin(routes, ['/help/78']);
    const user = userEvent.setup();
    await user.click(await screen.findByRole('radio', { name: 'Product quality' }));
    await user.type(screen.getByLabelText('Details'), 'Too sour');
    await user.click(screen.getByRole('button', { name: 'Continue' }));
    expect(screen.getByText('Please choose the item')).toBeVisible();
    const items = screen.getByRole('group', { name: 'Which item?' });
    await user.click(within(items).getByRole('radio', { name: /Mango Pickle/ }));
    expect(screen.getByRole('radio', { name: /Send a replacement/ })).toBeDisabled();
    expect(screen.getByText(/no longer sold/)).toBeVisible();
    expect(screen.getByRole('radio', { name: /A discount on my next order/ })).toBeEnabled();
  });

  it('Change goes back to the filled form; a new submit is a new draft, the one confirmed', async () => {
    const answers = {
      'GET support/orders/80/issue-items/': { body: [curd, pickle] },
      ...purchase(80),
      'POST orders/report-issue/': { status: 201, body: { id: 601 } },
      'POST support/tickets/602/confirm/': { body: { ...ticket(602), type: 'ITEM_MISSING' } },
    };
    const calls = fakeApi(answers);
    const router = renderBehindLogin(routes, ['/help/80']);
    const user = userEvent.setup();
    await user.click(await screen.findByRole('radio', { name: 'Item missing' }));
    await user.click(screen.getByRole('radio', { name: /Mango Pickle/ }));
    await user.click(screen.getByRole('radio', { name: /A discount on my next order/ }));
    await user.type(screen.getByLabelText('Details'), 'No pickle in the bag');
    await user.click(screen.getByRole('button', { name: 'Continue' }));
    expect(await screen.findByRole('heading', { name: 'Please check your ticket' })).toBeVisible();
    expect(screen.getByText('Mango Pickle (1 of 1)')).toBeVisible();

    await user.click(screen.getByRole('button', { name: 'Change' }));
    expect(screen.getByRole('radio', { name: 'Item missing' })).toBeChecked();
    expect(screen.getByRole('radio', { name: /Mango Pickle/ })).toBeChecked();
    expect(screen.getByLabelText('Details')).toHaveValue('No pickle in the bag');
    await user.click(screen.getByRole('radio', { name: /Thick Curd/ }));
    await user.click(screen.getByRole('radio', { name: /A discount on my next order/ }));
    answers['POST orders/report-issue/'].body = { id: 602 };
    await user.click(screen.getByRole('button', { name: 'Continue' }));
    expect(await screen.findByText('Thick Curd (2 of 2)')).toBeVisible();
    const drafts = calls.filter((call) => call.route === 'POST orders/report-issue/');
    expect(drafts.map((call) => (call.body as FormData).get('orderItem'))).toEqual(['32', '31']);

    await user.click(screen.getByRole('button', { name: 'Confirm ticket' }));
    expect(await screen.findByRole('heading', { name: 'Ticket #602 raised' })).toBeVisible();

    // Coming to the help page again starts a new ticket.
    await router.navigate('/help/80');
    expect(await screen.findByRole('radio', { name: 'Item missing' })).not.toBeChecked();
    expect(screen.getByLabelText('Details')).toHaveValue('');
  });

  it("shows the server's sentence when a photo is refused", async () => {
    fakeApi({
      'GET support/orders/79/issue-items/': { body: [curd] },
      ...purchase(79),
      'POST orders/report-issue/': {
        status: 413,
        body: { detail: 'Each photo can be at most 8 MB.', code: 'IMAGE_TOO_LARGE' },
      },
    });
    renderBehindLogin(routes, ['/help/79']);
    const user = userEvent.setup();
    await user.click(await screen.findByRole('radio', { name: 'Order not delivered' }));
    await user.click(screen.getByRole('button', { name: 'Continue' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Each photo can be at most 8 MB.');
    expect(screen.queryByRole('heading', { name: 'Please check your ticket' })).toBeNull();
  });
});

describe('a purchase from several makers', () => {
  // Purchase #9 made order 41 (Amma's curd, cancelled) and order 42 (Ghani's ghee, delivered).
  const ghee = { ...curd, id: 45, orderId: 42, name: 'A2 Cow Ghee', sellerStoreName: 'Ghani' };

  it("names the purchase, offers each delivered item and reports it on that item's order", async () => {
    const calls = fakeApi({
      'GET support/orders/41/issue-items/': { body: [ghee] },
      ...purchase(41),
      'POST orders/report-issue/': { status: 201, body: { id: 700 } },
    });
    renderBehindLogin(routes, ['/help/41']);
    const user = userEvent.setup();
    expect(
      await screen.findByRole('heading', { name: 'Report an issue with order #9' }),
    ).toBeVisible();
    await user.click(screen.getByRole('radio', { name: 'Product quality' }));
    await user.click(screen.getByRole('radio', { name: /A discount on my next order/ }));
    await user.type(screen.getByLabelText('Details'), 'Smells burnt');
    await user.click(screen.getByRole('button', { name: 'Continue' }));
    expect(await screen.findByRole('heading', { name: 'Please check your ticket' })).toBeVisible();
    expect(screen.getByText('#9')).toBeVisible();
    const sent = calls.find((call) => call.route === 'POST orders/report-issue/')!.body as FormData;
    expect([sent.get('order'), sent.get('orderItem')]).toEqual(['42', '45']);
  });

  it('sends an issue about the delivery to an order that has something to report', async () => {
    const calls = fakeApi({
      'GET support/orders/41/issue-items/': { body: [ghee] },
      ...purchase(41),
      'POST orders/report-issue/': { status: 201, body: { id: 701 } },
    });
    renderBehindLogin(routes, ['/help/41']);
    const user = userEvent.setup();
    await user.click(await screen.findByRole('radio', { name: 'Order not delivered' }));
    await user.click(screen.getByRole('button', { name: 'Continue' }));
    expect(await screen.findByRole('heading', { name: 'Please check your ticket' })).toBeVisible();
    expect((calls.at(-1)!.body as FormData).get('order')).toBe('42');
  });
});

describe('photos', () => {
  it('a photo still compressing does not undo what is typed meanwhile', async () => {
    fakeApi({});
    let finish: (photo: { blob: Blob; previewUrl: string }) => void = () => undefined;
    vi.mocked(compressPhoto).mockImplementationOnce(
      () => new Promise((resolve) => (finish = resolve)),
    );
    renderBehindLogin(routes, ['/help']);
    const user = userEvent.setup();
    await user.upload(screen.getByLabelText(/Add photos/), photo('slow.jpg'));
    await user.type(screen.getByLabelText('Details'), 'Kokum please');
    finish({ blob: new Blob(['jpeg']), previewUrl: 'blob:slow.jpg' });
    expect(await screen.findByRole('img', { name: 'Photo 1' })).toBeVisible();
    expect(screen.getByLabelText('Details')).toHaveValue('Kokum please');
  });
});

describe('/help without an order', () => {
  it('points to My Orders and takes a general issue', async () => {
    const calls = fakeApi({
      'POST orders/report-issue/': { status: 201, body: { id: 9 } },
      'GET support/tickets/': { body: { tickets: [] } },
    });
    renderBehindLogin(routes, ['/help']);
    const user = userEvent.setup();
    expect(screen.getByRole('heading', { name: 'Help' })).toBeVisible();
    expect(screen.getByRole('link', { name: 'My Orders' })).toHaveAttribute('href', '/myorders');
    expect(screen.queryByRole('radio', { name: 'Order not delivered' })).toBeNull();
    await user.click(screen.getByRole('radio', { name: 'A suggestion' }));
    await user.type(screen.getByLabelText('Details'), 'Please stock kokum');
    await user.click(screen.getByRole('button', { name: 'Continue' }));
    expect(await screen.findByRole('heading', { name: 'Please check your ticket' })).toBeVisible();
    const sent = calls.find((call) => call.route === 'POST orders/report-issue/')!.body as FormData;
    expect(sent.get('order')).toBeNull();
    expect(sent.get('type')).toBe('SUGGESTION');
  });

  it("lists the customer's tickets with our answer to each", async () => {
    fakeApi({
      'GET support/tickets/': {
        body: {
          tickets: [
            {
              id: 12,
              type: 'PRODUCT_QUALITY',
              orderId: 77,
              itemName: 'Thick Curd',
              status: 'resolved',
              confirmedAt: '2026-11-23T05:01:00Z',
              resolution: {
                outcome: 'NOTHING',
                note: 'The curd was within its date; it sets firm in the fridge.',
                resolvedAt: '2026-11-24T05:01:00Z',
                creditAmount: 0,
                replacementOrderId: null,
              },
            },
            {
              id: 11,
              type: 'SUGGESTION',
              orderId: null,
              itemName: null,
              status: 'open',
              confirmedAt: '2026-11-22T05:01:00Z',
              resolution: null,
            },
          ],
        },
      },
    });
    renderBehindLogin(routes, ['/help']);
    const list = await screen.findByRole('region', { name: 'Your tickets' });
    expect(within(list).getByText('Ticket #12: Product quality (Thick Curd)')).toBeVisible();
    expect(within(list).getByText('We looked into this.')).toBeVisible();
    expect(
      within(list).getByText('The curd was within its date; it sets firm in the fridge.'),
    ).toBeVisible();
    expect(within(list).getByText('Ticket #11: A suggestion')).toBeVisible();
    expect(
      within(list).getByText('We are looking into this and will get back to you.'),
    ).toBeVisible();
  });
});
