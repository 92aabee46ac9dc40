import { expect, test } from '@playwright/test';

test('an unknown path shows "Page Not found"', async ({ page }) => {
  const response = await page.goto('/no/such/page');
  expect(response?.ok()).toBe(true);
  await expect(page.getByRole('heading', { name: 'Page Not found' })).toBeVisible();
});
