import type { HubProduct } from '@makers-pantry/domain/hub-products';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { fakeUploads } from '../../../../testing/fake-upload';
import { anEntry } from '../../testing/maker-fixtures';
import { aProduct, BANNED, CATEGORIES } from '../../testing/product-fixtures';
import { renderHub, startEachHubTestFresh } from '../../testing/render-hub';

startEachHubTestFresh();
beforeEach(() => {
  URL.createObjectURL = vi.fn(() => 'blob:preview');
  URL.revokeObjectURL = vi.fn();
});

const PRODUCT = 'hub/products/501/';
const noHistory = { 'GET hub/history/product/501/': { body: { history: [] } } };
const shelf = {
  'GET products/category-list/': { body: CATEGORIES },
  'GET hub/banned-ingredients/': { body: { bannedIngredients: BANNED } },
};

function openProduct(
  as: 'seller' | 'ops',
  product: HubProduct,
  answers: Parameters<typeof renderHub>[2] = {},
) {
  return renderHub(`/hub/products/${product.id}`, as, {
    [`GET ${PRODUCT}`]: { body: product },
    ...noHistory,
    ...answers,
  });
}

const photoFile = (name = 'ragi.jpg', type = 'image/jpeg') =>
  new File(['photo bytes'], name, { type });

