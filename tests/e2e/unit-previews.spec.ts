import { expect, test, type Page } from '@playwright/test';
import { axeCleanAfterNotices, createUnit, inSpanishThenEnglish, runTag, typeRich } from './support/back-office';
import { signIn } from './support/session';

/**
 * Issue 14, the unit's details and the unit previews: the demo creator writes a unit's description and
 * adds a video in the unit builder, previews the unit (its frame, lessons and videos) and the units
 * dashboard (the unit's card with its description), and opens the component samples page; a district
 * teacher is refused the unit preview by the route guard (product-spec §6) while a campus manager sees
 * it. Each screen is axe-clean in English and Spanish. The journey works in a unit of its own.
 */

const saved = (page: Page) => expect(page.getByRole('region', { name: 'Unit details' }).getByRole('status').filter({ hasText: 'All changes saved' })).toBeVisible();

test('a creator writes a unit’s description and adds a video, previews the unit and the dashboard, and opens the samples; previews follow §6', async ({ page, browser }) => {
  test.slow();
  const tag = runTag();
  const unitName = `Unit Details ${tag}`;
  const description = `Ports, farms and trade ${tag}.`;
  const videoTitle = `Harbour tour ${tag}`;
  await signIn(page, 'creator');
  const unitId = await createUnit(page, unitName);
  const builder = page.url();

  // The description in English, then a video added with the dialog.
  const details = page.getByRole('region', { name: 'Unit details' });
  await typeRich(page, details.getByRole('textbox', { name: 'Description in English' }), description);
  await saved(page);
  await details.getByRole('button', { name: 'Add a video', exact: true }).click();
  const dialog = page.getByRole('dialog', { name: 'Add a video' });
  await dialog.getByRole('textbox', { name: 'Video title in English' }).fill(videoTitle);
  await dialog.getByRole('textbox', { name: 'Video address' }).fill('javascript:alert(1)');
  await dialog.getByRole('button', { name: 'Add the video' }).click();
  await expect(dialog.getByText('Enter a valid web address (https://…)')).toBeVisible();
  await dialog.getByRole('textbox', { name: 'Video address' }).fill('https://www.youtube-nocookie.com/embed/unit-details');
  await dialog.getByRole('button', { name: 'Add the video' }).click();
  await expect(dialog).toBeHidden();
  const videos = page.getByRole('list', { name: 'Videos' });
  await expect(videos.getByText(`Video 1: ${videoTitle}`, { exact: true })).toBeVisible();
  await expect(page.getByRole('region', { name: `Fields of Video 1: ${videoTitle}` })).toBeVisible();
  await saved(page);
  await axeCleanAfterNotices(page);

  // The unit preview: read afresh from the server, the students' frame with the draft's lessons and videos.
  await details.getByRole('link', { name: 'Preview the unit' }).click();
  await expect(page).toHaveURL(new RegExp(`/back-office/preview-mode/unit/${unitId}$`));
  await page.reload();
  await expect(page.getByTestId('preview-banner')).toBeVisible();
  await expect(page.getByTestId('unit-bar')).toContainText(unitName);
  await expect(page.getByRole('heading', { name: `Lessons: ${unitName}`, level: 1 })).toBeVisible();
  const previewVideos = page.getByRole('region', { name: 'Videos' });
  await expect(previewVideos.getByRole('heading', { name: videoTitle, level: 3 })).toBeVisible();
  await expect(previewVideos.locator('iframe')).toHaveAttribute('src', 'https://www.youtube-nocookie.com/embed/unit-details');
  await axeCleanAfterNotices(page);

  // The units dashboard's preview: the new unit's card says its description and leads to its preview.
  await page.goto('/back-office/dashboard-builder');
  await page.getByRole('link', { name: 'Preview the unit dashboard' }).click();
  const card = page.locator('article', { has: page.getByRole('heading', { name: unitName, level: 2 }) });
  await expect(card.getByText(description)).toBeVisible();
  await axeCleanAfterNotices(page);
  await card.getByRole('link', { name: unitName }).click();
  await expect(page).toHaveURL(new RegExp(`/back-office/preview-mode/unit/${unitId}$`));

  // The component samples page: every catalogue type, the demo course's first uses shown.
  await page.goto('/back-office/dashboard-builder');
  await page.getByRole('link', { name: 'Component samples' }).click();
  await expect(page.getByRole('heading', { name: 'Component samples', level: 1 })).toBeVisible();
  await expect(page.getByTestId('component-samples').getByRole('article')).toHaveCount(13);
  const paragraph = page.getByRole('article', { name: 'Paragraph', exact: true });
  await expect(paragraph.getByText(/^From Colonial America, lesson /)).toBeVisible();
  await expect(paragraph.getByRole('link', { name: /^Open the lesson builder for / })).toHaveAttribute('href', /^\/back-office\/lesson-builder\/unit\/\d+\/lesson\/\d+$/);
  await axeCleanAfterNotices(page);

  await inSpanishThenEnglish(page, async () => {
    await expect(page.getByRole('heading', { name: 'Muestras de componentes', level: 1 })).toBeVisible();
    await axeCleanAfterNotices(page);
    await page.goto(builder);
    await expect(page.getByRole('region', { name: 'Detalles de la unidad' }).getByRole('list', { name: 'Videos' })).toContainText(videoTitle);
    await axeCleanAfterNotices(page);
    await page.goto(`/back-office/preview-mode/unit/${unitId}`);
    await expect(page.getByRole('heading', { name: `Lecciones: ${unitName}`, level: 1 })).toBeVisible();
    await axeCleanAfterNotices(page);
    await page.goto('/back-office/preview-mode/unit-dashboard');
    await expect(page.getByText(description)).toBeVisible();
    await axeCleanAfterNotices(page);
  });

  // §6: the unit preview is not a district teacher's (the route guard sends them home), but a campus manager's.
  const teacher = await (await browser.newContext()).newPage();
  await signIn(teacher, 'teacher');
  await teacher.goto(`/back-office/preview-mode/unit/${unitId}`);
  await expect(teacher).not.toHaveURL(/preview-mode/);
  await expect(teacher.getByTestId('preview-banner')).toHaveCount(0);
  await teacher.context().close();

  const manager = await (await browser.newContext()).newPage();
  await signIn(manager, 'campusmanager');
  await manager.goto(`/back-office/preview-mode/unit/${unitId}`);
  await expect(manager.getByTestId('preview-banner')).toBeVisible();
  await expect(manager.getByRole('region', { name: 'Videos' }).getByRole('heading', { name: videoTitle, level: 3 })).toBeVisible();
  await expect(manager.getByRole('link', { name: 'Back to the unit builder' })).toHaveCount(0);
  await axeCleanAfterNotices(manager);
  await manager.context().close();
});
