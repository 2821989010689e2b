import 'reflect-metadata';
import { describe, expect, it } from 'vitest';
import type { AssessmentDraft } from '@domain/authoring/assessment-authoring.responses';
import type { LessonDraft } from '@domain/authoring/lesson-content.responses';
import { expectRefused as refused } from './support/authoring-calls';
import { assessmentCalls, assessmentWorld } from './support/assessment-builder';
import { useTestServer } from './support/test-context';

/*
 * The parts of questions (issue 15; api-spec §7.6): choices (single correct, multi-response toggles,
 * boolean's fixed pair), Venn elements, graphic organizer columns and elements, blanks, essay topics
 * and steps, SOA tags and the assessment-group component; wrong types (409), ids of removed
 * questions (404) and bad input (400).
 */

const server = useTestServer({ world: (s) => assessmentWorld(s, 'b') });
const { w, call, freshAssessment, addQuestion, lastQuestion, change } = assessmentCalls(server);
const t = (en: string, es = '') => ({ en, es });

/** A fresh assessment with one question of `type`; answers the draft and the question's id. */
async function withQuestion(type: string): Promise<[AssessmentDraft, number]> {
  const draft = await addQuestion(await freshAssessment(), type);
  return [draft, lastQuestion(draft).id];
}

describe('choices', () => {
  it('adds, renames, saves, marks correct and removes choices of a multiple-choice question', async () => {
    const [initial, q] = await withQuestion('multiple-choice');
    let draft = initial;
    draft = await change(draft, 'POST', `/api/choice/${q}`, { text: t('Boston', 'Boston') });
    draft = await change(draft, 'POST', `/api/component/question/${q}/choice/1`, {});
    const choices = () => lastQuestion(draft).choices;
    expect(choices().map((c) => [c.choiceNumber, c.text.en])).toEqual([[1, 'Choice 4'], [2, 'Choice 1'], [3, 'Choice 2'], [4, 'Boston']]);
    const [first, , , boston] = choices();
    draft = await change(draft, 'PATCH', `/api/choice/${boston.id}/correct`);
    draft = await change(draft, 'PATCH', `/api/component/question/choice/${first.id}/correct`);
    expect(choices().filter((c) => c.correct).map((c) => c.id)).toEqual([first.id]);
    draft = await change(draft, 'PATCH', `/api/choice/${first.id}/change-name`, { name: t('Salem', 'Salem') });
    draft = await change(draft, 'PATCH', `/api/component/question/choice/${boston.id}/change-name`, {
      name: t('Boston!', 'Boston!'),
      choiceAudio: { en: w().audio, es: w().audio },
      responseText: t('<p>Right <img src=x onerror=alert(1)>port</p>'),
      responseAudio: null,
      choiceNumber: 1,
    });
    expect(choices()[0]).toMatchObject({ id: boston.id, choiceNumber: 1, text: { en: 'Boston!' }, choiceAudio: { en: `/api/audio/${w().audio}` } });
    expect(choices()[0].responseText?.en).not.toContain('onerror');
    expect(choices()[1].text.en).toBe('Salem');
    draft = await change(draft, 'DELETE', `/api/choice/${first.id}`);
    draft = await change(draft, 'DELETE', `/api/component/question/choice/${boston.id}`);
    expect(choices().map((c) => c.choiceNumber)).toEqual([1, 2]);
    refused(await call('PATCH', `/api/choice/${first.id}/correct`, { body: { version: draft.version } }), 404, 'ASSESSMENT_AUTHORING.CHOICE_NOT_FOUND');
    refused(
      await call('PATCH', `/api/component/question/choice/${choices()[0].id}/change-name`, {
        body: { version: draft.version, name: t('x'), choiceAudio: null, responseText: null, responseAudio: null, choiceNumber: 3 },
      }),
      400,
      'AUTHORING.ORDER_OUT_OF_RANGE',
      'choiceNumber',
    );
    refused(await call('PATCH', `/api/choice/${choices()[0].id}/change-name`, { body: { version: draft.version, name: t('') } }), 400, 'VALIDATION');
    refused(await call('PATCH', `/api/choice/${choices()[0].id}/change-name`, { body: { version: draft.version, name: t('a\u0000') } }), 400, 'VALIDATION');
  });

  it('toggles several correct choices of a multi-response question only', async () => {
    let [draft] = await withQuestion('multi-response');
    const [a, b] = lastQuestion(draft).choices;
    draft = await change(draft, 'PATCH', `/api/component/question/multipleResponse/${a.id}/correct`);
    draft = await change(draft, 'PATCH', `/api/component/question/multipleResponse/${b.id}/correct`);
    expect(lastQuestion(draft).choices.map((c) => c.correct)).toEqual([true, true]);
    draft = await change(draft, 'PATCH', `/api/component/question/multipleResponse/${a.id}/correct`);
    expect(lastQuestion(draft).choices.map((c) => c.correct)).toEqual([false, true]);
    refused(await call('PATCH', `/api/choice/${a.id}/correct`, { body: { version: draft.version } }), 409, 'ASSESSMENT_AUTHORING.WRONG_QUESTION_TYPE');
    const [mc] = await withQuestion('multiple-choice');
    const mcChoice = lastQuestion(mc).choices[0].id;
    refused(await call('PATCH', `/api/component/question/multipleResponse/${mcChoice}/correct`, { body: { version: mc.version } }), 409, 'ASSESSMENT_AUTHORING.WRONG_QUESTION_TYPE');
  });

  it('keeps a boolean question at exactly two choices; choices on an essay are 409', async () => {
    const [draft, q] = await withQuestion('boolean');
    const [yes] = lastQuestion(draft).choices;
    refused(await call('POST', `/api/choice/${q}`, { body: { version: draft.version } }), 409, 'ASSESSMENT_AUTHORING.BOOLEAN_CHOICES');
    refused(await call('DELETE', `/api/choice/${yes.id}?version=${draft.version}`), 409, 'ASSESSMENT_AUTHORING.BOOLEAN_CHOICES');
    const next = await change(draft, 'PATCH', `/api/choice/${yes.id}/correct`);
    expect(lastQuestion(next).choices.map((c) => c.correct)).toEqual([true, false]);
    const [essay, e] = await withQuestion('essay');
    refused(await call('POST', `/api/choice/${e}`, { body: { version: essay.version } }), 409, 'ASSESSMENT_AUTHORING.WRONG_QUESTION_TYPE');
    refused(await call('POST', `/api/choice/999999`, { body: { version: 1 } }), 404, 'ASSESSMENT_AUTHORING.QUESTION_NOT_FOUND');
    refused(await call('POST', `/api/component/question/${q}/choice/0`, { body: { version: 1 } }), 404, 'NOT_FOUND');
  });
});

