import type { AssessmentBuilderPort, QuestionPart, QuestionPartBodies, TaggableStandard } from '@application/authoring/assessment-builder.port';
import type { ApiResult } from '@application/ports/api-result';
import { assessmentDraftProblems } from '@domain/authoring/assessment-draft-document';
import type { AssessmentDraft, QuestionDraft } from '@domain/authoring/assessment-authoring.responses';
import { questionFieldsSchema, type QuestionFields } from '@domain/authoring/assessment-authoring.schemas';
import { assessmentKindOf } from '@domain/assessment/assessment.schemas';
import { MAX_ESSAYS_PER_ASSESSMENT, MAX_VENN_DIAGRAMS_PER_ASSESSMENT } from '@domain/shared/constants';
import type { ErrorCode } from '@domain/shared/error-codes';
import type { MessageKey } from '@domain/shared/messages';
import { answered, refused } from './in-memory-answers';

/** A lesson the twin knows (its assessment is added through the calls, as a creator does). */
export interface InMemoryAssessmentLesson {
  readonly lessonId: number;
  readonly unitId: number;
  readonly lessonTypeId?: number;
  /** A benchmark set on this lesson: its assessment exists from the start. */
  readonly setId?: number;
}

export interface InMemoryAssessmentSeed {
  readonly lessons: readonly InMemoryAssessmentLesson[];
  readonly standards?: readonly TaggableStandard[];
  /** The lesson builder's twin answers `PUT component/{id}/assessmentgroup` (it owns the lesson's draft). */
  readonly showGroup?: AssessmentBuilderPort['showGroup'];
}

type Mutable<T> = { -readonly [K in keyof T]: T[K] extends readonly (infer E)[] ? Mutable<E>[] : T[K] };
type Draft = Mutable<AssessmentDraft>;
type Question = Mutable<QuestionDraft>;
type Refusal = Extract<ApiResult<never>, { ok: false }>;

const clone = <T>(value: T): T => structuredClone(value);
const LIMITS: Partial<Record<QuestionDraft['type'], number>> = { essay: MAX_ESSAYS_PER_ASSESSMENT, 'venn-diagram': MAX_VENN_DIAGRAMS_PER_ASSESSMENT };
const LIST_OF: Record<QuestionPart, 'elements' | 'columns' | 'steps' | 'topics'> = {
  'venn-element': 'elements',
  'organizer-column': 'columns',
  'organizer-element': 'elements',
  blank: 'elements',
  'essay-topic': 'topics',
  'essay-step': 'steps',
};

/**
 * The assessment builders' port over drafts in memory (tests only; the app binds the HTTP adapter).
 * What the port itself decides, it decides as the server does: the owner's version (409 with the
 * draft as it is now), one assessment per lesson, the §5 limit of one essay and one Venn diagram,
 * the starting parts of each type, true/false keeping its two choices, a single correct choice or a toggled one, a tag named twice.
 */
