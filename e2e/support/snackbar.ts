import type { Page } from '@playwright/test';

/**
 * The newest message with this text. The same message shown twice in a row (two parties
 * created one after the other) leaves the first in the page while it fades out: one locator
 * would then match both and fail Playwright's strict mode.
 */
export const snackbar = (page: Page, text: string | RegExp) =>
  page.locator('#notistack-snackbar').filter({ hasText: text }).last();
