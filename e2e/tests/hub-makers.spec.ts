import { expect, test } from '@playwright/test';
import { actAs, openHub, SELLER_STORE } from './hub-session';
import { auth, logInAsOps } from './order-session';
import { saveScreen } from './screens';
import { expectAccessible, watchPageErrors } from './shop-session';

/**
 * Issue 25 sections 2 and 6: ops suspend a maker, and its products leave the shop's search and
 * listings at once. Each project suspends a maker of its own (never the demo seller's store, which
 * the listing journey uses).
 */

interface HubMaker {
  id: number;
  storeName: string;
  state: string;
}

test('ops suspend a maker and its products leave search and listings', async ({
  page,
  request,
}, testInfo) => {
  test.setTimeout(90_000);
  const errors = watchPageErrors(page);
  const ops = await logInAsOps(request, testInfo);
  const { makers } = (await (
    await request.get('/api/hub/makers/', { headers: auth(ops) })
  ).json()) as { makers: HubMaker[] };
  const others = makers.filter((m) => m.state === 'approved' && m.storeName !== SELLER_STORE);
  const maker = others[testInfo.project.name === 'phone' ? 0 : 1]!;
  const { products } = (await (
    await request.get(`/api/hub/products/?maker=${maker.id}&state=approved`, {
      headers: auth(ops),
    })
  ).json()) as { products: { id: number; name: string }[] };
  const product = products[0]!;
  const searched = async () =>
    (
      (await (
        await request.get(`/api/products/search/?keyword=${encodeURIComponent(product.name)}`)
      ).json()) as { products: { id: number }[] }
    ).products.map((p) => p.id);
  expect(await searched()).toContain(product.id);

  await actAs(page, ops);
  await openHub(page, '/hub/makers');
  await expect(page.getByRole('heading', { name: 'Makers', level: 1 })).toBeVisible();
  await saveScreen(page, testInfo, 'hub-ops-makers');
  await expectAccessible(page, testInfo, 'hub makers');

  await page.getByRole('link', { name: maker.storeName }).first().click();
  await expect(page.getByRole('heading', { name: maker.storeName, level: 1 })).toBeVisible();
  await saveScreen(page, testInfo, 'hub-ops-maker');
  await expectAccessible(page, testInfo, 'hub maker');

  await page.getByRole('button', { name: 'Suspend' }).click();
  const dialog = page.getByRole('dialog');
  await dialog.getByLabel('Reason').fill('FSSAI licence expired; suspended until it is renewed.');
  await saveScreen(page, testInfo, 'hub-ops-suspend-maker');
  await expectAccessible(page, testInfo, 'hub suspend maker');
  await dialog.getByRole('button', { name: 'Suspend' }).click();
  await expect(page.getByRole('dialog')).toHaveCount(0);
  await expect(
    page.getByText('FSSAI licence expired; suspended until it is renewed.', { exact: true }),
  ).toBeVisible();
  await saveScreen(page, testInfo, 'hub-ops-maker-suspended');
  await expectAccessible(page, testInfo, 'hub suspended maker');

  // The shop: gone from search and from the listing of all products.
  await expect.poll(searched).not.toContain(product.id);
  await expect
    .poll(async () => {
      const ids: number[] = [];
      for (let pageNum = 1; ; pageNum++) {
        const answer = await request.get(`/api/products/?pageNum=${pageNum}`);
        if (!answer.ok()) return ids;
        const page = (await answer.json()) as { products: { id: number }[] };
        if (page.products.length === 0) return ids;
        ids.push(...page.products.map((p) => p.id));
      }
    })
    .not.toContain(product.id);

  await page.goto(`/#/search?keyword=${encodeURIComponent(product.name)}`);
  await expect(
    page.getByRole('heading', { name: `Search results for "${product.name}"` }),
  ).toBeVisible();
  await expect(page.getByRole('progressbar')).toHaveCount(0);
  await expect(page.getByRole('button', { name: `Add ${product.name} to cart` })).toHaveCount(0);
  expect(errors).toEqual([]);
});
