import AxeBuilder from '@axe-core/playwright';
import { expect, type APIRequestContext, type Page, type TestInfo } from '@playwright/test';

/**
 * Shortcuts for journeys that start after login: a customer logged in through the real API (OTP
 * from the dev outbox), and a cart filled from the real catalogue. The login screens themselves
 * are walked in accounts.spec.ts.
 */

export interface Login {
  mobile: string;
  firstName: string;
  lastName: string;
  email: string;
  token: string;
}

/**
 * A number for this test and project, so the one-OTP-a-minute limit never meets itself. Each
 * journey takes a series and story no other journey takes (the journeys of a project share one
 * database: a number another journey registered first is no new customer there).
 */
export const mobileFor = (
  testInfo: { project: Pick<TestInfo['project'], 'name'> },
  series: number,
  story: number,
) => `8${series}${testInfo.project.name === 'phone' ? 1 : 2}000000${story}`.slice(0, 10);

/**
 * Journeys that log in by API each speak from an address of their own (the e2e server trusts the
 * loopback proxy), so the per-address OTP limit (#302) counts journeys the way it counts homes.
 */
const clientAddressFor = (mobile: string) =>
  `10.${Number(mobile.slice(1, 4)) % 256}.${Number(mobile.slice(4, 7)) % 256}.${Number(mobile.slice(7)) % 256}`;

export async function logInByApi(request: APIRequestContext, mobile: string): Promise<Login> {
  const headers = { 'x-forwarded-for': clientAddressFor(mobile) };
  const sent = await request.post('/api/users/send-otp/', { data: { mobile }, headers });
  expect(sent.ok(), await sent.text()).toBe(true);
  const outbox = await request.get(`/api/dev/outbox/${mobile}/`);
  const { otp } = (await outbox.json()) as { otp: string };
  const login = await request.post('/api/users/login/', {
    data: { mobile, otp, firstName: 'Nandini', lastName: 'Rao', email: `n${mobile}@example.in` },
    headers,
  });
  expect(login.ok(), await login.text()).toBe(true);
  return (await login.json()) as Login;
}

interface ProductCard {
  id: number;
  name: string;
  price: number;
  cartImage: string;
  packageSize: number;
  measurementUnit: string;
  quantityAvailable: number;
  isStockInHand: boolean;
  earliestDeliverySlot: unknown;
}

/** Products on the shelf (not preorders) from the first page of the catalogue. */
export async function productsInHand(
  request: APIRequestContext,
  count: number,
  maxPrice = Infinity,
) {
  const page = (await (await request.get('/api/products/?pageNum=1')).json()) as {
    products: ProductCard[];
  };
  const found = page.products.filter(
    (p) => p.isStockInHand && p.quantityAvailable >= 3 && p.price <= maxPrice,
  );
  expect(found.length).toBeGreaterThanOrEqual(count);
  return found.slice(0, count);
}

/**
 * The shop's origin without the shop: its local storage, where a journey puts a login or a cart
 * before the page it opens next loads them. Loading home for that drew its catalogue and pictures
 * only to be left at once; the server's liveness answer is a few bytes of the same origin.
 */
export async function atTheShopsOrigin(page: Page) {
  await page.goto('/api/health/live');
}

/**
 * Logs in with these products in the cart, as a returning customer would find them; the next
 * page the journey opens is the shop with both.
 */
export async function startLoggedIn(
  page: Page,
  login: Login,
  cart: { product: ProductCard; quantity: number }[],
) {
  await atTheShopsOrigin(page);
  await page.evaluate(
    ({ login, lines }) => {
      localStorage.setItem('mp.login', JSON.stringify(login));
      localStorage.setItem('mp.cart', JSON.stringify(lines));
    },
    {
      login: {
        mobile: login.mobile,
        firstName: login.firstName,
        lastName: login.lastName,
        email: login.email,
        token: login.token,
      },
      lines: cart.map(({ product, quantity }) => ({ ...product, quantity })),
    },
  );
}

export async function expectAccessible(page: Page, testInfo: TestInfo, screen: string) {
  // Colours are judged once things have settled: a toast half-way through fading in or out is
  // not the colour a shopper reads. A toast can start leaving while axe is reading the page, so
  // a finding is confirmed by a second reading once everything has settled again.
  let serious = await seriousViolations(page);
  if (serious.length > 0) serious = await seriousViolations(page);
  expect(serious, `${screen} at ${testInfo.project.name}`).toEqual([]);
}

async function seriousViolations(page: Page): Promise<string[]> {
  // Endless animations (skeletons, spinners) do not count.
  await page.waitForFunction(() =>
    document
      .getAnimations()
      .every(
        (animation) =>
          animation.playState !== 'running' ||
          animation.effect?.getComputedTiming().endTime === Infinity,
      ),
  );
  // Only violations are read, so axe details only those: the passing elements' details (a
  // selector and the markup of each) were a quarter of its time on a long page such as home.
  const results = await new AxeBuilder({ page }).options({ resultTypes: ['violations'] }).analyze();
  return results.violations
    .filter((v) => v.impact === 'serious' || v.impact === 'critical')
    .map((v) => `${v.id}: ${v.help} (${v.nodes.map((n) => n.target.join(' ')).join(', ')})`);
}

export function watchPageErrors(page: Page): string[] {
  const errors: string[] = [];
  page.on('pageerror', (error) => errors.push(error.message));
  return errors;
}
