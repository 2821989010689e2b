import { firstPictureUrl } from '@domain/content/lead-image';
import { pagesInOrder } from '@domain/content/lesson-pages';
import type { ScreenId } from '@domain/routing/route-table';
import { findPublishedLesson, type PublishedContentStore } from '../content/read/published-content.store';

/** What the app shell may name: an image the API serves publicly, nothing else goes into the HTML. */
const PUBLIC_IMAGE_URL = /^\/api\/images\/[1-9]\d{0,9}$/;

/** The first picture a screen shows at `params`, when the server can know it without the viewer; else null. */
export type FirstPictureOf = (screen: ScreenId, params: Readonly<Record<string, string>>) => Promise<string | null>;

async function lessonFirstPicture(content: PublishedContentStore, lessonIdParam: string | undefined): Promise<string | null> {
  const lessonId = Number(lessonIdParam);
  if (!Number.isSafeInteger(lessonId) || lessonId <= 0) return null;
  const lesson = await findPublishedLesson(content, lessonId);
  return lesson ? firstPictureUrl(pagesInOrder(lesson.components)[0]) : null;
}

/**
 * The published pictures a first visit shows first (docs/decisions.md, issue 17): the units dashboard's
 * first card and a lesson's first page. Both are the same for every viewer (the course is published for
 * everyone, and the images are public), so the app shell can name them before anyone has signed in. A
 * lesson reopened at a later page does not show page 1's picture: the preload is then one wasted image.
 */
export function firstPictureReader(content: PublishedContentStore): FirstPictureOf {
  return async (screen, params) => {
    let url: string | null = null;
    if (screen === 'home') url = (await content.units())[0]?.thumbnail?.url ?? null;
    else if (screen === 'lesson') url = await lessonFirstPicture(content, params.lessonId);
    return url !== null && PUBLIC_IMAGE_URL.test(url) ? url : null;
  };
}
