import 'reflect-metadata';
import { describe, expect, it } from 'vitest';
import { assessmentDocumentSchema } from '@domain/assessment/assessment.schemas';
import type { AssessmentDraft } from '@domain/authoring/assessment-authoring.responses';
import { assessmentDocumentOfDraft } from '@domain/authoring/assessment-draft-document';
import { one } from '../../server/src/db/database';
import { expectRefused as refused, publishAndWait } from './support/authoring-calls';
import { assessmentCalls, assessmentWorld } from './support/assessment-builder';
import { useTestServer } from './support/test-context';

/*
 * Building and publishing (issue 15): an assessment of all nine types built through the builders'
 * calls alone goes out with its lesson's publish job, exactly as previewed; the demo student reads it
 * without any answer key; a draft with problems fails the job with them listed; students never read
 * drafts.
 */

const server = useTestServer({ world: (s) => assessmentWorld(s, 'a') });
const { w, call, freshAssessment, addQuestion, lastQuestion, change, backup } = assessmentCalls(server);
const t = (en: string, es = en) => ({ en, es });
const KEYED = /"correct":(true|false)|"correctChoice(Id|List)":[\d[]|"correctAnswerSet":(?!null)/;

/** Adds a question of `type` and completes it through its parts' calls; answers the draft. */
async function complete(draft: AssessmentDraft, type: string): Promise<AssessmentDraft> {
  draft = await addQuestion(draft, type);
  const q = lastQuestion(draft);
  const url = `/api/component/question/${q.id}`;
  draft = await change(draft, 'PUT', `/api/question/${q.id}`, { instruction: t(`<p>${type}</p>`) });
  switch (type) {
    case 'multiple-choice':
      draft = await change(draft, 'PATCH', `/api/choice/${q.choices[1].id}/correct`);
      return change(draft, 'POST', `/api/question/${q.id}/teks`, { standardId: w().standards[0] }, 201);
    case 'multi-response':
      return change(draft, 'PATCH', `/api/component/question/multipleResponse/${q.choices[0].id}/correct`);
    case 'boolean':
      return change(draft, 'PATCH', `/api/component/question/choice/${q.choices[0].id}/correct`);
    case 'venn-diagram':
      return change(draft, 'POST', `/api/venn-diagram-element/${q.id}`, { content: t('Tobacco', 'Tabaco'), region: 'secondary' });
    case 'type-f':
      return change(draft, 'POST', `${url}/typef-element`, { content: t('Taxes', 'Impuestos'), columnId: q.columns[1].id });
    case 'cloze-sentence':
      draft = await change(draft, 'PUT', `/api/question/${q.id}`, { content: t('The [[1]] sank.', 'El [[1]] se hundió.') });
      draft = await change(draft, 'POST', `/api/choice/${q.id}`, { text: t('ship', 'barco') });
      return change(draft, 'POST', `${url}/fill-in-blank-element`, { accepted: { en: ['ship'], es: ['barco'] } });
    case 'fill-in-blank':
      draft = await change(draft, 'PUT', `/api/question/${q.id}`, { content: t('A [[1]] on tea.', 'Un [[1]] al té.') });
      return change(draft, 'POST', `${url}/fill-in-blank-element`, { accepted: { en: ['tax'], es: ['impuesto'] } });
    case 'written':
      return change(draft, 'PUT', `/api/question/${q.id}`, { suggestedAnswer: t('Because of the taxes.'), points: 2 });
    case 'essay':
      draft = await change(draft, 'POST', '/api/component/question/essay/essay-topics', { questionId: q.id, title: t('Trade', 'Comercio') });
      return change(draft, 'POST', '/api/component/question/essay/essay-steps', { questionId: q.id, title: t('Plan', 'Planear'), content: null, stepAudio: null });
    default:
      return draft;
  }
}

const NINE = ['multiple-choice', 'multi-response', 'boolean', 'venn-diagram', 'type-f', 'cloze-sentence', 'fill-in-blank', 'written', 'essay'];

const published = async (assessmentId: number) =>
  (await one<{ document: Record<string, unknown>; version: number }>(server.db, 'SELECT document, version FROM published_assessments WHERE assessment_id = $1', [assessmentId]));

describe('publishing with the lesson', () => {
  it('publishes an assessment of all nine types exactly as previewed; the student reads it without keys', async () => {
    let draft = await freshAssessment();
    for (const type of NINE) draft = await complete(draft, type);
    expect(draft.problems).toEqual([]);
    const preview = assessmentDocumentSchema.parse(assessmentDocumentOfDraft(draft, { benchmarkSet: null, version: 1, publishedAt: 'now' }));

    const job = await publishAndWait(call, `/api/lesson/${draft.lessonId}/publish`);
    expect(job).toMatchObject({ state: 'succeeded', failure: null });
    const stored = (await published(draft.id))!;
    expect(stored.version).toBe(1);
    expect({ ...stored.document, publishedAt: 'now' }).toEqual(preview);
    expect((await backup(draft.id)).publishState).toBe('published');

    const student = await server.login('student');
    const view = await call('GET', `/api/assessment/${draft.id}`, { token: student });
    expect(view.status, view.raw.body.slice(0, 300)).toBe(200);
    expect(view.body.data.groups.flatMap((g: { questions: { type: string }[] }) => g.questions.map((q) => q.type))).toEqual(NINE);
    expect(view.raw.body).not.toMatch(KEYED);
    expect(view.raw.body).not.toContain('Because of the taxes.');
    const teacherView = await call('GET', `/api/assessment/${draft.id}`, { token: w().teacher });
    expect(teacherView.raw.body).toMatch(KEYED);

    // A later change marks the lesson changed; the next publish takes the next version.
    draft = await change(draft, 'PUT', `/api/assessment/${draft.id}`, { directions: t('<p>Go</p>') });
    expect(draft.publishState).toBe('unpublished-changes');
    expect((await publishAndWait(call, `/api/lesson/${draft.lessonId}/publish`)).state).toBe('succeeded');
    expect((await published(draft.id))!.version).toBe(2);
  });

  it('merges the sections of a mid-unit activity into one group on publish', async () => {
    let draft = await complete(await freshAssessment(5), 'written');
    draft = await addQuestion(draft, 'written', 2);
    expect((await publishAndWait(call, `/api/lesson/${draft.lessonId}/publish`)).state).toBe('succeeded');
    const doc = assessmentDocumentSchema.parse((await published(draft.id))!.document);
    expect(doc.groups).toHaveLength(1);
    expect(doc.groups[0].sections).toHaveLength(2);
    expect(doc.groups[0].questions.map((q) => q.order)).toEqual([1, 2]);
  });

  it('fails the lesson publish with the problems listed and changes nothing', async () => {
    const draft = await addQuestion(await freshAssessment(), 'multiple-choice');
    const id = lastQuestion(draft).id;
    expect(draft.problems).toEqual([`question ${id}: correctChoiceId is not a choice`, `question ${id}: exactly one choice must be correct`]);
    const job = await publishAndWait(call, `/api/lesson/${draft.lessonId}/publish`);
    expect(job.state).toBe('failed');
    expect(job.failure).toContain(`question ${lastQuestion(draft).id}`);
    expect(await published(draft.id)).toBeNull();
    const lessonCopy = await one<{ n: number }>(server.db, "SELECT count(*)::int AS n FROM published_content WHERE kind = 'lesson' AND entity_id = $1", [draft.lessonId]);
    expect(lessonCopy?.n).toBe(0);
  });

  it('publishes a lesson whose assessment has no questions yet without it', async () => {
    const draft = await freshAssessment();
    expect((await publishAndWait(call, `/api/lesson/${draft.lessonId}/publish`)).state).toBe('succeeded');
    expect(await published(draft.id)).toBeNull();
  });
});

describe('drafts never reach students', () => {
  it('refuses every draft read to a student and a teacher keeps to previews', async () => {
    const student = await server.login('student');
    const set = (await one<{ id: number; lessonId: number }>(server.db, 'SELECT id, lesson_id AS "lessonId" FROM benchmark_sets ORDER BY id LIMIT 1'))!;
    const draft = await complete(await freshAssessment(), 'boolean');
    for (const url of [`/api/assessment/${draft.id}/backup`, `/api/assessment/lesson/${draft.lessonId}/backup`, `/api/lesson/${set.lessonId}/${set.id}/backup`]) {
      const res = await call('GET', url, { token: student });
      refused(res, 403, 'FORBIDDEN');
      expect(res.raw.body).not.toMatch(KEYED);
    }
  });
});
