import { expect, test, type Page } from '@playwright/test';
import { chooseLanguage, expectNoSeriousA11yViolations, signIn } from './support/session';

/** Demo course ids (server/src/seed/course): unit 1 "Colonial America", its three-page lessons 2 and 3. */
const UNIT = 1;
const FIRST_LESSON = { id: 2, title: 'Crossing the Atlantic' };
const SECOND_LESSON = { id: 3, title: 'Three Colonial Regions' };

async function lessonStatus(page: Page) {
  return page.getByTestId('lesson').getByText(/^(Lesson status|Estado de la lección)/);
}

test.describe('the demo student reads a unit', () => {
  test('dashboard, opener, a lesson to completion, timeline, Spanish glossary, audio, zoom', async ({ page }) => {
    await signIn(page, 'student');
    await expect(page.getByRole('heading', { level: 1, name: 'Your units' })).toBeVisible();
    await expect(page.getByText('Locked: your teacher has not opened this unit yet.')).toBeVisible();
    // A hard reload of the home page is served the app shell too.
    await page.reload();
    await expect(page.getByRole('heading', { level: 1, name: 'Your units' })).toBeVisible();
    await expectNoSeriousA11yViolations(page);

    // Opener: viewing it completes the unit's opener lesson.
    await page.getByRole('link', { name: 'Colonial America' }).first().click();
    await expect(page).toHaveURL(new RegExp(`/unit/${UNIT}/opener/\\d+$`));
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    await expectNoSeriousA11yViolations(page);

    // A lesson from the unit menu: in progress on opening, completed on its last page.
    await page.getByRole('button', { name: 'Unit menu' }).click();
    await page.getByRole('link', { name: new RegExp(FIRST_LESSON.title) }).click();
    await expect(page).toHaveURL(new RegExp(`/unit/${UNIT}/lesson/${FIRST_LESSON.id}$`));
    await expect(await lessonStatus(page)).toContainText('In progress');
    await expect(page.getByText('Page 1 of 3')).toBeVisible();
    await page.getByRole('button', { name: 'Next page' }).click();
    await expect(page.getByText('Page 2 of 3')).toBeVisible();
    await page.getByRole('button', { name: 'Next page' }).click();
    await expect(page.getByText('Page 3 of 3')).toBeVisible();
    await expect(await lessonStatus(page)).toContainText('Completed');
    await expectNoSeriousA11yViolations(page);

    // Play a narration: the MP3 loads and time advances in chromium.
    const player = page.getByTestId('audio-player').first();
    await expect(player).toBeAttached();
    await player.evaluate(async (audio: HTMLAudioElement) => {
      audio.muted = true;
      await audio.play();
    });
    await expect.poll(() => player.evaluate((audio: HTMLAudioElement) => audio.currentTime), { timeout: 10_000 }).toBeGreaterThan(0);
    expect(await player.evaluate((audio: HTMLAudioElement) => audio.error?.code ?? null)).toBeNull();

    // Timeline and one event.
    await page.getByRole('link', { name: 'Timeline', exact: true }).click();
    await expect(page).toHaveURL(new RegExp(`/unit/${UNIT}/time-line$`));
    await page.getByRole('link', { name: /Jamestown is founded/ }).click();
    await expect(page).toHaveURL(new RegExp(`/unit/${UNIT}/time-line/event/\\d+$`));
    await expect(page.getByRole('heading', { level: 1, name: /Jamestown is founded/ })).toBeVisible();
    await expectNoSeriousA11yViolations(page);

    // A biography portrait opens full screen and toggles zoom.
    await page.goto(`/unit/${UNIT}/biography/1`);
    await expect(page.getByRole('heading', { level: 1, name: 'Benjamin Franklin' })).toBeVisible();
    await page.getByRole('button', { name: /^Open image full screen/ }).first().click();
    const zoom = page.getByTestId('image-zoom-toggle');
    await expect(zoom).toHaveAttribute('aria-pressed', 'false');
    await zoom.click();
    await expect(zoom).toHaveAttribute('aria-pressed', 'true');
    await expect(zoom.locator('img')).toHaveAttribute('data-zoomed', 'true');
    await page.keyboard.press('Escape');
    // The popup loads on the first open; closing it gives focus back to the image, and it opens unzoomed.
    const portrait = page.getByRole('button', { name: /^Open image full screen/ }).first();
    await expect(portrait).toBeFocused();
    await page.keyboard.press('Enter');
    await expect(zoom).toHaveAttribute('aria-pressed', 'false');
    await page.keyboard.press('Escape');

    // The glossary in Spanish, searched without accents.
    await chooseLanguage(page, 'Español');
    await page.getByRole('link', { name: 'Vocabulario', exact: true }).click();
    await expect(page).toHaveURL(new RegExp(`/unit/${UNIT}/vocabulary$`));
    await page.getByRole('searchbox', { name: /Buscar en el glosario/ }).fill('asamblea');
    await expect(page.getByRole('heading', { name: 'asamblea', exact: true })).toBeVisible();
    await expectNoSeriousA11yViolations(page);
    await chooseLanguage(page, 'English');
  });

  test('the last page of a lesson is remembered after signing out and in', async ({ page }) => {
    await signIn(page, 'student');
    await chooseLanguage(page, 'English');
    await page.goto(`/unit/${UNIT}/lesson/${SECOND_LESSON.id}`);
    await expect(page.getByText('Page 1 of 3')).toBeVisible();
    await page.getByRole('button', { name: 'Next page' }).click();
    await expect(page.getByText('Page 2 of 3')).toBeVisible();

    await page.getByRole('button', { name: 'User menu for student' }).click();
    await page.getByRole('button', { name: 'Sign out' }).click();
    await expect(page).toHaveURL(/\/signin/);

    await signIn(page, 'student');
    await page.goto(`/unit/${UNIT}/lesson/${SECOND_LESSON.id}`);
    await expect(page.getByText('Page 2 of 3')).toBeVisible();
  });

  test('reads clearly: a legible lock, each title once, the long event text, captioned videos', async ({ page }) => {
    await signIn(page, 'student');
    await chooseLanguage(page, 'English');
    await page.goto('/');
    // The locked unit's lock is drawn at least 24 px wide and tall, beside the words.
    const lock = page.getByTestId('unit-card-locked').first().locator('svg');
    const box = (await lock.boundingBox())!;
    expect(box.width).toBeGreaterThanOrEqual(24);
    expect(box.height).toBeGreaterThanOrEqual(24);

    // A lesson and a story whose content opens with their own title show it once, as the page's h1.
    await page.goto(`/unit/${UNIT}/lesson/${FIRST_LESSON.id}`);
    await expect(page.getByRole('heading', { level: 1, name: FIRST_LESSON.title })).toBeVisible();
    await expect(page.getByRole('heading', { name: FIRST_LESSON.title })).toHaveCount(1);
    await page.getByRole('button', { name: 'Unit menu' }).click();
    await page.getByRole('link', { name: 'The Starving Winter' }).click();
    await expect(page).toHaveURL(new RegExp(`/unit/${UNIT}/unitstory/\\d+$`));
    await expect(page.getByText(/Thomas was fourteen/)).toBeVisible();
    await expect(page.getByText('The Starving Winter', { exact: true })).toHaveCount(1);

    // A timeline event page tells more than the timeline's short text.
    await page.goto(`/unit/${UNIT}/time-line`);
    await page.getByRole('link', { name: /Jamestown is founded/ }).click();
    await expect(page.getByTestId('timeline-event')).toContainText('It was the first lasting English settlement in North America.');

    // The unit's video plays with English captions on, what its narration says; Spanish ones are offered.
    await page.goto(`/unit/${UNIT}/videos`);
    const video = page.locator('video').first();
    await expect(video.locator('track')).toHaveCount(2);
    await expect
      .poll(() => video.evaluate((v: HTMLVideoElement) => [...v.textTracks].map((t) => `${t.language}:${t.mode}:${t.cues?.length ?? 0}`).join(' ')))
      .toBe('en:showing:4 es:disabled:0');
    expect(await video.evaluate((v: HTMLVideoElement) => (v.textTracks[0]!.cues![0] as VTTCue).text)).toBe('Thirteen colonies grew along the Atlantic coast.');
    await expectNoSeriousA11yViolations(page);
  });

  test('a locked unit shows the locked message and an unknown lesson goes home with a notice', async ({ page }) => {
    await signIn(page, 'student');
    await chooseLanguage(page, 'English');
    await page.goto('/unit/3/overview');
    await expect(page.getByTestId('unit-locked')).toContainText('This unit is locked');
    await page.goto(`/unit/${UNIT}/lesson/99999`);
    await expect(page).toHaveURL(/127\.0\.0\.1:\d+\/$/);
  });
});
