import { expect, type Page } from '@playwright/test';

/**
 * On the Benchmarks screen (the page is there already): chooses `classroom` and assigns it benchmark
 * set A, to the whole classroom, through the "Assign a benchmark" dialog; returns once the dialog closed.
 */
export async function assignSetA(page: Page, classroom: string): Promise<void> {
  await page.getByRole('combobox', { name: 'Classroom' }).selectOption({ label: classroom });
  await page.getByRole('button', { name: 'Assign a benchmark' }).click();
  const assign = page.getByRole('dialog', { name: 'Assign a benchmark' });
  await assign.getByRole('textbox', { name: 'Benchmark set' }).or(assign.getByRole('combobox', { name: 'Benchmark set' })).click();
  await page.getByRole('option', { name: /^Set A/ }).click();
  await assign.getByRole('button', { name: 'Save' }).click();
  await expect(assign).toBeHidden();
}
