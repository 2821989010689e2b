import 'reflect-metadata';
import { describe, expect, it } from 'vitest';
import type { AssessmentDraft } from '@domain/authoring/assessment-authoring.responses';
import type { LessonDraft } from '@domain/authoring/lesson-content.responses';
import { one } from '../../server/src/db/database';
import { expectRefused as refused } from './support/authoring-calls';
import { assessmentCalls, assessmentWorld } from './support/assessment-builder';
import { useTestServer } from './support/test-context';

/*
 * The assessment builders' assessment and question calls (issue 15; api-spec §7.6): the drafts they
 * read, adding an assessment to a lesson, directions, removal, questions with their defaults, the §5
 * limits, order, stale versions, bad input and who may call.
 */

const server = useTestServer({ world: (s) => assessmentWorld(s, 'a') });
const { w, call, ok, freshLesson, freshAssessment, backup, addQuestion, questionsOf, lastQuestion, change } = assessmentCalls(server);

const lessonVersion = async (lessonId: number) => (await one<{ v: number }>(server.db, 'SELECT draft_version AS v FROM lessons WHERE id = $1', [lessonId]))!.v;

describe('reading drafts', () => {
  it('answers a seeded assessment draft to previewers and refuses students', async () => {
    const seeded = (await one<{ id: number }>(server.db, 'SELECT id FROM assessments WHERE benchmark_set_id IS NULL ORDER BY id LIMIT 1'))!.id;
    const draft = await backup(seeded);
    expect(draft.problems).toEqual([]);
    expect(questionsOf(draft).length).toBeGreaterThan(0);
    expect(draft.publishState).toBe('published');
    expect((await call('GET', `/api/assessment/${seeded}/backup`, { token: w().teacher })).status).toBe(200);
    refused(await call('GET', `/api/assessment/${seeded}/backup`, { token: w().student }), 403, 'FORBIDDEN');
    const byLesson = await call<AssessmentDraft>('GET', `/api/assessment/lesson/${draft.lessonId}/backup`);
    expect(byLesson.body.data).toEqual(draft);
  });

  it('answers null for a lesson without an assessment and 404 for unknown ones', async () => {
    const lessonId = await freshLesson();
    expect((await call('GET', `/api/assessment/lesson/${lessonId}/backup`)).body.data).toBeNull();
    refused(await call('GET', '/api/assessment/lesson/999999/backup'), 404, 'AUTHORING.LESSON_NOT_FOUND');
    refused(await call('GET', '/api/assessment/999999/backup'), 404, 'ASSESSMENT.NOT_FOUND');
    refused(await call('GET', '/api/assessment/abc/backup'), 404, 'NOT_FOUND');
  });

  it("answers a benchmark set's draft only on the set's own lesson", async () => {
    const set = (await one<{ id: number; lessonId: number }>(server.db, 'SELECT id, lesson_id AS "lessonId" FROM benchmark_sets ORDER BY id LIMIT 1'))!;
    const draft = ok(await call<AssessmentDraft>('GET', `/api/lesson/${set.lessonId}/${set.id}/backup`));
    expect(draft).toMatchObject({ kind: 'benchmark', benchmarkSetId: set.id, problems: [] });
    refused(await call('GET', `/api/lesson/${await freshLesson()}/${set.id}/backup`), 404, 'BENCHMARK_SET.NOT_FOUND');
  });
});

