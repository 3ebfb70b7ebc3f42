import { expect, test } from '@playwright/test';

test('the shop opens at its URL', async ({ page }) => {
  const errors: string[] = [];
  page.on('pageerror', (error) => errors.push(error.message));
  await page.goto('/');
  await expect(page.getByRole('heading', { name: 'Makers Pantry' })).toBeVisible();
  expect(errors).toEqual([]);
});
