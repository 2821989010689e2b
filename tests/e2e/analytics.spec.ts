import { expect, test } from '@playwright/test';
import { axeCleanAfterNotices, inSpanishThenEnglish } from './support/back-office';
import { signIn } from './support/session';

/**
 * Issue 16, the analytics section: the demo district manager opens Analytics and sees the most visited
 * sections of their district (the demo's month of usage, demo-usage.seed) as a chart and its table,
 * moves to the last 30 days and sees a month of visits per day; axe-clean in English and Spanish.
 */
test('a district manager reads the usage of their district and changes the span', async ({ page }) => {
  await signIn(page, 'districtmanager');
  await page.getByRole('tab', { name: 'Analytics' }).click();
  await expect(page).toHaveURL(/\/management-dashboard\/analytics$/);
  await expect(page.getByRole('heading', { name: 'Usage analytics' })).toBeVisible();

  const sections = page.getByRole('table', { name: /^Visits and average duration per section/ });
  await expect(sections).toBeVisible();
  await expect(sections.getByRole('rowheader').first()).toBeVisible();
  // The chart beside it is a picture of the same rows.
  await expect(page.locator('.recharts-surface').first()).toBeVisible();
  await expect(page.getByRole('radio', { name: 'Last day' })).toBeChecked();

  await page.getByRole('radio', { name: 'Last 30 days' }).check();
  const days = page.getByRole('table', { name: /^Visits per day \(UTC\), \d+ days$/ });
  await expect.poll(async () => days.getByRole('rowheader').count()).toBeGreaterThanOrEqual(28);
  await expect(page.getByRole('table', { name: /^Users per role \(\d+ users\)$/ })).toBeVisible();
  await expect(page.getByRole('table', { name: /^Time in the system per school/ })).toBeVisible();
  await axeCleanAfterNotices(page);

  await inSpanishThenEnglish(page, async () => {
    await expect(page.getByRole('heading', { name: 'Analítica de uso' })).toBeVisible();
    await expect(page.getByRole('table', { name: /^Visitas y duración media por sección/ })).toBeVisible();
    await axeCleanAfterNotices(page);
  });
});