describe('POST assessment, PUT and DELETE assessment/{id}', () => {
  it("adds a lesson's assessment with section 1, raising the lesson's version; a second is 409", async () => {
    const lessonId = await freshLesson();
    const before = await lessonVersion(lessonId);
    const res = await call<AssessmentDraft>('POST', '/api/assessment', { body: { lessonId } });
    const draft = ok(res, 201);
    expect(res.body.statusMessage).toBe('Assessment added');
    expect(draft).toMatchObject({ lessonId, kind: 'check-your-understanding', benchmarkSetId: null, version: before + 1, publishState: 'never-published' });
    expect(draft.sections).toEqual([expect.objectContaining({ groupNumber: 1, order: 1, questions: [] })]);
    expect(draft.problems).toEqual(['no questions']);
    refused(await call('POST', '/api/assessment', { body: { lessonId } }), 409, 'ASSESSMENT_AUTHORING.LESSON_HAS_ASSESSMENT', 'lessonId');
  });

  it('refuses a benchmark lesson, unknown lessons and bad input', async () => {
    const benchmarkLesson = (await one<{ id: number }>(server.db, 'SELECT lesson_id AS id FROM benchmark_sets ORDER BY id LIMIT 1'))!.id;
    refused(await call('POST', '/api/assessment', { body: { lessonId: benchmarkLesson } }), 409, 'ASSESSMENT_AUTHORING.BENCHMARK_LESSON', 'lessonId');
    refused(await call('POST', '/api/assessment', { body: { lessonId: 999999 } }), 404, 'AUTHORING.LESSON_NOT_FOUND');
    refused(await call('POST', '/api/assessment', { body: { lessonId: 'x' } }), 400, 'VALIDATION', 'lessonId');
    refused(await call('POST', '/api/assessment', { body: {} }), 400, 'VALIDATION', 'lessonId');
  });

  it('names the kind by the lesson type', async () => {
    expect((await freshAssessment(4)).kind).toBe('skill');
    expect((await freshAssessment(5)).kind).toBe('mid-unit');
    expect((await freshAssessment(6)).kind).toBe('performance');
  });

  it('saves sanitised directions and clears them', async () => {
    const draft = await freshAssessment();
    const saved = await change(draft, 'PUT', `/api/assessment/${draft.id}`, { directions: { en: '<p>Read <script>alert(1)</script>carefully</p>', es: '<p>Lee</p>' } });
    expect(saved.directions).toMatchObject({ en: '<p>Read carefully</p>', es: '<p>Lee</p>' });
    const cleared = await change(saved, 'PUT', `/api/assessment/${draft.id}`, { directions: null });
    expect(cleared.directions).toBeNull();
    refused(await call('PUT', `/api/assessment/${draft.id}`, { body: { version: cleared.version, directions: { en: 'a\u0000b', es: '' } } }), 400, 'VALIDATION');
  });

  it('refuses a stale version with 409 and the draft as it is now, changing nothing', async () => {
    const draft = await freshAssessment();
    const next = await change(draft, 'PUT', `/api/assessment/${draft.id}`, { directions: { en: 'First', es: '' } });
    const stale = await call<AssessmentDraft>('PUT', `/api/assessment/${draft.id}`, { body: { version: draft.version, directions: { en: 'Second', es: '' } } });
    refused(stale, 409, 'AUTHORING.STALE_VERSION');
    expect((stale.body.data as unknown as { current: AssessmentDraft }).current).toEqual(next);
    expect((await backup(draft.id)).directions?.en).toBe('First');
  });

  it('removes the assessment (answering null); then its parts are 404 and the lesson may have a new one', async () => {
    const draft = await addQuestion(await freshAssessment(), 'written');
    const res = await call('DELETE', `/api/assessment/${draft.id}?version=${draft.version}`);
    expect(res.status).toBe(200);
    expect(res.body.data).toBeNull();
    refused(await call('GET', `/api/assessment/${draft.id}/backup`), 404, 'ASSESSMENT.NOT_FOUND');
    const question = lastQuestion(draft);
    refused(await call('PUT', `/api/question/${question.id}`, { body: { version: draft.version + 1, points: 2 } }), 404, 'ASSESSMENT_AUTHORING.QUESTION_NOT_FOUND');
    expect(ok(await call('POST', '/api/assessment', { body: { lessonId: draft.lessonId } }), 201).id).not.toBe(draft.id);
    refused(await call('DELETE', `/api/assessment/${draft.id}`), 400, 'VALIDATION', 'version');
  });

  it("refuses to remove a benchmark set's assessment (the set is removed instead)", async () => {
    const set = (await one<{ assessmentId: number; version: number }>(
      server.db,
      'SELECT a.id AS "assessmentId", s.draft_version AS version FROM benchmark_sets s JOIN assessments a ON a.benchmark_set_id = s.id LIMIT 1',
    ))!;
    refused(await call('DELETE', `/api/assessment/${set.assessmentId}?version=${set.version}`), 409, 'ASSESSMENT_AUTHORING.SET_ASSESSMENT');
  });
});

