import type { Sql } from '../../db/database';
import { insertRichText, insertText } from '../../modules/content/draft/bilingual.repository';
import { insertLesson, insertUnitStory } from '../../modules/content/draft/lesson-draft.repository';
import {
  insertBiography,
  insertTimeline,
  insertTimelineEvent,
  insertVocabularyTerm,
} from '../../modules/content/draft/reading-draft.repository';
import {
  insertBlurb,
  insertHotspot,
  insertOpener,
  insertSkill,
  insertTeacherPage,
  insertUnit,
  insertVideo,
} from '../../modules/content/draft/unit-draft.repository';
import { VocabularyLanguageCode } from '@domain/shared/constants';
import type { CourseMedia } from './course-media';
import { writeComponents, writeEssentialQuestion } from './component-seed.writer';
import type { T, UnitSeed } from './course-seed.types';

const text = (sql: Sql, v: T | undefined) => (v ? insertText(sql, v) : Promise.resolve(null));
const rich = (sql: Sql, v: T | undefined) => (v ? insertRichText(sql, v) : Promise.resolve(null));

async function writeOpener(sql: Sql, media: CourseMedia, unitId: number, o: NonNullable<UnitSeed['opener']>) {
  const openerId = await insertOpener(sql, {
    unitId,
    backgroundImageId: await media.image(o.backgroundImage),
    openerBackgroundImageId: await media.image(o.openerBackgroundImage),
    thumbnailImageId: await media.image(o.thumbnailImage),
    titleBackgroundColor: o.titleBackgroundColor,
    color: o.color,
    videoUrl: o.videoUrl?.startsWith('video:') ? await media.video(o.videoUrl.slice(6)) : (o.videoUrl ?? null),
    audioId: await media.narration(o.audio),
    embeddedLink: o.embeddedLink ?? null,
    storyId: await rich(sql, o.story),
    highlightId: await rich(sql, o.highlight),
  });
  for (const [i, h] of o.hotspots.entries()) {
    await insertHotspot(sql, openerId, i + 1, h.x, h.y, await insertText(sql, h.label), await rich(sql, h.text));
  }
}

async function writeTeacherPage(sql: Sql, unitId: number, page: NonNullable<UnitSeed['teacherPage']>): Promise<number> {
  const id = await insertTeacherPage(sql, unitId, await insertText(sql, page.title), await rich(sql, page.content));
  for (const [i, s] of page.skills.entries()) await insertSkill(sql, id, i + 1, await insertText(sql, s.name), await rich(sql, s.description));
  return id;
}

/** Writes one unit of the demo course as drafts (publishing happens afterwards, course-wide). */
export async function writeUnit(sql: Sql, media: CourseMedia, order: number, u: UnitSeed): Promise<number> {
  const unitId = await insertUnit(sql, {
    nameId: await insertText(sql, u.name),
    number: u.number,
    order,
    belongsTo: u.belongsTo,
    specialUnitAcronymId: await text(sql, u.specialUnitAcronym),
    unitTypeId: u.unitTypeId,
    descriptionId: await rich(sql, u.description),
    descriptionAudioId: await media.narration(u.descriptionAudio),
    thumbnailImageId: await media.image(u.thumbnail),
    overviewIntroId: await rich(sql, u.overviewIntro),
  });
  if (u.opener) await writeOpener(sql, media, unitId, u.opener);
  for (const [i, b] of u.blurbs.entries()) {
    await insertBlurb(sql, unitId, i + 1, await insertText(sql, b.title), await insertRichText(sql, b.text), await media.optionalImage(b.image), await media.narration(b.audio));
  }
  const skillsId = u.teacherPage ? await writeTeacherPage(sql, unitId, u.teacherPage) : null;
  for (const [i, l] of u.lessons.entries()) {
    const lessonId = await insertLesson(sql, {
      unitId,
      titleId: await insertText(sql, l.title),
      lessonTypeId: l.lessonTypeId,
      order: i + 1,
      skillsId,
      essentialQuestionId: await writeEssentialQuestion(sql, media, l.essentialQuestion),
    });
    await writeComponents(sql, media, { lessonId }, l.components);
  }
  for (const [i, s] of u.stories.entries()) {
    const unitStoryId = await insertUnitStory(sql, unitId, i + 1, await insertText(sql, s.name));
    await writeComponents(sql, media, { unitStoryId }, s.components);
  }
  for (const [i, b] of u.biographies.entries()) {
    await insertBiography(sql, {
      unitId,
      order: i + 1,
      characterNameId: await insertText(sql, b.characterName),
      characterPeriodId: await text(sql, b.characterPeriod),
      mainTextId: await insertRichText(sql, b.mainText),
      portraitImageId: await media.image(b.portrait),
      portraitCaptionId: await text(sql, b.portraitCaption),
      disclaimerId: await text(sql, b.disclaimer),
      audioId: await media.narration(b.audio),
    });
  }
  if (u.timeline) {
    const timelineId = await insertTimeline(sql, unitId, await insertText(sql, u.timeline.title), await rich(sql, u.timeline.intro));
    for (const [i, e] of u.timeline.events.entries()) {
      await insertTimelineEvent(sql, {
        timelineId,
        order: i + 1,
        dateId: await insertText(sql, e.date),
        year: e.year,
        titleId: await insertText(sql, e.title),
        shortDescriptionId: await insertText(sql, e.shortDescription),
        longDescriptionId: await insertRichText(sql, e.longDescription),
        audioId: await media.narration(e.audio),
        imageId: await media.optionalImage(e.image),
      });
    }
  }
  for (const [i, v] of u.videos.entries()) {
    await insertVideo(sql, unitId, i + 1, await insertText(sql, v.title), await text(sql, v.description), await media.video(v.video), await media.optionalImage(v.thumbnail));
  }
  for (const term of u.vocabulary) {
    for (const [language, entry] of [
      [VocabularyLanguageCode.English, term.en],
      [VocabularyLanguageCode.Spanish, term.es],
    ] as const) {
      await insertVocabularyTerm(sql, {
        unitId,
        language,
        name: entry.name,
        pronunciation: entry.pronunciation ?? null,
        definition: entry.definition,
        secondaryDefinition: null,
        category: entry.category,
        plural: entry.plural ?? null,
        usage: entry.usage ?? null,
        audioAssetId: term.audio ? await media.audioFile(term.audio, language === 1 ? 'en' : 'es') : null,
      });
    }
  }
  return unitId;
}
