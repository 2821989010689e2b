import { one, type Sql } from '../../db/database';
import { insertRichText, insertText } from '../../modules/content/draft/bilingual.repository';
import {
  insertAssessment,
  insertChoice,
  insertElement,
  insertEssayStep,
  insertEssayTopic,
  insertOrganizerColumn,
  insertQuestion,
  insertQuestionRoutePoint,
  insertSection,
  insertTeks,
} from '../../modules/assessment/draft/assessment-draft.repository';
import type { T } from '../course/course-seed.types';
import type { AssessmentMedia } from './assessment-media';
import type { AssessmentSeed, ChoiceSeed, LessonRef, QuestionSeed } from './assessment-seed.types';

const plain = (sql: Sql, v: T | undefined) => (v ? insertText(sql, v) : Promise.resolve(null));
const rich = (sql: Sql, v: T | undefined) => (v ? insertRichText(sql, v) : Promise.resolve(null));

/** A lesson's id by English unit name and lesson title (what the course seed wrote). */
export async function lessonId(sql: Sql, ref: LessonRef): Promise<{ lessonId: number; unitId: number }> {
  const row = await one<{ lessonId: number; unitId: number }>(
    sql,
    `SELECT l.id AS "lessonId", l.unit_id AS "unitId" FROM lessons l
       JOIN bilingual_values lt ON lt.id = l.title_id JOIN units u ON u.id = l.unit_id JOIN bilingual_values ut ON ut.id = u.name_id
      WHERE lt.en = $1 AND ut.en = $2 AND l.deleted_at IS NULL ORDER BY l.id LIMIT 1`,
    [ref.title, ref.unit],
  );
  if (!row) throw new Error(`demo lesson not found: ${ref.unit} / ${ref.title}`);
  return row;
}

async function writeChoices(sql: Sql, media: AssessmentMedia, questionId: number, choices: readonly ChoiceSeed[]) {
  for (const [i, c] of choices.entries()) {
    await insertChoice(sql, {
      questionId,
      choiceNumber: i + 1,
      textId: await insertText(sql, c.text),
      choiceAudioId: await media.narration(c.audio),
      responseTextId: await plain(sql, c.response),
      responseAudioId: await media.narration(c.responseAudio),
      correct: c.correct ?? false,
    });
  }
}

/** The type-specific parts of a question: choices, elements, columns, blanks, essay steps and topics. */
async function writeParts(sql: Sql, media: AssessmentMedia, questionId: number, q: QuestionSeed) {
  switch (q.type) {
    case 'multiple-choice':
    case 'boolean':
    case 'multi-response':
      return writeChoices(sql, media, questionId, q.choices);
    case 'venn-diagram':
      for (const [i, e] of q.elements.entries()) await insertElement(sql, questionId, i + 1, await insertText(sql, e.content), { region: e.region });
      return;
    case 'type-f': {
      const columns: number[] = [];
      for (const [i, c] of q.columns.entries()) columns.push(await insertOrganizerColumn(sql, questionId, i + 1, await insertText(sql, c)));
      for (const [i, e] of q.elements.entries()) await insertElement(sql, questionId, i + 1, await insertText(sql, e.content), { columnId: columns[e.column] });
      return;
    }
    case 'cloze-sentence':
    case 'fill-in-blank':
      if (q.type === 'cloze-sentence') await writeChoices(sql, media, questionId, q.wordBank.map((text) => ({ text })));
      for (const [i, b] of q.blanks.entries()) await insertElement(sql, questionId, i + 1, await plain(sql, b.hint), { accepted: b });
      return;
    case 'essay':
      for (const [i, s] of q.steps.entries()) {
        await insertEssayStep(sql, { questionId, order: i + 1, titleId: await insertText(sql, s.title), contentId: await rich(sql, s.content), stepAudioId: await media.narration(s.audio) });
      }
      for (const [i, topic] of q.topics.entries()) await insertEssayTopic(sql, questionId, i + 1, await insertText(sql, topic));
      return;
    case 'written':
      return;
  }
}

async function writeQuestion(sql: Sql, media: AssessmentMedia, sectionId: number, order: number, q: QuestionSeed): Promise<number> {
  const venn = q.type === 'venn-diagram' ? q : null;
  const blanks = q.type === 'cloze-sentence' || q.type === 'fill-in-blank' ? q : null;
  const questionId = await insertQuestion(sql, {
    sectionId,
    type: q.type,
    order,
    points: q.points,
    instructionId: await rich(sql, q.instruction),
    instructionAudioId: await media.narration(q.instructionAudio),
    primaryTextSourceId: await rich(sql, q.primaryTextSource),
    primarySourceAudioId: await media.narration(q.primarySourceAudio),
    audioId: await media.narration(q.audio),
    imageId: await media.optionalImage(q.image),
    primarySetImageId: await media.optionalImage(venn?.primaryImage),
    secondarySetImageId: await media.optionalImage(venn?.secondaryImage),
    primarySetLabelId: await plain(sql, venn?.primaryLabel),
    secondarySetLabelId: await plain(sql, venn?.secondaryLabel),
    suggestedAnswerId: await rich(sql, q.suggestedAnswer),
    rubricId: await rich(sql, q.rubric),
    responseTextId: await rich(sql, q.responseText),
    contentId: await rich(sql, blanks?.content),
  });
  for (const t of q.teks ?? []) await insertTeks(sql, questionId, t.code, t.description);
  for (const [i, point] of (q.routePoints ?? []).entries()) await insertQuestionRoutePoint(sql, questionId, i + 1, await rich(sql, point), null);
  await writeParts(sql, media, questionId, q);
  return questionId;
}

/** Writes an assessment's drafts (sections and questions); publishing happens afterwards. */
export async function writeAssessment(sql: Sql, media: AssessmentMedia, seed: AssessmentSeed, target: { lessonId: number; benchmarkSetId?: number }): Promise<number> {
  const assessmentId = await insertAssessment(sql, { lessonId: target.lessonId, benchmarkSetId: target.benchmarkSetId, directionsId: await rich(sql, seed.directions) });
  for (const [i, section] of seed.sections.entries()) {
    const sectionId = await insertSection(sql, { assessmentId, groupNumber: section.number, order: i + 1, titleId: await plain(sql, section.title) });
    for (const [j, q] of section.questions.entries()) await writeQuestion(sql, media, sectionId, j + 1, q);
  }
  return assessmentId;
}