describe('questions', () => {
  it('adds each type with its defaults at the end of its section', async () => {
    let draft = await freshAssessment(6);
    for (const type of ['multiple-choice', 'multi-response', 'boolean', 'venn-diagram', 'type-f', 'cloze-sentence', 'fill-in-blank', 'written', 'essay']) {
      draft = await addQuestion(draft, type);
    }
    const [mc, mr, bool, venn, typeF, cloze, , written, essay] = questionsOf(draft);
    expect(questionsOf(draft).map((q) => q.order)).toEqual([1, 2, 3, 4, 5, 6, 7, 8, 9]);
    expect(mc.choices.map((c) => [c.choiceNumber, c.text.en, c.text.es, c.correct])).toEqual([[1, 'Choice 1', 'Opción 1', false], [2, 'Choice 2', 'Opción 2', false]]);
    expect(mr.choices).toHaveLength(2);
    expect(bool.choices.map((c) => [c.text.en, c.text.es, c.correct])).toEqual([['True', 'Verdadero', false], ['False', 'Falso', false]]);
    expect([venn.primarySetLabel?.en, venn.secondarySetLabel?.es]).toEqual(['Set A', 'Conjunto B']);
    expect(typeF.columns.map((c) => c.columnName.en)).toEqual(['Column 1', 'Column 2']);
    expect([cloze.choices, cloze.elements, written.choices, essay.steps, essay.topics]).toEqual([[], [], [], [], []]);
    expect(written.points).toBe(1);
    expect(draft.problems.length).toBeGreaterThan(0);
  });

  it('allows one essay and one Venn diagram per assessment (§5), in English and Spanish', async () => {
    const draft = await addQuestion(await addQuestion(await freshAssessment(), 'essay'), 'venn-diagram', 2);
    refused(await call('POST', `/api/assessment/${draft.id}/question`, { body: { version: draft.version, type: 'essay', groupNumber: 2 } }), 409, 'ASSESSMENT_AUTHORING.ESSAY_LIMIT', 'type');
    const venn = await call('POST', `/api/assessment/${draft.id}/question`, { body: { version: draft.version, type: 'venn-diagram' } });
    refused(venn, 409, 'ASSESSMENT_AUTHORING.VENN_LIMIT', 'type');
    expect(venn.body.statusMessage).toBe('An assessment can have only one Venn diagram question');
    const es = await call('POST', `/api/assessment/${draft.id}/question`, { body: { version: draft.version, type: 'essay' }, headers: { language: 'es' } });
    expect(es.body.statusMessage).toBe('Una evaluación solo puede tener una pregunta de ensayo');
    expect((await backup(draft.id)).version).toBe(draft.version);
  });

  it('makes a section for a new group number and shows it in the lesson with an assessment-group component', async () => {
    const draft = await addQuestion(await addQuestion(await freshAssessment(), 'written'), 'written', 3);
    expect(draft.sections.map((s) => [s.groupNumber, s.order, s.questions.length])).toEqual([[1, 1, 1], [3, 2, 1]]);
    const lesson = (await call<LessonDraft>('GET', `/api/lesson/${draft.lessonId}/backup`)).body.data;
    const groups = lesson.document.components.filter((c) => c.type === 'assessment-group');
    expect(groups.map((c) => (c as { assessmentGroupNumber: number }).assessmentGroupNumber)).toEqual([1, 3]);
    expect(lesson.lesson.version).toBe(draft.version);
    // Mid-unit activities are the lesson itself: no component is added.
    const mid = await addQuestion(await freshAssessment(5), 'written');
    const midLesson = (await call<LessonDraft>('GET', `/api/lesson/${mid.lessonId}/backup`)).body.data;
    expect(midLesson.document.components.filter((c) => c.type === 'assessment-group')).toEqual([]);
  });

  it('refuses bad question input', async () => {
    const draft = await freshAssessment();
    const post = (body: Record<string, unknown>) => call('POST', `/api/assessment/${draft.id}/question`, { body: { version: draft.version, ...body } });
    refused(await post({ type: 'drawing' }), 400, 'VALIDATION', 'type');
    refused(await post({ type: 'written', groupNumber: 0 }), 400, 'VALIDATION', 'groupNumber');
    refused(await call('POST', `/api/assessment/${draft.id}/question`, { body: { type: 'written' } }), 400, 'VALIDATION', 'version');
    refused(await call('POST', '/api/assessment/999999/question', { body: { version: 1, type: 'written' } }), 404, 'ASSESSMENT.NOT_FOUND');
  });

  it("saves a question's fields, sanitising rich text and checking media kinds; what is left out stays", async () => {
    let draft = await addQuestion(await freshAssessment(), 'written');
    const id = lastQuestion(draft).id;
    draft = await change(draft, 'PUT', `/api/question/${id}`, {
      points: 4,
      instruction: { en: '<p onclick="x()">Explain</p>', es: '<p>Explica</p>' },
      instructionAudio: { en: w().audio, es: null },
      primaryTextSource: { en: '<p>Source</p>', es: '' },
      imageId: w().image,
      suggestedAnswer: { en: 'Because', es: 'Porque' },
      rubric: { en: '<ul><li>1 point</li></ul>', es: '' },
    });
    const q = lastQuestion(draft);
    expect(q).toMatchObject({ points: 4, instruction: { en: '<p>Explain</p>', es: '<p>Explica</p>' }, instructionAudio: { en: `/api/audio/${w().audio}`, es: null } });
    expect(q.image?.id).toBe(w().image);
    expect(q.rubric?.en).toBe('<ul><li>1 point</li></ul>');
    draft = await change(draft, 'PUT', `/api/question/${id}`, { instruction: null, points: 2 });
    expect(lastQuestion(draft)).toMatchObject({ instruction: null, points: 2, suggestedAnswer: { en: 'Because' } });
    refused(await call('PUT', `/api/question/${id}`, { body: { version: draft.version, imageId: w().audio } }), 400, 'AUTHORING.MEDIA_MISMATCH');
    refused(await call('PUT', `/api/question/${id}`, { body: { version: draft.version, points: 0 } }), 400, 'VALIDATION', 'points');
    refused(await call('PUT', `/api/question/${id}`, { body: { version: draft.version, primarySetLabel: { en: 'x'.repeat(501), es: '' } } }), 400, 'VALIDATION');
    refused(await call('PUT', '/api/question/999999', { body: { version: draft.version, points: 2 } }), 404, 'ASSESSMENT_AUTHORING.QUESTION_NOT_FOUND');
  });

  it('moves a question within its section and removes one, renumbering; an emptied section stays', async () => {
    let draft = await freshAssessment();
    for (const type of ['written', 'essay', 'multiple-choice']) draft = await addQuestion(draft, type);
    draft = await addQuestion(draft, 'written', 2);
    const [a, b, c] = questionsOf(draft);
    draft = await change(draft, 'PATCH', `/api/question/${c.id}`, { order: 1 });
    expect(draft.sections[0].questions.map((q) => [q.id, q.order])).toEqual([[c.id, 1], [a.id, 2], [b.id, 3]]);
    refused(await call('PATCH', `/api/question/${c.id}`, { body: { version: draft.version, order: 4 } }), 400, 'AUTHORING.ORDER_OUT_OF_RANGE', 'order');
    draft = await change(draft, 'DELETE', `/api/question/${a.id}`);
    expect(draft.sections[0].questions.map((q) => [q.id, q.order])).toEqual([[c.id, 1], [b.id, 2]]);
    const lone = draft.sections[1].questions[0];
    draft = await change(draft, 'DELETE', `/api/question/${lone.id}`);
    expect(draft.sections.map((s) => [s.groupNumber, s.questions.length])).toEqual([[1, 2], [2, 0]]);
    refused(await call('DELETE', `/api/question/${lone.id}?version=${draft.version}`), 404, 'ASSESSMENT_AUTHORING.QUESTION_NOT_FOUND');
  });

  it('lets only content creators and super admins change assessments', async () => {
    const draft = await freshAssessment();
    for (const token of [w().teacher, w().student]) {
      refused(await call('POST', `/api/assessment/${draft.id}/question`, { token, body: { version: draft.version, type: 'written' } }), 403, 'FORBIDDEN');
      refused(await call('POST', '/api/assessment', { token, body: { lessonId: await freshLesson() } }), 403, 'FORBIDDEN');
    }
    const admin = await server.login('superadmin');
    expect((await call('POST', `/api/assessment/${draft.id}/question`, { token: admin, body: { version: draft.version, type: 'written' } })).status).toBe(201);
  });
});
