import { describe, expect, it } from 'vitest';
import { assessmentDocumentSchema } from '@domain/assessment/assessment.schemas';
import type { AssessmentDraft, QuestionDraft } from '@domain/authoring/assessment-authoring.responses';
import { assessmentDocumentOfDraft, assessmentDraftProblems } from '@domain/authoring/assessment-draft-document';

let nextId = 100;
const text = (en: string, es = en) => ({ id: nextId++, en, es });
const choice = (n: number, correct = false) => ({
  id: nextId++,
  choiceNumber: n,
  text: text(`Choice ${n}`),
  choiceAudio: null,
  responseText: null,
  responseAudio: null,
  correct,
});

function question(type: QuestionDraft['type'], parts: Partial<QuestionDraft> = {}): QuestionDraft {
  return {
    id: nextId++,
    order: 1,
    type,
    points: 1,
    instruction: text('Answer.'),
    instructionAudio: null,
    primaryTextSource: null,
    primarySourceAudio: null,
    audio: null,
    image: null,
    primarySetImage: null,
    secondarySetImage: null,
    primarySetLabel: null,
    secondarySetLabel: null,
    suggestedAnswer: null,
    rubric: null,
    responseText: null,
    content: null,
    teksList: [],
    routePoints: [],
    choices: [],
    columns: [],
    elements: [],
    steps: [],
    topics: [],
    ...parts,
  };
}

const element = (order: number, key: Partial<{ region: 'primary' | 'secondary' | 'both'; columnId: number; accepted: { en: string[]; es: string[] } }>) => ({
  id: nextId++,
  order,
  content: text(`Element ${order}`),
  region: key.region ?? null,
  columnId: key.columnId ?? null,
  accepted: key.accepted ?? { en: [], es: [] },
});

function draft(kind: AssessmentDraft['kind'], sections: QuestionDraft[][]): AssessmentDraft {
  return {
    id: 1,
    lessonId: 2,
    unitId: 3,
    lessonTypeId: kind === 'mid-unit' ? 5 : kind === 'benchmark' ? 7 : 2,
    kind,
    benchmarkSetId: kind === 'benchmark' ? 9 : null,
    version: 4,
    publishState: 'never-published',
    directions: null,
    sections: sections.map((questions, i) => ({ id: 50 + i, groupNumber: i + 1, order: i + 1, title: null, questions })),
    problems: [],
  };
}

const info = { benchmarkSet: null, version: 1, publishedAt: '2026-11-29T00:00:00.000Z' };

function allNineTypes(): QuestionDraft[] {
  const columns = [
    { id: nextId++, order: 1, columnName: text('Causes') },
    { id: nextId++, order: 2, columnName: text('Effects') },
  ];
  return [
    question('multiple-choice', { choices: [choice(1), choice(2, true)] }),
    question('multi-response', { choices: [choice(1, true), choice(2, true), choice(3)] }),
    question('boolean', { choices: [choice(1, true), choice(2)] }),
    question('venn-diagram', { primarySetLabel: text('North'), secondarySetLabel: text('South'), elements: [element(1, { region: 'both' })] }),
    question('type-f', { columns, elements: [element(1, { columnId: columns[1].id })] }),
    question('cloze-sentence', { content: text('The [[1]] sank.', 'El [[1]] se hundió.'), choices: [choice(1), { ...choice(2), text: text('ship', 'barco') }], elements: [element(1, { accepted: { en: ['ship'], es: ['barco'] } })] }),
    question('fill-in-blank', { content: text('A [[1]].'), elements: [element(1, { accepted: { en: ['tax'], es: ['impuesto'] } })] }),
    question('written', { suggestedAnswer: text('Because…') }),
    question('essay', { steps: [{ id: nextId++, order: 3, title: text('Plan'), content: null, stepAudio: null }], topics: [{ id: nextId++, order: 7, title: text('Trade') }] }),
  ];
}

