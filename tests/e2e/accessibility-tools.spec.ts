import { expect, test } from '@playwright/test';
import { studentOfNewClassroom } from './support/class-api';
import { chooseLanguage, expectNoSeriousA11yViolations, signIn } from './support/session';

/**
 * Issue 16, the student's accessibility tools (our own, no third-party widget): a student of their own
 * (the demo student's pages stay as they are for the other journeys) turns on larger text, high
 * contrast and reading spacing; the page changes at once, the choices are still there after a reload
 * (kept on the server), and the page with the tools open is axe-clean in English and Spanish — colour
 * contrast included, high contrast on.
 */
test('a student turns on larger text, high contrast and reading spacing; they stay after a reload', async ({ page, request }) => {
  await studentOfNewClassroom(request, { username: 'a11ykid', firstName: 'Ana', lastName: 'Tools', birthDate: '2013-04-05', classroom: 'Tools class', period: '4' });
  await signIn(page, 'a11ykid');
  const html = page.locator('html');
  const open = page.getByRole('button', { name: 'Accessibility tools' });
  await open.click();
  const panel = page.getByRole('dialog', { name: 'Accessibility tools' });
  // Each control is controlled by the saved set, which updates a moment after the click: click, then wait.
  for (const control of [
    panel.getByRole('radio', { name: 'Larger' }),
    panel.getByRole('switch', { name: /^High contrast/ }),
    panel.getByRole('switch', { name: /^Dyslexia-friendly spacing/ }),
  ]) {
    await control.click();
    await expect(control).toBeChecked();
  }
  await expect(html).toHaveAttribute('data-text-size', 'larger');
  await expect(html).toHaveAttribute('data-contrast', 'high');
  await expect(html).toHaveAttribute('data-spacing', 'reading');
  await expect(panel.getByText('Your choices are saved for your next sign-in, on any device')).toBeVisible();
  await expectNoSeriousA11yViolations(page);

  await page.reload();
  await expect(html).toHaveAttribute('data-contrast', 'high');
  await expect(html).toHaveAttribute('data-text-size', 'larger');
  await chooseLanguage(page, 'Español');
  await page.getByRole('button', { name: 'Herramientas de accesibilidad' }).click();
  const panelEs = page.getByRole('dialog', { name: 'Herramientas de accesibilidad' });
  await expect(panelEs.getByRole('switch', { name: /^Alto contraste/ })).toBeChecked();
  await expectNoSeriousA11yViolations(page);
  // Escape closes the tools and gives the focus back to their button.
  await page.keyboard.press('Escape');
  await expect(page.getByRole('button', { name: 'Herramientas de accesibilidad' })).toBeFocused();
  await chooseLanguage(page, 'English');
});