export function createInMemoryAssessmentBuilder(seed: InMemoryAssessmentSeed): AssessmentBuilderPort {
  let nextId = 5000;
  const id = () => ++nextId;
  const text = (value: { en: string; es: string } | null | undefined) => (value ? { id: id(), en: value.en, es: value.es } : null);
  const audio = (choice: { en: number | null; es: number | null } | null | undefined) =>
    choice ? { id: id(), en: choice.en ? `/api/audio/${choice.en}` : null, es: choice.es ? `/api/audio/${choice.es}` : null } : null;
  const image = (assetId: number | null | undefined) => (assetId ? { id: assetId, url: `/api/images/${assetId}`, name: `image-${assetId}`, width: null, height: null, alt: null } : null);
  const drafts = new Map<string, Draft | null>();
  const lessons = new Map(seed.lessons.map((l) => [l.lessonId, l]));
  const keyOf = (lessonId: number, setId?: number | null) => `${lessonId}/${setId ?? ''}`;
  const blank = (lesson: InMemoryAssessmentLesson, setId: number | null): Draft => ({
    id: id(),
    lessonId: lesson.lessonId,
    unitId: lesson.unitId,
    lessonTypeId: lesson.lessonTypeId ?? 2,
    kind: assessmentKindOf(lesson.lessonTypeId ?? 2),
    benchmarkSetId: setId,
    version: 1,
    publishState: 'never-published',
    directions: null,
    sections: [{ id: id(), groupNumber: 1, order: 1, title: null, questions: [] }],
    problems: ['no questions'],
  });
  for (const lesson of seed.lessons) drafts.set(keyOf(lesson.lessonId, lesson.setId), lesson.setId ? blank(lesson, lesson.setId) : null);
  const all = () => [...drafts.values()].filter((d): d is Draft => d !== null);
  const questionsOf = (d: Draft) => d.sections.flatMap((s) => s.questions);
  const notFound = (): ApiResult<never> => refused(404, 'ASSESSMENT.NOT_FOUND', 'notFound');
  const conflict = (code: ErrorCode, message: MessageKey): Refusal => refused(409, code, message) as Refusal;

  /** Runs one change on the draft holding `find`'s part: the version checked, raised, the whole draft answered. */
  const change = <P>(find: (d: Draft) => P | undefined, version: number, apply: (part: P, d: Draft) => Refusal | void): ApiResult<AssessmentDraft> => {
    const draft = all().find((d) => find(d) !== undefined);
    if (!draft) return notFound();
    if (draft.version !== version) return { ...(refused(409, 'AUTHORING.STALE_VERSION', 'staleDraft') as Refusal), current: clone(draft) };
    const refusal = apply(find(draft)!, draft);
    if (refusal) return refusal;
    draft.version += 1;
    draft.publishState = draft.publishState === 'never-published' ? 'never-published' : 'unpublished-changes';
    draft.problems = assessmentDraftProblems(draft as AssessmentDraft);
    return answered(clone(draft) as AssessmentDraft);
  };
  const question = (questionId: number) => (d: Draft) => questionsOf(d).find((q) => q.id === questionId);
  const choice = (choiceId: number) => (d: Draft) => {
    const q = questionsOf(d).find((x) => x.choices.some((c) => c.id === choiceId));
    return q && { q, choice: q.choices.find((c) => c.id === choiceId)! };
  };
  const part = (kind: QuestionPart, partId: number) => (d: Draft) => {
    const list = LIST_OF[kind];
    const q = questionsOf(d).find((x) => (x[list] as { id: number }[]).some((p) => p.id === partId));
    return q && { q, list: q[list] as { id: number; order: number }[] };
  };
  const renumber = <T extends { order: number }>(rows: T[]) => rows.forEach((r, i) => (r.order = i + 1));

  const applyFields = (q: Question, fields: Partial<QuestionFields>) => {
    const f = fields;
    if (f.points !== undefined) q.points = f.points;
    for (const key of ['instruction', 'primaryTextSource', 'suggestedAnswer', 'rubric', 'responseText', 'content', 'primarySetLabel', 'secondarySetLabel'] as const) {
      if (f[key] !== undefined) q[key] = text(f[key]);
    }
    for (const key of ['instructionAudio', 'primarySourceAudio', 'audio'] as const) if (f[key] !== undefined) q[key] = audio(f[key]);
    if (f.imageId !== undefined) q.image = image(f.imageId);
    if (f.primarySetImageId !== undefined) q.primarySetImage = image(f.primarySetImageId);
    if (f.secondarySetImageId !== undefined) q.secondarySetImage = image(f.secondarySetImageId);
  };
  const newChoice = (q: Question, en: string, es: string) => q.choices.push({ id: id(), choiceNumber: q.choices.length + 1, text: { id: id(), en, es }, choiceAudio: null, responseText: null, responseAudio: null, correct: false });
  const newQuestion = (type: QuestionDraft['type'], order: number): Question => {
    const q: Question = {
      id: id(), order, type, points: 1, instruction: null, instructionAudio: null, primaryTextSource: null, primarySourceAudio: null, audio: null, image: null,
      primarySetImage: null, secondarySetImage: null, primarySetLabel: null, secondarySetLabel: null, suggestedAnswer: null, rubric: null, responseText: null,
      content: null, teksList: [], routePoints: [], choices: [], columns: [], elements: [], steps: [], topics: [],
    };
    const starting = type === 'boolean' ? [['True', 'Verdadero'], ['False', 'Falso']] : type === 'multiple-choice' || type === 'multi-response' ? [['Choice 1', 'Opción 1'], ['Choice 2', 'Opción 2']] : [];
    for (const [en, es] of starting) newChoice(q, en, es);
    // The server's other starting parts: a Venn diagram's set labels, a graphic organizer's two columns.
    if (type === 'venn-diagram') {
      q.primarySetLabel = { id: id(), en: 'Set A', es: 'Conjunto A' };
      q.secondarySetLabel = { id: id(), en: 'Set B', es: 'Conjunto B' };
    }
    if (type === 'type-f') q.columns.push({ id: id(), order: 1, columnName: { id: id(), en: 'Column 1', es: 'Columna 1' } }, { id: id(), order: 2, columnName: { id: id(), en: 'Column 2', es: 'Columna 2' } });
    return q;
  };

  return {
    lessonDraft: async (lessonId) => (lessons.has(lessonId) ? answered(clone(drafts.get(keyOf(lessonId)) ?? null) as AssessmentDraft | null) : refused(404, 'AUTHORING.LESSON_NOT_FOUND', 'notFound')),
    setDraft: async (lessonId, setId) => {
      const draft = drafts.get(keyOf(lessonId, setId));
      return draft ? answered(clone(draft) as AssessmentDraft) : notFound();
    },
    createAssessment: async (lessonId) => {
      const lesson = lessons.get(lessonId);
      if (!lesson) return refused(404, 'AUTHORING.LESSON_NOT_FOUND', 'notFound');
      if (drafts.get(keyOf(lessonId))) return refused(409, 'ASSESSMENT_AUTHORING.LESSON_HAS_ASSESSMENT', 'lessonHasAssessment', 'lessonId');
      const draft = blank(lesson, null);
      drafts.set(keyOf(lessonId), draft);
      return answered(clone(draft) as AssessmentDraft);
    },
    saveAssessment: async (assessmentId, body) => change((d) => (d.id === assessmentId ? d : undefined), body.version, (d) => void (d.directions = text(body.directions))),
    createQuestion: async (assessmentId, body) =>
      change((d) => (d.id === assessmentId ? d : undefined), body.version, (d) => {
        const limit = LIMITS[body.type];
        if (limit !== undefined && questionsOf(d).filter((q) => q.type === body.type).length >= limit) {
          return body.type === 'essay' ? conflict('ASSESSMENT_AUTHORING.ESSAY_LIMIT', 'oneEssayPerAssessment') : conflict('ASSESSMENT_AUTHORING.VENN_LIMIT', 'oneVennPerAssessment');
        }
        const groupNumber = body.groupNumber ?? 1;
        let section = d.sections.find((s) => s.groupNumber === groupNumber);
        if (!section) d.sections.push((section = { id: id(), groupNumber, order: d.sections.length + 1, title: null, questions: [] }));
        section.questions.push(newQuestion(body.type, section.questions.length + 1));
      }),
    saveQuestion: async (questionId, body) =>
      change(question(questionId), body.version, (q) => {
        const { version: _, ...fields } = body;
        applyFields(q, questionFieldsSchema.partial().parse(fields));
      }),
    moveQuestion: async (questionId, body) =>
      change(question(questionId), body.version, (q, d) => {
        const section = d.sections.find((s) => s.questions.includes(q))!;
        if (body.order > section.questions.length) return refused(400, 'AUTHORING.ORDER_OUT_OF_RANGE', 'orderOutOfRange', 'order') as Refusal;
        section.questions.splice(section.questions.indexOf(q), 1);
        section.questions.splice(body.order - 1, 0, q);
        renumber(section.questions);
      }),
    removeQuestion: async (questionId, version) =>
      change(question(questionId), version, (q, d) => {
        const section = d.sections.find((s) => s.questions.includes(q))!;
        section.questions.splice(section.questions.indexOf(q), 1);
        renumber(section.questions);
      }),
    createChoice: async (questionId, order, version) =>
      change(question(questionId), version, (q) => {
        if (q.type === 'boolean') return conflict('ASSESSMENT_AUTHORING.BOOLEAN_CHOICES', 'booleanKeepsTwoChoices');
        newChoice(q, `Choice ${Math.min(order, q.choices.length + 1)}`, '');
      }),
    saveChoice: async (choiceId, body) =>
      change(choice(choiceId), body.version, ({ choice: c }) => {
        c.text = { id: c.text.id, en: body.name.en, es: body.name.es };
        c.choiceAudio = audio(body.choiceAudio);
        c.responseText = text(body.responseText);
        c.responseAudio = audio(body.responseAudio);
        c.choiceNumber = body.choiceNumber;
      }),
    markCorrect: async (choiceId, version) =>
      change(choice(choiceId), version, ({ q, choice: c }) => {
        if (q.type !== 'multiple-choice' && q.type !== 'boolean') return conflict('ASSESSMENT_AUTHORING.WRONG_QUESTION_TYPE', 'partNotForQuestionType');
        for (const other of q.choices) other.correct = other === c;
      }),
    toggleCorrect: async (choiceId, version) =>
      change(choice(choiceId), version, ({ q, choice: c }) => {
        if (q.type !== 'multi-response') return conflict('ASSESSMENT_AUTHORING.WRONG_QUESTION_TYPE', 'partNotForQuestionType');
        c.correct = !c.correct;
      }),
    removeChoice: async (choiceId, version) =>
      change(choice(choiceId), version, ({ q, choice: c }) => {
        if (q.type === 'boolean') return conflict('ASSESSMENT_AUTHORING.BOOLEAN_CHOICES', 'booleanKeepsTwoChoices');
        q.choices.splice(q.choices.indexOf(c), 1);
        q.choices.forEach((x, i) => (x.choiceNumber = i + 1));
      }),
    createPart: async (kind, questionId, body) =>
      change(question(questionId), body.version, (q) => {
        const list = q[LIST_OF[kind]] as unknown as Record<string, unknown>[];
        list.push({ id: id(), order: list.length + 1, ...partFields(kind, body as QuestionPartBodies[typeof kind]['save'], text, audio) });
      }),
    savePart: async (kind, partId, body) =>
      change(part(kind, partId), body.version, ({ list }) => {
        const row = list.find((p) => p.id === partId)!;
        Object.assign(row, partFields(kind, body, text, audio));
      }),
    removePart: async (kind, partId, version) =>
      change(part(kind, partId), version, ({ q, list }) => {
        list.splice(list.findIndex((p) => p.id === partId), 1);
        renumber(list);
        // A removed column leaves its elements without one (the server's rule too).
        if (kind === 'organizer-column') for (const e of q.elements) if (e.columnId === partId) e.columnId = null;
      }),
    tagQuestion: async (questionId, body) =>
      change(question(questionId), body.version, (q) => {
        const standard = (seed.standards ?? []).find((s) => s.id === body.standardId);
        if (!standard) return refused(400, 'ASSESSMENT_AUTHORING.STANDARD_INVALID', 'soaStandardInvalid', 'standardId') as Refusal;
        if (q.teksList.some((t) => t.standardId === standard.id)) return refused(409, 'ASSESSMENT_AUTHORING.STANDARD_TAKEN', 'soaStandardTaken', 'standardId') as Refusal;
        q.teksList.push({ id: id(), standardId: standard.id, code: standard.code, description: standard.description });
      }),
    removeTag: async (tagId, version) =>
      change((d) => questionsOf(d).find((q) => q.teksList.some((t) => t.id === tagId)), version, (q) => void q.teksList.splice(q.teksList.findIndex((t) => t.id === tagId), 1)),
    showGroup: (componentId, version, groupNumber) => (seed.showGroup ? seed.showGroup(componentId, version, groupNumber) : Promise.resolve(refused(404, 'AUTHORING.COMPONENT_NOT_FOUND', 'notFound'))),
    listStandards: async () => answered([...(seed.standards ?? [])]),
  };
}

type Text = (value: { en: string; es: string } | null | undefined) => { id: number; en: string; es: string } | null;
type Audio = (value: { en: number | null; es: number | null } | null | undefined) => { id: number; en: string | null; es: string | null } | null;

/** A part's stored fields from its request (the fields of its kind; the rest null or empty, as the draft shows them). */
function partFields<K extends QuestionPart>(kind: K, body: QuestionPartBodies[K]['save'], text: Text, audio: Audio): Record<string, unknown> {
  const b = body as unknown as Record<string, never>;
  switch (kind) {
    case 'venn-element':
      return { content: text(b.content), region: b.region, columnId: null, accepted: { en: [], es: [] } };
    case 'organizer-column':
      return { columnName: text(b.columnName) };
    case 'organizer-element':
      return { content: text(b.content), region: null, columnId: b.columnId, accepted: { en: [], es: [] } };
    case 'blank':
      return { content: text(b.content ?? null), region: null, columnId: null, accepted: b.accepted };
    case 'essay-topic':
      return { title: text(b.title) };
    default:
      return { title: text(b.title), content: text(b.content ?? null), stepAudio: audio(b.stepAudio ?? null) };
  }
}
