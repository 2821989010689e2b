import type { Sql } from '../../db/database';
import { insertRichText, insertText } from '../../modules/content/draft/bilingual.repository';
import { insertComponent, insertImageDetails, insertParagraph, insertRoutePoint } from '../../modules/content/draft/component-draft.repository';
import { insertEssentialQuestion } from '../../modules/content/draft/lesson-draft.repository';
import type { CourseMedia } from './course-media';
import type { ComponentSeed, EssentialQuestionSeed, ImageSeed, ParagraphSeed, T } from './course-seed.types';

const maybe = <V, R>(value: V | undefined, write: (v: V) => Promise<R>): Promise<R | null> => (value === undefined ? Promise.resolve(null) : write(value));

export async function writeEssentialQuestion(sql: Sql, media: CourseMedia, q: EssentialQuestionSeed | undefined): Promise<number | null> {
  if (!q) return null;
  return insertEssentialQuestion(sql, await insertText(sql, q.question), await media.narration(q.audio));
}

async function writeImages(sql: Sql, media: CourseMedia, owner: { paragraphId: number } | { routePointId: number }, images: readonly ImageSeed[] = []) {
  for (const [i, img] of images.entries()) {
    await insertImageDetails(sql, {
      owner,
      order: i + 1,
      imageAssetId: await media.image(img.image),
      width: img.width,
      titleId: await maybe(img.title, (v: T) => insertText(sql, v)),
      captionId: await maybe(img.caption, (v: T) => insertText(sql, v)),
      disclaimerId: await maybe(img.disclaimer, (v: T) => insertText(sql, v)),
      audioId: await media.narration(img.audio),
      captionAudioId: await media.narration(img.captionAudio),
      captionMargin: img.captionMargin,
      marginBottom: img.marginBottom,
      position: img.position,
    });
  }
}

async function writeParagraph(sql: Sql, media: CourseMedia, componentId: number, order: number, p: ParagraphSeed) {
  const paragraphId = await insertParagraph(sql, {
    componentId,
    order,
    titleId: await maybe(p.title, (v: T) => insertText(sql, v)),
    contentId: await maybe(p.content, (v: T) => insertRichText(sql, v)),
    videoUrl: p.videoUrl,
    background: p.background,
    opacity: p.opacity,
    size: p.size,
    alignment: p.alignment,
    orientation: p.orientation,
    height: p.height,
    audioId: await media.narration(p.audio),
    isProgressiveMap: p.isProgressiveMap,
    isHorizontalMode: p.isHorizontalMode,
    isCarousel: p.isCarousal,
    essentialQuestionId: await writeEssentialQuestion(sql, media, p.essentialQuestion),
    displayStepNumbers: p.displayStepNumbers,
  });
  await writeImages(sql, media, { paragraphId }, p.images);
  for (const [i, point] of (p.routePoints ?? []).entries()) {
    const routePointId = await insertRoutePoint(sql, paragraphId, i + 1, await insertRichText(sql, point.content), await media.narration(point.audio));
    await writeImages(sql, media, { routePointId }, point.images);
  }
}

/** Writes the draft components of a lesson or unit story, in order. */
export async function writeComponents(
  sql: Sql,
  media: CourseMedia,
  owner: { lessonId: number } | { unitStoryId: number },
  components: readonly ComponentSeed[],
): Promise<void> {
  for (const [i, c] of components.entries()) {
    const componentId = await insertComponent(sql, {
      owner,
      type: c.type,
      order: i + 1,
      titleId: await maybe(c.title, (v: T) => insertText(sql, v)),
      contentId: await maybe(c.content, (v: T) => insertRichText(sql, v)),
      audioId: await media.narration(c.audio),
      videoUrl: c.videoUrl?.startsWith('video:') ? await media.video(c.videoUrl.slice(6)) : c.videoUrl,
      embedUrl: c.embedUrl?.startsWith('image:') ? `/api/images/${await media.image(c.embedUrl.slice(6))}` : c.embedUrl,
      background: c.background,
      color: c.color,
      size: c.size,
      alignment: c.alignment,
      height: c.height,
      groupHeaderType: c.groupHeaderType,
      assessmentGroupNumber: c.assessmentGroupNumber,
      requiresTeacherFeedback: c.requiresTeacherFeedback,
    });
    for (const [j, p] of (c.paragraphs ?? []).entries()) await writeParagraph(sql, media, componentId, j + 1, p);
  }
}