describe('Venn diagrams and graphic organizers', () => {
  it('adds, saves and removes Venn elements with their region, under both URLs', async () => {
    const [initial, q] = await withQuestion('venn-diagram');
    let draft = initial;
    draft = await change(draft, 'POST', `/api/venn-diagram-element/${q}`, { content: t('Tobacco'), region: 'secondary' });
    draft = await change(draft, 'POST', `/api/component/question/venn-diagram-element/${q}`, { content: t('Fishing'), region: 'primary' });
    const [tobacco, fishing] = lastQuestion(draft).elements;
    draft = await change(draft, 'PUT', `/api/component/question/venn-diagram-element/${tobacco.id}`, { content: t('Rice'), region: 'both' });
    expect(lastQuestion(draft).elements.map((e) => [e.order, e.content?.en, e.region])).toEqual([[1, 'Rice', 'both'], [2, 'Fishing', 'primary']]);
    draft = await change(draft, 'DELETE', `/api/venn-diagram-element/${tobacco.id}`);
    expect(lastQuestion(draft).elements.map((e) => [e.id, e.order])).toEqual([[fishing.id, 1]]);
    refused(await call('POST', `/api/venn-diagram-element/${q}`, { body: { version: draft.version, content: t('x'), region: 'middle' } }), 400, 'VALIDATION', 'region');
    const [mc, m] = await withQuestion('multiple-choice');
    refused(await call('POST', `/api/venn-diagram-element/${m}`, { body: { version: mc.version, content: t('x'), region: 'both' } }), 409, 'ASSESSMENT_AUTHORING.WRONG_QUESTION_TYPE');
  });

  it('keeps organizer elements in columns of their own question; removing a column clears its elements', async () => {
    const [initial, q] = await withQuestion('type-f');
    let draft = initial;
    draft = await change(draft, 'POST', `/api/component/question/${q}/typef-column`, { columnName: t('Third', 'Tercera') });
    const [one, two, three] = lastQuestion(draft).columns;
    draft = await change(draft, 'PUT', `/api/component/question/typef-column/${two.id}`, { columnName: t('Effects', 'Efectos') });
    draft = await change(draft, 'POST', `/api/component/question/${q}/typef-element`, { content: t('Taxes'), columnId: three.id });
    const element = lastQuestion(draft).elements[0];
    draft = await change(draft, 'PUT', `/api/component/question/typef-element/${element.id}`, { content: t('Boycotts'), columnId: one.id });
    expect(lastQuestion(draft).elements[0]).toMatchObject({ columnId: one.id, content: { en: 'Boycotts' } });
    const [other, o] = await withQuestion('type-f');
    const foreign = lastQuestion(other).columns[0].id;
    refused(await call('POST', `/api/component/question/${q}/typef-element`, { body: { version: draft.version, content: t('x'), columnId: foreign } }), 400, 'ASSESSMENT_AUTHORING.COLUMN_OF_OTHER_QUESTION', 'columnId');
    refused(await call('POST', `/api/component/question/${o}/typef-column`, { body: { version: other.version, columnName: t('') } }), 400, 'VALIDATION');
    draft = await change(draft, 'DELETE', `/api/component/question/typef-column/${one.id}`);
    expect(lastQuestion(draft).columns.map((c) => [c.id, c.order, c.columnName.en])).toEqual([[two.id, 1, 'Effects'], [three.id, 2, 'Third']]);
    expect(lastQuestion(draft).elements[0].columnId).toBeNull();
    expect(draft.problems.some((p) => p.startsWith(`question ${q}:`))).toBe(true);
    draft = await change(draft, 'DELETE', `/api/component/question/typef-element/${element.id}`);
    expect(lastQuestion(draft).elements).toEqual([]);
  });
});

