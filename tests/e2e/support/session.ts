import { expect, type Page } from '@playwright/test';
import AxeBuilder from '@axe-core/playwright';

export const DEMO_PASSWORD = 'Demo12345';

/** Fills the sign-in form; does not wait for where it leads. */
export async function submitSignIn(page: Page, username: string, password = DEMO_PASSWORD): Promise<void> {
  await page.getByRole('textbox', { name: 'Username', exact: true }).fill(username);
  await page.getByRole('textbox', { name: 'Password', exact: true }).fill(password);
  await page.getByRole('button', { name: 'Sign in', exact: true }).click();
}

export async function signIn(page: Page, username: string, password = DEMO_PASSWORD): Promise<void> {
  await page.goto('/signin');
  await submitSignIn(page, username, password);
  await expect(page).not.toHaveURL(/\/signin/);
}

/** axe-core: no serious or critical WCAG 2.x A/AA violation on the current page. */
export async function expectNoSeriousA11yViolations(page: Page): Promise<void> {
  // Axe reads computed colours: a dialog or snackbar still fading in is partly transparent and fails
  // contrast. Wait for transitions to end (endless ones, such as a spinner, excepted), and for every
  // dialog and snackbar to be fully opaque: a Mantine transition sets its first styles a frame before
  // any animation runs. A snackbar the hub delivers can still mount between that wait and axe's read,
  // so a failing read is taken again after the page settles; a real violation fails every read.
  let serious: string[] = [];
  for (let read = 0; read < 3; read += 1) {
    await page.waitForFunction(() => {
      const running = document.getAnimations().some((a) => a.playState === 'running' && a.effect?.getTiming().iterations !== Infinity);
      const opaque = (el: Element | null): boolean => !el || (getComputedStyle(el).opacity === '1' && opaque(el.parentElement));
      return !running && [...document.querySelectorAll('[role="dialog"], .mantine-Notification-root')].every(opaque);
    });
    const results = await new AxeBuilder({ page }).withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa']).analyze();
    serious = results.violations
      .filter((v) => v.impact === 'serious' || v.impact === 'critical')
      .map((v) => `${v.id}: ${v.help} (${v.nodes.map((n) => n.target.join(' ')).join(', ')})`);
    if (serious.length === 0) return;
  }
  expect(serious).toEqual([]);
}

/**
 * Picks the interface language with the header's switch; on a window too narrow for the whole header
 * the switch is in the menu, which is opened first and closed after.
 */
export async function chooseLanguage(page: Page, language: 'English' | 'Español'): Promise<void> {
  const menuButton = page.locator('header').getByRole('button', { name: /^(Menu|Menú)$/ });
  const group = page.getByRole('radiogroup', { name: /^(Language|Idioma)$/ });
  const choice = group.getByText(language, { exact: true });
  const radio = group.getByRole('radio', { name: language, exact: true });
  const html = page.locator('html');
  const lang = language === 'English' ? 'en' : 'es';
  // A landing that still settles re-renders the header: the menu may close again and the option found
  // may be replaced before the click lands; and the other language's longer words may fold the header
  // into its menu. So look, open, click and check the page's language as one retried step.
  await expect(async () => {
    if ((await html.getAttribute('lang')) === lang) return;
    if ((await menuButton.isVisible()) && (await menuButton.getAttribute('aria-expanded')) !== 'true') await menuButton.click({ timeout: 1_000 });
    // Real-time toasts (another test's publish) can lie over the header's corner for seconds: then
    // the switch is chosen from the keyboard, as a keyboard user does, instead of through the toast.
    await choice.click({ timeout: 2_000 }).catch(async () => {
      await radio.focus({ timeout: 1_000 });
      await page.keyboard.press('Space');
    });
    await expect(html).toHaveAttribute('lang', lang, { timeout: 2_000 });
  }).toPass({ timeout: 30_000 });
  if ((await menuButton.isVisible()) && (await menuButton.getAttribute('aria-expanded')) === 'true') await page.keyboard.press('Escape');
}
