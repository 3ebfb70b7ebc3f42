import { expect, test } from '@playwright/test';
import { actAs, openHub } from './hub-session';
import { auth, logInAsOps } from './order-session';
import { saveScreen } from './screens';
import { expectAccessible, watchPageErrors } from './shop-session';

/**
 * A discount code's page at both widths: its rules' boxes stay inside the form. At desk width the
 * Starts and Ends date-and-time boxes kept their own width and ran over the next column and out
 * of the card, so the page scrolled sideways.
 */
test("ops read a discount code's page and every box of its form fits", async ({
  page,
  request,
}, testInfo) => {
  const errors = watchPageErrors(page);
  const ops = await logInAsOps(request, testInfo);
  const { codes } = (await (
    await request.get('/api/hub/discount-codes/', { headers: auth(ops) })
  ).json()) as { codes: { id: number; code: string }[] };
  const code = codes[0]!;

  await actAs(page, ops);
  await openHub(page, `/hub/codes/${code.id}`);
  await expect(page.getByRole('heading', { name: code.code, level: 1 })).toBeVisible();
  const ends = page.getByLabel('Ends');
  await expect(ends).toBeVisible();
  await saveScreen(page, testInfo, 'hub-ops-code');
  await expectAccessible(page, testInfo, 'hub code');

  const viewport = page.viewportSize()!;
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(
    viewport.width,
  );
  const form = (await page.locator('form').filter({ has: ends }).boundingBox())!;
  for (const label of ['Starts', 'Ends']) {
    const box = (await page.getByLabel(label).boundingBox())!;
    expect(box.x, `${label} starts inside the form`).toBeGreaterThanOrEqual(form.x);
    expect(box.x + box.width, `${label} ends inside the form`).toBeLessThanOrEqual(
      form.x + form.width,
    );
  }
  expect(errors).toEqual([]);
});
