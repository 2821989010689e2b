import { expect, test, type Locator, type Page } from '@playwright/test';
import { axeCleanAfterNotices, createUnit, fillAndLeave, inSpanishThenEnglish, PIXEL_PNG, runTag, unitBuilderPath } from './support/back-office';
import { signIn } from './support/session';

/**
 * Issue 14, the opener, teacher-page, contributors and overview builders: a creator builds a new
 * unit's opener (a background image, a colour, a hotspot), publishes it and its unit, and the demo
 * student opens the unit on its opener; the creator writes a teacher page and the contributors page
 * and previews each. Every builder and preview is axe-clean in English and Spanish.
 *
 * Openers and teacher pages are made in units of the journey's own; the contributors page is the
 * course's one, so the row this journey adds to its draft is removed again.
 */

/** The bar's save state once the server has answered, as received (§8.1). */
const confirmed = (page: Page, message: string) => expect(page.getByRole('status').filter({ hasText: message })).toBeVisible();

/** Creates the unit's opener or teacher page from the unit builder's pages table; it opens in its builder. */
async function createPage(page: Page, unitId: number, button: 'Create opener' | "Create teacher's page", url: RegExp): Promise<void> {
  await page.goto(unitBuilderPath(unitId));
  const pages = page.getByRole('table', { name: /^Opener, overview and teacher's page of / });
  await pages.getByRole('button', { name: button, exact: true }).click();
  await expect(page).toHaveURL(url);
}

test('a creator builds a unit opener with a hotspot and a colour and publishes it; the student sees it', async ({ page, browser }) => {
  test.slow();
  const tag = runTag();
  const unitName = `Opener Journey ${tag}`;
  const place = `Jamestown ${tag}`;
  await signIn(page, 'creator');
  const unitId = await createUnit(page, unitName);
  await createPage(page, unitId, 'Create opener', new RegExp(`/back-office/opener-builder/unit/${unitId}$`));
  // The builder bar's state (a full run once found a second badge on the page; the bar's is the first).
  await expect(page.getByRole('main').getByText('Never published', { exact: true }).first()).toBeVisible();

  // A colour (checked by the shared rule first), the map and a hotspot on it.
  const background = page.getByRole('textbox', { name: 'Title background colour' });
  await fillAndLeave(background, 'dark red');
  await expect(page.getByText('Enter a valid colour (for example #1a2b3c)')).toBeVisible();
  await fillAndLeave(background, '#7a1f1f');
  await confirmed(page, 'Unit Opener Updated');
  const map = page.getByRole('region', { name: 'Background image (the map of the hotspots)' });
  await map.locator('input[type="file"]').setInputFiles({ name: 'map.png', mimeType: 'image/png', buffer: PIXEL_PNG });
  await expect(map.getByRole('status').filter({ hasText: 'File Uploaded Successfully' })).toBeVisible();
  await expect(map.getByRole('img', { name: 'Image chosen: map.png' })).toBeVisible();
  await page.getByRole('button', { name: 'Add hotspot', exact: true }).click();
  const fields = page.getByRole('region', { name: 'Fields of Hotspot 1: New hotspot' });
  await fillAndLeave(fields.getByRole('textbox', { name: 'Label in English' }), place);
  await expect(page.getByRole('list', { name: 'Hotspots' }).getByText(`Hotspot 1: ${place}`, { exact: true })).toBeVisible();
  await confirmed(page, 'Unit Opener Updated');

  // Its preview: the draft as students will see it, read afresh from the server.
  await page.getByRole('link', { name: new RegExp(`^Preview Unit \\d+: ${unitName}$`) }).click();
  await expect(page).toHaveURL(new RegExp(`/back-office/preview-mode/opener/${unitId}$`));
  await page.reload();
  await expect(page.getByTestId('preview-banner')).toBeVisible();
  await expect(page.getByRole('button', { name: place })).toBeVisible();
  await page.getByRole('link', { name: 'Back to the opener builder' }).click();

  // The opener's own publish, then the unit's (the unit is new: students get it, opener included).
  await page.getByRole('button', { name: new RegExp(`^Publish Opener of Unit \\d+: ${unitName}$`) }).click();
  await expect(page.getByText('Changes published!')).toBeVisible({ timeout: 30_000 });
  await expect(page.getByText('Published', { exact: true }).first()).toBeVisible();
  await page.goto(unitBuilderPath(unitId));
  await page.getByRole('button', { name: new RegExp(`^Publish Unit \\d+: ${unitName}$`) }).click();
  await expect(page.getByText('Changes published!')).toBeVisible({ timeout: 30_000 });

  const student = await (await browser.newContext()).newPage();
  await signIn(student, 'student');
  await student.getByRole('link', { name: unitName }).click();
  // A unit with an opener opens on it.
  await expect(student).toHaveURL(new RegExp(`/unit/${unitId}/opener/\\d+$`));
  const title = student.getByRole('heading', { name: unitName, level: 1 });
  await expect(title).toBeVisible();
  await expect(title.locator('..')).toHaveCSS('background-color', 'rgb(122, 31, 31)');
  await student.getByRole('button', { name: place }).click();
  await expect(student.getByTestId('hotspot-panel').filter({ hasText: place })).toBeVisible();
  await student.context().close();
});

test('a creator writes a teacher page and the contributors page and previews each', async ({ page }) => {
  test.slow();
  const tag = runTag();
  const pageTitle = `Teaching the colonies ${tag}`;
  const skill = `Reading maps ${tag}`;
  const person = `Ada Park ${tag}`;
  await signIn(page, 'creator');
  const unitId = await createUnit(page, `Teacher Page Journey ${tag}`);

  await createPage(page, unitId, "Create teacher's page", new RegExp(`/back-office/teacher-page-builder/\\d+/unit/${unitId}$`));
  await fillAndLeave(page.getByRole('textbox', { name: 'Title in English' }), pageTitle);
  await expect(page.getByRole('heading', { name: pageTitle, level: 1 })).toBeVisible();
  await confirmed(page, "Teacher's Page updated!");
  await page.getByRole('button', { name: 'Add skill', exact: true }).click();
  await fillAndLeave(page.getByRole('region', { name: 'Fields of New skill' }).getByRole('textbox', { name: 'Skill name in English' }), skill);
  await expect(page.getByRole('list', { name: 'Skills' }).getByText(skill, { exact: true })).toBeVisible();
  await confirmed(page, "Teacher's Page updated!");
  await page.getByRole('link', { name: `Preview ${pageTitle}` }).click();
  await expect(page).toHaveURL(/\/back-office\/preview-mode\/teacher-page\/\d+$/);
  await page.reload();
  await expect(page.getByRole('heading', { name: pageTitle, level: 1 })).toBeVisible();
  await expect(page.getByTestId('teacher-skills').getByRole('heading', { name: skill })).toBeVisible();
  await expect(page.getByRole('link', { name: "Back to the teacher's page builder" })).toBeVisible();

  // The course's contributors page: a person added, previewed, then removed again.
  await page.goto('/back-office/dashboard-builder');
  await page.getByRole('link', { name: 'Edit the contributors page', exact: true }).click();
  await expect(page).toHaveURL(/\/back-office\/contributors-page-builder$/);
  await page.getByRole('button', { name: 'Add contributor', exact: true }).click();
  const newPerson = page.getByRole('region', { name: 'Fields of New contributor (Contributor)' });
  await fillAndLeave(newPerson.getByRole('textbox', { name: 'Name', exact: true }), person);
  const people = page.getByRole('list', { name: 'Contributors' });
  await expect(people.getByText(`${person} (Contributor)`, { exact: true })).toBeVisible();
  await confirmed(page, 'Changes saved successfully');
  await page.getByRole('link', { name: /^Preview / }).click();
  await expect(page).toHaveURL(/\/back-office\/preview-mode\/contributors-page$/);
  await page.reload();
  await expect(page.getByTestId('contributors').getByText(person, { exact: true })).toBeVisible();
  await page.getByRole('link', { name: 'Back to the contributors page builder' }).click();
  await page.getByRole('button', { name: `Remove ${person} (Contributor)`, exact: true }).click();
  await page.getByRole('dialog', { name: new RegExp(person) }).getByRole('button', { name: 'Remove', exact: true }).click();
  await expect(page.getByRole('list', { name: 'Contributors' }).getByText(`${person} (Contributor)`, { exact: true })).toHaveCount(0);
});

test('the opener, overview, teacher-page and contributors builders and their previews are axe-clean in English and Spanish', async ({ page }) => {
  test.slow();
  const tag = runTag();
  await signIn(page, 'creator');
  const unitId = await createUnit(page, `Accessible Pages ${tag}`);
  await createPage(page, unitId, 'Create opener', /\/back-office\/opener-builder\/unit\/\d+$/);
  await page.getByRole('button', { name: 'Add hotspot', exact: true }).click();
  await expect(page.getByRole('region', { name: 'Fields of Hotspot 1: New hotspot' })).toBeVisible();
  await createPage(page, unitId, "Create teacher's page", /\/back-office\/teacher-page-builder\/\d+\/unit\/\d+$/);
  const teacherPage = new URL(page.url()).pathname;
  const teacherPageId = Number(/teacher-page-builder\/(\d+)\//.exec(teacherPage)?.[1]);
  const screens: ReadonlyArray<readonly [path: string, ready: (page: Page) => Locator]> = [
    [`/back-office/opener-builder/unit/${unitId}`, (p) => p.getByRole('list', { name: /^(Hotspots|Puntos de interés)$/ })],
    [`/back-office/preview-mode/opener/${unitId}`, (p) => p.getByTestId('opener')],
    [`/back-office/unit-builder/unit/${unitId}/overview`, (p) => p.getByRole('button', { name: /^(Add blurb|Agregar idea clave)$/ })],
    [`/back-office/preview-mode/overview/${unitId}`, (p) => p.getByTestId('overview')],
    [teacherPage, (p) => p.getByRole('button', { name: /^(Add skill|Agregar destreza)$/ })],
    [`/back-office/preview-mode/teacher-page/${teacherPageId}`, (p) => p.getByTestId('preview-banner')],
    ['/back-office/contributors-page-builder', (p) => p.getByRole('button', { name: /^(Add contributor|Agregar colaborador)$/ })],
    ['/back-office/preview-mode/contributors-page', (p) => p.getByTestId('contributors')],
  ];
  const checkAll = async () => {
    for (const [path, ready] of screens) {
      await page.goto(path);
      await expect(ready(page)).toBeVisible();
      await axeCleanAfterNotices(page);
    }
  };
  await checkAll();
  await inSpanishThenEnglish(page, checkAll);
});