describe('blanks and essays', () => {
  it('adds, saves and removes blanks of a fill-in-blank paragraph, with their accepted answers', async () => {
    const [initial, q] = await withQuestion('fill-in-blank');
    let draft = initial;
    draft = await change(draft, 'PUT', `/api/question/${q}`, { content: t('<p>The [[1]] Party</p>', '<p>El [[1]]</p>') });
    draft = await change(draft, 'POST', `/api/component/question/${q}/fill-in-blank-element`, { accepted: { en: [' Tea ', 'tea'], es: ['Té'] } });
    const blank = lastQuestion(draft).elements[0];
    expect(blank.accepted).toEqual({ en: ['Tea', 'tea'], es: ['Té'] });
    expect(draft.problems).toEqual([]);
    draft = await change(draft, 'PUT', `/api/component/question/fill-in-blank-element/${blank.id}`, { content: t('hint'), accepted: { en: ['Boston Tea'], es: ['té'] } });
    expect(lastQuestion(draft).elements[0]).toMatchObject({ content: { en: 'hint' }, accepted: { en: ['Boston Tea'], es: ['té'] } });
    refused(await call('PUT', `/api/component/question/fill-in-blank-element/${blank.id}`, { body: { version: draft.version, accepted: { en: [], es: ['x'] } } }), 400, 'VALIDATION');
    draft = await change(draft, 'DELETE', `/api/component/question/fill-in-blank-element/${blank.id}`);
    expect(draft.problems.length).toBeGreaterThan(0);
    const [written, wq] = await withQuestion('written');
    refused(await call('POST', `/api/component/question/${wq}/fill-in-blank-element`, { body: { version: written.version, accepted: { en: ['a'], es: ['a'] } } }), 409, 'ASSESSMENT_AUTHORING.WRONG_QUESTION_TYPE');
  });

  it('adds, orders, saves and removes essay topics and steps', async () => {
    const [initial, q] = await withQuestion('essay');
    let draft = initial;
    const base = '/api/component/question/essay';
    draft = await change(draft, 'POST', `${base}/essay-topics`, { questionId: q, title: t('Trade', 'Comercio') });
    draft = await change(draft, 'POST', `${base}/essay-topics`, { questionId: q, title: t('Religion'), topicOrder: 1 });
    expect(lastQuestion(draft).topics.map((x) => [x.order, x.title.en])).toEqual([[1, 'Religion'], [2, 'Trade']]);
    const trade = lastQuestion(draft).topics[1];
    draft = await change(draft, 'PUT', `${base}/essay-topics/${trade.id}`, { title: t('Trade routes'), order: 1 });
    expect(lastQuestion(draft).topics.map((x) => x.title.en)).toEqual(['Trade routes', 'Religion']);
    draft = await change(draft, 'POST', `${base}/essay-steps`, { questionId: q, title: t('Plan'), content: t('<p>Outline</p>'), stepAudio: { en: w().audio, es: null } });
    const step = lastQuestion(draft).steps[0];
    expect(step).toMatchObject({ order: 1, title: { en: 'Plan' }, content: { en: '<p>Outline</p>' }, stepAudio: { en: `/api/audio/${w().audio}` } });
    draft = await change(draft, 'PUT', `${base}/essay-steps/${step.id}`, { title: t('Draft'), content: null, stepAudio: null });
    expect(lastQuestion(draft).steps[0]).toMatchObject({ title: { en: 'Draft' }, content: null, stepAudio: null });
    refused(await call('POST', `${base}/essay-steps`, { body: { version: draft.version, questionId: q, title: t('x'), content: null, stepAudio: { en: w().image, es: null } } }), 400, 'AUTHORING.MEDIA_MISMATCH');
    draft = await change(draft, 'DELETE', `${base}/essay-steps/${step.id}`);
    draft = await change(draft, 'DELETE', `${base}/essay-topics/${trade.id}`);
    expect([lastQuestion(draft).steps, lastQuestion(draft).topics.map((x) => x.order)]).toEqual([[], [1]]);
    refused(await call('PUT', `${base}/essay-topics/${trade.id}`, { body: { version: draft.version, title: t('x') } }), 404, 'ASSESSMENT_AUTHORING.TOPIC_NOT_FOUND');
    const [mc, m] = await withQuestion('multiple-choice');
    refused(await call('POST', `${base}/essay-topics`, { body: { version: mc.version, questionId: m, title: t('x') } }), 409, 'ASSESSMENT_AUTHORING.WRONG_QUESTION_TYPE');
  });
});