describe('a product in the hub', () => {
  it('shows a draft with what is left to do, and submits it for approval on its version', async () => {
    const draft = aProduct({ version: 4 });
    const { calls } = openProduct('seller', draft, {
      [`POST ${PRODUCT}submit/`]: {
        body: { ...draft, version: 5, state: 'submitted', submittedAt: '2026-11-26T06:00:00Z' },
      },
    });
    expect(await screen.findByRole('heading', { name: 'Sprouted Ragi Flour' })).toBeVisible();
    expect(screen.getByText('A draft: customers do not see it yet.')).toBeVisible();
    expect(screen.getByText('Add the main photo')).toBeVisible();
    expect(screen.getByText('Add the lab report')).toBeVisible();
    expect(screen.getByText('Sprouted finger millet')).toBeVisible();
    expect(screen.queryByRole('button', { name: 'Approve' })).not.toBeInTheDocument();

    await userEvent.setup().click(screen.getByRole('button', { name: 'Submit for approval' }));
    expect(await screen.findByText(/Submitted for review on 26 Nov 2026/)).toBeVisible();
    expect(
      screen.getByText('Ops will approve it or tell you what to change.', { exact: false }),
    ).toBeVisible();
    expect(calls.find((c) => c.route === `POST ${PRODUCT}submit/`)?.body).toEqual({ version: 4 });
    // Submitted, its first batch can be planned from here, while ops review it.
    expect(screen.getByText(/Plan its first batch meanwhile/)).toBeVisible();
    expect(screen.getByRole('link', { name: 'Plan a batch' })).toHaveAttribute(
      'href',
      '/hub/batches/new?product=501',
    );
  });

  it("offers ops no maker's batch link on a product they review", async () => {
    openProduct(
      'ops',
      aProduct({ state: 'submitted', submittedAt: '2026-11-25T10:00:00Z', version: 6 }),
    );
    expect(await screen.findByText(/Check it, then approve or reject it\./)).toBeVisible();
    expect(screen.queryByRole('link', { name: 'Plan a batch' })).not.toBeInTheDocument();
  });

  it('shows the maker a banned ingredient on the page, and asks again at submit', async () => {
    const draft = aProduct({
      version: 4,
      ingredients: 'Rice, salt, E621',
      bannedIngredients: [
        { name: 'Monosodium glutamate', functions: ['Flavour enhancer'], found: 'E621' },
      ],
    });
    const { calls } = openProduct('seller', draft, {
      [`POST ${PRODUCT}submit/`]: {
        body: { ...draft, version: 5, state: 'submitted', submittedAt: '2026-11-26T06:00:00Z' },
      },
    });
    expect(
      await screen.findByText(/Monosodium glutamate \(Flavour enhancer\), written as 'E621'/),
    ).toBeVisible();
    const user = userEvent.setup();
    await user.click(screen.getByRole('button', { name: 'Submit for approval' }));
    // Not sent yet: the warning is read out and the button asks once more.
    expect(calls.some((c) => c.route === `POST ${PRODUCT}submit/`)).toBe(false);
    expect(screen.getByRole('alert')).toHaveTextContent(
      'Ops will not approve it until it is taken out of the ingredients. Submit it anyway only if this is wrong',
    );
    await user.click(screen.getByRole('button', { name: 'Submit anyway' }));
    expect(await screen.findByText(/Submitted for review on 26 Nov 2026/)).toBeVisible();
  });

  it("shows a live product's new price and photo waiting for review beside the live price", async () => {
    openProduct(
      'seller',
      aProduct({
        state: 'approved',
        approvedAt: '2026-11-01T06:00:00Z',
        isActive: true,
        price: 110,
        changePending: true,
        proposedChange: {
          ingredients: null,
          price: 115,
          photo: '/media/hub/products/501/new-detail.webp',
          secondPhoto: null,
          labReport: null,
          proposedAt: '2026-11-25T06:00:00Z',
          proposedBy: { id: 2, name: 'Lakshmi Narayan' },
        },
      }),
    );
    expect(await screen.findByText(/Your change awaits review/)).toBeVisible();
    expect(screen.getByText(/₹115 \(now ₹110\)/)).toBeVisible();
    expect(screen.getByRole('img', { name: 'The new photo' })).toHaveAttribute(
      'src',
      '/media/hub/products/501/new-detail.webp',
    );
  });

  it('shows the maker why ops rejected the listing, and lets it be sent again', async () => {
    openProduct(
      'seller',
      aProduct({
        state: 'rejected',
        rejectionReason: 'The label photo must show the FSSAI number.',
      }),
    );
    expect(await screen.findByText('Ops did not approve this product.')).toBeVisible();
    expect(screen.getByText('The label photo must show the FSSAI number.')).toBeVisible();
    expect(screen.getByRole('button', { name: 'Submit for approval' })).toBeEnabled();
  });

  it('uploads a photo from the phone with its progress, then shows it', async () => {
    const held = fakeUploads();
    const product = aProduct({ version: 2 });
    const stored = {
      id: 501,
      version: 3,
      listImage: '/media/p501-list.webp',
      listImage2: '/media/p501-list.webp',
      detailImage: '/media/p501-detail.webp',
      cartImage: '/media/p501-cart.webp',
      testReportDocument: null,
      testReportImage: null,
    };
    let answered = product;
    openProduct('seller', product, { [`GET ${PRODUCT}`]: () => ({ body: answered }) });
    const main = await screen.findByRole('group', { name: 'Main photo' });
    expect(within(main).getByText('No photo yet')).toBeVisible();
    // The camera and the gallery: both pickers take the same photo types.
    expect(within(main).getByLabelText('Take a photo')).toHaveAttribute('capture', 'environment');
    await userEvent.setup().upload(within(main).getByLabelText('Choose a photo'), photoFile());

    const upload = held[0]!;
    expect(upload.method).toBe('PUT');
    expect(upload.path).toBe('hub/products/501/photos/main/');
    expect(upload.form.get('version')).toBe('2');
    expect((upload.form.get('photo') as File).name).toBe('ragi.jpg');
    upload.progress(400, 1000);
    expect(await within(main).findByText('40%')).toBeVisible();
    expect(within(main).getByRole('progressbar', { name: 'Uploading ragi.jpg' })).toHaveValue(40);

    answered = { ...product, ...stored };
    upload.answer(200, stored);
    expect(await within(main).findByRole('img', { name: 'Sprouted Ragi Flour' })).toHaveAttribute(
      'src',
      '/media/p501-detail.webp',
    );
    expect(within(main).queryByRole('progressbar')).not.toBeInTheDocument();
    expect(screen.getByText('Main photo added')).toBeVisible();
  });

  it("shows the server's sentence for a photo that is too large or not a photo", async () => {
    const held = fakeUploads();
    openProduct('seller', aProduct());
    const second = await screen.findByRole('group', { name: 'Second photo' });
    const user = userEvent.setup();
    await user.upload(within(second).getByLabelText('Choose a photo'), photoFile('big.jpg'));
    held[0]!.answer(413, { detail: 'Each photo can be at most 15 MB.', code: 'PHOTO_TOO_LARGE' });
    expect(await within(second).findByRole('alert')).toHaveTextContent(
      'big.jpg: Each photo can be at most 15 MB.',
    );

    // The picker's filter is only a hint: a file that is not a photo reaches the server.
    await userEvent
      .setup({ applyAccept: false })
      .upload(
        within(second).getByLabelText('Choose a photo'),
        photoFile('notes.txt', 'text/plain'),
      );
    held[1]!.answer(415, {
      detail: 'Please add photos in JPEG, PNG or WebP format.',
      code: 'IMAGE_TYPE_NOT_ALLOWED',
    });
    expect(await within(second).findByRole('alert')).toHaveTextContent(
      'notes.txt: Please add photos in JPEG, PNG or WebP format.',
    );
    expect(within(second).getByText('No photo yet')).toBeVisible();
  });

  it('uploads the lab report, and says why a file that is not a PDF is refused', async () => {
    const held = fakeUploads();
    const product = aProduct({ version: 3 });
    let answered = product;
    openProduct('seller', product, { [`GET ${PRODUCT}`]: () => ({ body: answered }) });
    const report = await screen.findByRole('region', { name: 'Lab report' });
    const user = userEvent.setup();
    // The picker's filter is only a hint: another file reaches the server, which reads its bytes.
    await userEvent
      .setup({ applyAccept: false })
      .upload(
        within(report).getByLabelText('Choose the lab report (PDF)'),
        new File(['PNG'], 'report.png', { type: 'image/png' }),
      );
    held[0]!.answer(415, {
      detail: 'Please add the lab report as a PDF.',
      code: 'LAB_REPORT_NOT_PDF',
    });
    expect(await within(report).findByRole('alert')).toHaveTextContent(
      'report.png: Please add the lab report as a PDF.',
    );

    await user.upload(
      within(report).getByLabelText('Choose the lab report (PDF)'),
      new File(['%PDF-1.7'], 'ragi-report.pdf', { type: 'application/pdf' }),
    );
    const upload = held[1]!;
    expect(upload.path).toBe('hub/products/501/lab-report/');
    expect(upload.form.get('version')).toBe('3');
    expect((upload.form.get('report') as File).name).toBe('ragi-report.pdf');
    const stored = {
      testReportDocument: '/media/reports/p501.pdf',
      testReportImage: '/media/reports/p501.webp',
    };
    answered = { ...product, ...stored, version: 4 };
    upload.answer(200, { ...answered });
    expect(
      await within(report).findByRole('link', { name: /Open the lab report/ }),
    ).toHaveAttribute('href', '/media/reports/p501.pdf');
    expect(within(report).queryByRole('alert')).not.toBeInTheDocument();
  });

  it('shows ops a banned ingredient before they approve, and approves over it only with a written reason', async () => {
    const submitted = aProduct({
      state: 'submitted',
      version: 6,
      submittedAt: '2026-11-25T10:00:00Z',
      ingredients: 'Rice, salt, E621',
      bannedIngredients: [
        { name: 'Monosodium glutamate', functions: ['Flavour enhancer'], found: 'E621' },
      ],
    });
    const { calls } = openProduct('ops', submitted, {
      [`POST ${PRODUCT}approve/`]: {
        body: { ...submitted, version: 7, state: 'approved', approvedAt: '2026-11-26T06:00:00Z' },
      },
    });
    expect(await screen.findByText("by Amma's Kitchen")).toBeVisible();
    expect(screen.getAllByRole('alert').map((alert) => alert.textContent)).toEqual([
      "The ingredients contain a banned ingredient: Monosodium glutamate (Flavour enhancer), written as 'E621'. Ask the maker to take it out, or approve with a written reason.",
    ]);
    expect(screen.getByRole('button', { name: 'Approve' })).toBeDisabled();
    expect(screen.getByRole('button', { name: 'Reject' })).toBeEnabled();

    const user = userEvent.setup();
    await user.click(screen.getByRole('button', { name: 'Approve over the check…' }));
    const dialog = await screen.findByRole('dialog', {
      name: 'Approve over the banned-ingredient check',
    });
    await user.click(within(dialog).getByRole('button', { name: 'Approve with this reason' }));
    expect(within(dialog).getByText(/at least 10 characters/)).toBeVisible();
    expect(calls.some((c) => c.route === `POST ${PRODUCT}approve/`)).toBe(false);

    await user.type(
      within(dialog).getByRole('textbox', { name: /Why it may be sold/ }),
      'The E621 on the label is a misprint; the lab report shows none.',
    );
    await user.click(within(dialog).getByRole('button', { name: 'Approve with this reason' }));
    expect(await screen.findByText(/Live since 26 Nov 2026/)).toBeVisible();
    expect(calls.find((c) => c.route === `POST ${PRODUCT}approve/`)?.body).toEqual({
      version: 6,
      overrideReason: 'The E621 on the label is a misprint; the lab report shows none.',
    });
  });

  it('shows the maker the banned ingredient on its draft page, before and after submitting', async () => {
    const draft = aProduct({
      version: 3,
      ingredients: 'Rice, salt, E621',
      bannedIngredients: [
        { name: 'Monosodium glutamate', functions: ['Flavour enhancer'], found: 'E621' },
      ],
    });
    openProduct('seller', draft, {
      [`POST ${PRODUCT}submit/`]: {
        body: { ...draft, version: 4, state: 'submitted', submittedAt: '2026-11-26T06:00:00Z' },
      },
    });
    const warning =
      "The ingredients contain a banned ingredient: Monosodium glutamate (Flavour enhancer), written as 'E621'. Ops will not approve it until it is taken out of the ingredients.";
    expect(await screen.findByText(warning)).toBeVisible();
    const user = userEvent.setup();
    await user.click(screen.getByRole('button', { name: 'Submit for approval' }));
    await user.click(screen.getByRole('button', { name: 'Submit anyway' }));
    expect(await screen.findByText(/Submitted for review on 26 Nov 2026/)).toBeVisible();
    expect(screen.getByText(warning)).toBeVisible();
  });

  it("shows the server's refusal once when the banned list changed after the page was read", async () => {
    const submitted = aProduct({
      state: 'submitted',
      version: 6,
      submittedAt: '2026-11-25T10:00:00Z',
      ingredients: 'Rice, salt, E621',
    });
    const { calls } = openProduct('ops', submitted, {
      [`POST ${PRODUCT}approve/`]: {
        status: 409,
        body: {
          detail:
            "The ingredients contain a banned ingredient: Monosodium glutamate (Flavour enhancer), written as 'E621'.",
          code: 'BANNED_INGREDIENTS',
        },
      },
    });
    expect(await screen.findByText("by Amma's Kitchen")).toBeVisible();
    await userEvent.setup().click(screen.getByRole('button', { name: 'Approve' }));
    await screen.findByRole('alert');
    expect(screen.getAllByRole('alert').map((alert) => alert.textContent)).toEqual([
      "The ingredients contain a banned ingredient: Monosodium glutamate (Flavour enhancer), written as 'E621'.",
    ]);
    expect(calls.find((c) => c.route === `POST ${PRODUCT}approve/`)?.body).toEqual({ version: 6 });
  });

  it('lets ops reject with the reason the maker will read', async () => {
    const submitted = aProduct({
      state: 'submitted',
      version: 2,
      submittedAt: '2026-11-25T10:00:00Z',
    });
    const { calls } = openProduct('ops', submitted, {
      [`POST ${PRODUCT}reject/`]: {
        body: { ...submitted, version: 3, state: 'rejected', rejectionReason: 'Blurry photo.' },
      },
    });
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: 'Reject' }));
    const dialog = screen.getByRole('dialog', { name: 'Reject Sprouted Ragi Flour' });
    await user.click(within(dialog).getByRole('button', { name: 'Reject' }));
    expect(
      within(dialog).getByText('The reason must be at least 3 characters long.'),
    ).toBeVisible();
    await user.type(within(dialog).getByLabelText('Reason the maker will read'), 'Blurry photo.');
    await user.click(within(dialog).getByRole('button', { name: 'Reject' }));
    expect(await screen.findByText('Ops did not approve this product.')).toBeVisible();
    expect(calls.find((c) => c.route === `POST ${PRODUCT}reject/`)?.body).toEqual({
      version: 2,
      reason: 'Blurry photo.',
    });
  });

  it("tells the maker a live product's ingredient change awaits review, the old text on sale", async () => {
    openProduct(
      'seller',
      aProduct({
        state: 'approved',
        approvedAt: '2026-11-01T06:00:00Z',
        isActive: true,
        changePending: true,
        proposedChange: {
          ingredients: 'Sprouted finger millet, cardamom',
          price: null,
          photo: null,
          secondPhoto: null,
          labReport: null,
          proposedAt: '2026-11-25T06:00:00Z',
          proposedBy: { id: 2, name: 'Lakshmi Narayan' },
        },
      }),
    );
    expect(await screen.findByText(/Your change awaits review/)).toBeVisible();
    expect(screen.getByText('Sprouted finger millet, cardamom')).toBeVisible();
    expect(screen.getByText('Sprouted finger millet')).toBeVisible();
    expect(screen.getByRole('link', { name: 'See it in the shop' })).toHaveAttribute(
      'href',
      '#/product/501',
    );
  });

  it('edits only what changed, on the version shown; a stale version offers Reload', async () => {
    const product = aProduct({ version: 7 });
    let version = 7;
    const { calls } = openProduct('seller', product, {
      ...shelf,
      [`GET ${PRODUCT}`]: () => ({ body: { ...product, version } }),
      [`PATCH ${PRODUCT}`]: (body) =>
        (body as { version: number }).version === 8
          ? { body: { ...product, version: 9, price: 135 } }
          : {
              status: 409,
              body: {
                detail:
                  'Someone else changed this while you were editing. Please reload it and make your change again.',
                code: 'STALE_VERSION',
              },
            },
    });
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: 'Edit details' }));
    const price = await screen.findByLabelText('Price');
    await user.clear(price);
    await user.type(price, '135');
    version = 8; // a colleague saved meanwhile
    await user.click(screen.getByRole('button', { name: 'Save changes' }));
    expect(await screen.findByText(/Someone else changed this/)).toBeVisible();
    expect(calls.find((c) => c.route === `PATCH ${PRODUCT}`)?.body).toEqual({
      version: 7,
      price: 135,
    });

    await user.click(screen.getByRole('button', { name: 'Reload' }));
    await expect.poll(() => screen.queryByText(/Someone else changed this/)).toBeNull();
    const reloaded = screen.getByLabelText('Price');
    await user.clear(reloaded);
    await user.type(reloaded, '135');
    await user.click(screen.getByRole('button', { name: 'Save changes' }));
    expect(await screen.findByText('₹135')).toBeVisible();
    expect(calls.filter((c) => c.route === `PATCH ${PRODUCT}`).at(-1)?.body).toEqual({
      version: 8,
      price: 135,
    });
  });

  it('creates a variant from the product and opens it', async () => {
    const product = aProduct({ state: 'approved', approvedAt: '2026-11-01T06:00:00Z' });
    const variant = aProduct({
      id: 502,
      name: 'Sprouted Ragi Flour',
      packageSize: 1,
      measurementUnit: 'kg',
      price: 220,
      variantOf: 501,
    });
    const { calls, location } = openProduct('seller', product, {
      'POST hub/products/501/variants/': { status: 201, body: variant },
      'GET hub/products/502/': { body: variant },
      'GET hub/history/product/502/': { body: { history: [] } },
    });
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: 'Create a variant' }));
    const dialog = screen.getByRole('dialog', { name: 'Create a variant' });
    await user.type(within(dialog).getByLabelText('Package size'), '1');
    await user.selectOptions(within(dialog).getByLabelText('Unit'), 'kg');
    await user.type(within(dialog).getByLabelText('Price'), '220');
    await user.click(within(dialog).getByRole('button', { name: 'Create variant' }));
    await expect.poll(location).toBe('/hub/products/502');
    expect(calls.find((c) => c.route === 'POST hub/products/501/variants/')?.body).toEqual({
      packageSize: 1,
      measurementUnit: 'kg',
      price: 220,
    });
  });

  it("answers another maker's product with Page not found", async () => {
    renderHub('/hub/products/999', 'seller', {
      'GET hub/products/999/': {
        status: 404,
        body: { detail: 'This product was not found.', code: 'NOT_FOUND' },
      },
    });
    expect(await screen.findByRole('heading', { name: 'Page not found' })).toBeVisible();
  });

  it('tells its history in words: no file paths or ids, prices in rupees', async () => {
    openProduct('ops', aProduct(), {
      'GET hub/history/product/501/': {
        body: {
          history: [
            anEntry({
              id: 3,
              action: 'photo changed',
              before: { cartImage: null, listImage: '/media/products/501/a-list.webp' },
              after: {
                cartImage: '/media/products/501/b-cart.webp',
                listImage: '/media/products/501/b-list.webp',
              },
            }),
            anEntry({
              id: 2,
              action: 'edited',
              before: { price: 120, version: 1 },
              after: { price: 135, version: 2 },
            }),
            anEntry({
              id: 1,
              action: 'created',
              before: null,
              after: { name: 'Sprouted Ragi Flour', makerId: 1, categoryId: 4, detailImage: null },
            }),
          ],
        },
      },
    });
    const history = await screen.findByRole('region', { name: 'History' });
    const entries = await within(history).findAllByRole('listitem');
    const text = history.textContent ?? '';
    expect(text).toContain('Cart image: added');
    expect(text).toContain('List image: replaced');
    expect(text).toContain('Price: ₹120 → ₹135');
    expect(text).toContain('Name: Sprouted Ragi Flour');
    expect(text).not.toContain('Detail image');
    expect(text).not.toContain('/media/');
    expect(text).not.toMatch(/Maker id|Category id|Version/);
    expect(entries.length).toBeGreaterThan(3);
  });
});