describe('assessmentDocumentOfDraft', () => {
  it('builds a document of all nine types that the publish schema accepts, keys included', () => {
    const doc = assessmentDocumentSchema.parse(assessmentDocumentOfDraft(draft('check-your-understanding', [allNineTypes()]), info));
    const questions = doc.groups[0].questions;
    expect(questions.map((q) => q.type)).toEqual([
      'multiple-choice', 'multi-response', 'boolean', 'venn-diagram', 'type-f', 'cloze-sentence', 'fill-in-blank', 'written', 'essay',
    ]);
    expect(questions.map((q) => q.order)).toEqual([1, 2, 3, 4, 5, 6, 7, 8, 9]);
    const [mc, mr, , venn, typeF, cloze] = questions;
    expect(mc.type === 'multiple-choice' && mc.correctChoiceId).toBe(mc.type === 'multiple-choice' && mc.choices[1].id);
    expect(mr.type === 'multi-response' && mr.correctChoiceList.length).toBe(2);
    expect(venn.type === 'venn-diagram' && venn.elements[0].correctAnswerSet).toBe('both');
    expect(typeF.type === 'type-f' && typeF.elements[0].correctAnswerSet).toBe(typeF.type === 'type-f' && typeF.columns[1].id);
    expect(cloze.type === 'cloze-sentence' && cloze.blanks[0]).toMatchObject({ number: 1, correctAnswerSet: { en: ['ship'], es: ['barco'] } });
    const essay = questions[8];
    expect(essay.type === 'essay' && [essay.steps[0].order, essay.topics[0].order]).toEqual([1, 1]);
  });

  it('keeps one group per section for lesson groups and merges sections for mid-unit activities', () => {
    const sections = [[question('written')], [], [question('written'), question('written')]];
    const perSection = assessmentDocumentOfDraft(draft('skill', sections), info) as { groups: { assessmentGroupNumber: number }[] };
    expect(perSection.groups.map((g) => g.assessmentGroupNumber)).toEqual([1, 3]);
    const merged = assessmentDocumentSchema.parse(assessmentDocumentOfDraft(draft('mid-unit', sections), info));
    expect(merged.groups).toHaveLength(1);
    expect(merged.groups[0].sections.map((s) => s.id)).toEqual([50, 52]);
    expect(merged.groups[0].questions.map((q) => q.order)).toEqual([1, 2, 3]);
  });

  it('counts a benchmark set’s question sets from its sections with questions', () => {
    const set = { id: 9, linkedUnitId: null, linkedUnitNumber: null, title: text('Set A'), questionSetCount: 99 };
    const doc = assessmentDocumentSchema.parse(assessmentDocumentOfDraft(draft('benchmark', [[question('written')], [question('written')], []]), { ...info, benchmarkSet: set }));
    expect(doc.benchmarkSet?.questionSetCount).toBe(2);
  });
});

describe('assessmentDraftProblems', () => {
  it('is empty for a complete draft', () => {
    expect(assessmentDraftProblems(draft('performance', [allNineTypes()]))).toEqual([]);
    expect(assessmentDraftProblems(draft('benchmark', [[question('written')]]))).toEqual([]);
  });

  it('says "no questions" for a draft without any', () => {
    expect(assessmentDraftProblems(draft('skill', [[], []]))).toEqual(['no questions']);
  });

  it('names the question whose key is incomplete', () => {
    const open = question('multiple-choice', { choices: [choice(1), choice(2)] });
    const problems = assessmentDraftProblems(draft('skill', [[question('written'), open]]));
    expect(problems).toEqual([`question ${open.id}: correctChoiceId is not a choice`, `question ${open.id}: exactly one choice must be correct`]);
  });

  it('reports the per-assessment limits of §5', () => {
    const venn = () => question('venn-diagram', { primarySetLabel: text('A'), secondarySetLabel: text('B'), elements: [element(1, { region: 'primary' })] });
    expect(assessmentDraftProblems(draft('skill', [[venn(), venn()]]))).toContain('at most 1 Venn diagram per assessment');
  });

  it('reports a cloze blank that no word of the bank answers, per language', () => {
    const cloze = question('cloze-sentence', {
      content: text('The [[1]] sank.', 'El [[1]] se hundió.'),
      choices: [{ ...choice(1), text: text('<p>Ship.</p>', 'bote') }],
      elements: [element(1, { accepted: { en: ['ship'], es: ['barco'] } })],
    });
    // The bank's words are compared as typed blanks are: markup, case and end punctuation do not count.
    expect(assessmentDraftProblems(draft('skill', [[cloze]]))).toEqual([`question ${cloze.id}: blank 1 has no accepted answer in the Spanish word bank`]);
  });

  it('reports a blank whose marker is missing from the Spanish text', () => {
    const blank = question('fill-in-blank', { content: text('A [[1]].', 'Un .'), elements: [element(1, { accepted: { en: ['tax'], es: ['impuesto'] } })] });
    expect(assessmentDraftProblems(draft('skill', [[blank]]))).toEqual([`question ${blank.id}: blank 1 has no [[1]] marker in both languages`]);
  });
});
