import { expect, type APIRequestContext, type Page } from '@playwright/test';
import { auth, keptLogin } from './order-session';
import { atTheShopsOrigin, type Login } from './shop-session';

/** Shortcuts for the hub's journeys: the demo seller, acting as someone, and files to upload. */

/** The demo seller (Amma's Batter House), logged in once per run and project, whatever the worker. */
export const SELLER_MOBILE = '9876543211';
export const SELLER_STORE = "Amma's Batter House";
export const logInAsSeller = (request: APIRequestContext) => keptLogin(request, SELLER_MOBILE);

/** The browser acts as `login` from the next page it opens (the stored login, roles and all). */
export async function actAs(page: Page, login: Login) {
  if (page.url() === 'about:blank') await atTheShopsOrigin(page);
  await page.evaluate((stored) => localStorage.setItem('mp.login', JSON.stringify(stored)), login);
}

/**
 * Opens a hub address ('/hub/products') as a fresh page load. From the shop itself a new hash is
 * no new load, so the page leaves first: one load of the app, where going there and reloading
 * loaded it twice.
 */
export async function openHub(page: Page, path: string) {
  await page.goto('about:blank');
  await page.goto(`/#${path}`);
}

/** The slot (its id and day) a placed order is in, as ops find it on the board by its payment. */
export async function slotOnTheBoard(request: APIRequestContext, ops: Login, paymentId: number) {
  const found = (await (
    await request.get(`/api/hub/orders/board/?q=${paymentId}`, { headers: auth(ops) })
  ).json()) as { orders: { slot: { id: number; date: string } }[] };
  return found.orders[0]!.slot;
}

/** A product photo as a phone's camera would send it: a JPEG of a few hundred kilobytes. */
export async function productPhoto(page: Page) {
  const dataUrl = await page.evaluate(() => {
    const canvas = document.createElement('canvas');
    canvas.width = 1200;
    canvas.height = 1200;
    const draw = canvas.getContext('2d')!;
    draw.fillStyle = '#f3e3c3';
    draw.fillRect(0, 0, 1200, 1200);
    draw.fillStyle = '#c98b3a';
    draw.beginPath();
    draw.arc(600, 600, 420, 0, Math.PI * 2);
    draw.fill();
    draw.fillStyle = '#5a3b12';
    draw.font = 'bold 90px sans-serif';
    draw.fillText('Dosa batter', 330, 620);
    return canvas.toDataURL('image/jpeg', 0.9);
  });
  return {
    name: 'IMG_20261126_0915.jpg',
    mimeType: 'image/jpeg',
    buffer: Buffer.from(dataUrl.split(',')[1]!, 'base64'),
  };
}

/** A one-page lab report as a PDF, printed by the browser itself. */
export async function labReport(page: Page, productName: string) {
  const paper = await page.context().newPage();
  await paper.setContent(
    `<h1>Certificate of analysis</h1><p>${productName}</p><p>Moisture 58 %. Total plate count within limits.</p>`,
  );
  const buffer = await paper.pdf({ format: 'A4' });
  await paper.close();
  return { name: 'COA-2026-118.pdf', mimeType: 'application/pdf', buffer };
}

export interface NewProduct {
  name: string;
  ingredients: string;
}

/** A product's fields as the hub's API takes them (the form's fields, filled as a maker would). */
export const productFields = (product: NewProduct, categoryId: number, subcategoryId: number) => ({
  name: product.name,
  categoryId,
  subcategoryId,
  price: 120,
  packageSize: 500,
  measurementUnit: 'g',
  vegIndicator: 'Veg',
  specialityTag: null,
  ingredients: product.ingredients,
  usageInstructions: 'Stir well, spread thin on a hot tawa.',
  description: 'Fresh batter ground in a stone grinder every morning.',
  allergenInfo: 'Contains urad dal.',
  storage: 'Keep refrigerated; use within 4 days.',
  canSellBeforeStocking: false,
  showStock: true,
  replaceable: true,
});

/** Creates a product with its main photo and submits it, through the hub's API as `login`. */
export async function submitProductByApi(
  request: APIRequestContext,
  login: Login,
  fields: ReturnType<typeof productFields>,
  photo: Awaited<ReturnType<typeof productPhoto>>,
) {
  const created = await request.post('/api/hub/products/', { headers: auth(login), data: fields });
  expect(created.ok(), await created.text()).toBe(true);
  const product = (await created.json()) as { id: number; version: number };
  const photographed = await request.put(`/api/hub/products/${product.id}/photos/main/`, {
    headers: auth(login),
    multipart: { version: String(product.version), photo },
  });
  expect(photographed.ok(), await photographed.text()).toBe(true);
  const { version } = (await (
    await request.get(`/api/hub/products/${product.id}/`, { headers: auth(login) })
  ).json()) as { version: number };
  const submitted = await request.post(`/api/hub/products/${product.id}/submit/`, {
    headers: auth(login),
    data: { version },
  });
  expect(submitted.ok(), await submitted.text()).toBe(true);
  return product.id;
}