describe('SOA tags', () => {
  it('tags a question with a live standard once, copying its code, and removes tags', async () => {
    const [initial, q] = await withQuestion('written');
    let draft = initial;
    const [first, second] = w().standards;
    draft = await change(draft, 'POST', `/api/question/${q}/teks`, { standardId: first }, 201);
    draft = await change(draft, 'POST', `/api/component/question/${q}/teks`, { standardId: second }, 201);
    expect(lastQuestion(draft).teksList.map((x) => [x.standardId, x.code, x.description])).toEqual([[first, 'b8.1A', 'Standard 8.1A'], [second, 'b8.1B', 'Standard 8.1B']]);
    const taken = await call('POST', `/api/question/${q}/teks`, { body: { version: draft.version, standardId: first } });
    refused(taken, 409, 'ASSESSMENT_AUTHORING.STANDARD_TAKEN', 'standardId');
    expect(taken.body.statusMessage).toContain('Different SOA standards must be chosen');
    const bad = await call('POST', `/api/question/${q}/teks`, { body: { version: draft.version, standardId: 999999 } });
    refused(bad, 400, 'ASSESSMENT_AUTHORING.STANDARD_INVALID', 'standardId');
    expect(bad.body.statusMessage).toContain('The SOA standard input must be proper');
    const [tag, other] = lastQuestion(draft).teksList;
    draft = await change(draft, 'DELETE', `/api/teks/${tag.id}`);
    draft = await change(draft, 'DELETE', `/api/component/question/teks/${other.id}`);
    expect(lastQuestion(draft).teksList).toEqual([]);
    refused(await call('DELETE', `/api/teks/${tag.id}?version=${draft.version}`), 404, 'ASSESSMENT_AUTHORING.TAG_NOT_FOUND');
  });
});

describe('PUT component/{componentId}/assessmentgroup', () => {
  it("sets which group an assessment-group component shows, under the lesson's version", async () => {
    const draft = await addQuestion(await freshAssessment(), 'written');
    const lesson = (await call<LessonDraft>('GET', `/api/lesson/${draft.lessonId}/backup`)).body.data;
    const group = lesson.document.components.find((c) => c.type === 'assessment-group')!;
    const res = await call<LessonDraft>('PUT', `/api/component/${group.id}/assessmentgroup`, { body: { version: lesson.lesson.version, assessmentGroupNumber: 2 } });
    expect(res.status, JSON.stringify(res.body).slice(0, 300)).toBe(200);
    expect(res.body.data.document.components.find((c) => c.id === group.id)).toMatchObject({ assessmentGroupNumber: 2 });
    refused(await call('PUT', `/api/component/${group.id}/assessmentgroup`, { body: { version: lesson.lesson.version, assessmentGroupNumber: 3 } }), 409, 'AUTHORING.STALE_VERSION');
    const card = await call<LessonDraft>('POST', '/api/component', { body: { lessonId: draft.lessonId, version: res.body.data.lesson.version, type: 'card' } });
    const cardId = card.body.data.document.components.find((c) => c.type === 'card')!.id;
    refused(await call('PUT', `/api/component/${cardId}/assessmentgroup`, { body: { version: card.body.data.lesson.version, assessmentGroupNumber: 1 } }), 409, 'ASSESSMENT_AUTHORING.NOT_ASSESSMENT_GROUP');
    refused(await call('PUT', `/api/component/${cardId}/assessmentgroup`, { body: { version: 1, assessmentGroupNumber: 51 } }), 400, 'VALIDATION', 'assessmentGroupNumber');
  });
});
