import { MERGED_KINDS, assessmentDocumentSchema, type BenchmarkSetInfo } from '../assessment/assessment.schemas';
import type { AssessmentDraft, AssessmentSectionDraft, QuestionDraft } from './assessment-authoring.responses';

/*
 * The one function that turns an assessment's draft into the document students answer (issue 15):
 * the builder's preview renders its result, and publish validates it with assessmentDocumentSchema
 * and stores it. So a preview shows exactly what a publish would write. The draft comes sanitised
 * (the server's draft read); the result is a candidate the schema checks, never trusted as is.
 */

const renumber = <T extends object>(rows: readonly T[], field: 'order' | 'number' = 'order') => rows.map((r, i) => ({ ...r, [field]: i + 1 }));

/** One draft question in its published shape (the fields its type uses, its key beside them). */
function questionDocumentOf(q: QuestionDraft, order: number): Record<string, unknown> {
  const base = {
    id: q.id,
    order,
    type: q.type,
    points: q.points,
    // Master questions belong to the legacy benchmark bank; the builders never make them.
    isMaster: false,
    baMasterQuestionId: null,
    instruction: q.instruction,
    instructionAudio: q.instructionAudio,
    primaryTextSource: q.primaryTextSource,
    primarySourceAudio: q.primarySourceAudio,
    audio: q.audio,
    image: q.image,
    primarySetImage: q.primarySetImage,
    secondarySetImage: q.secondarySetImage,
    teksList: q.teksList.map((t) => ({ id: t.id, code: t.code, description: t.description })),
    suggestedAnswer: q.suggestedAnswer,
    rubric: q.rubric,
    responseText: q.responseText,
    routePoints: renumber(q.routePoints, 'number'),
  };
  const elements = q.elements.map((e, i) => ({ id: e.id, order: i + 1, content: e.content }));
  switch (q.type) {
    case 'multiple-choice':
    case 'boolean':
      // 0 is no id: the schema reports a question whose correct choice is not chosen yet.
      return { ...base, choices: q.choices, correctChoiceId: q.choices.find((c) => c.correct)?.id ?? 0 };
    case 'multi-response':
      return { ...base, choices: q.choices, correctChoiceList: q.choices.filter((c) => c.correct).map((c) => c.id) };
    case 'venn-diagram':
      return {
        ...base,
        primarySetLabel: q.primarySetLabel,
        secondarySetLabel: q.secondarySetLabel,
        elements: elements.map((e, i) => ({ ...e, correctAnswerSet: q.elements[i].region })),
      };
    case 'type-f':
      return { ...base, columns: renumber(q.columns), elements: elements.map((e, i) => ({ ...e, correctAnswerSet: q.elements[i].columnId })) };
    case 'cloze-sentence':
    case 'fill-in-blank': {
      // Blanks are numbered in order; the text marks each as [[n]].
      const blanks = q.elements.map((e, i) => ({ id: e.id, number: i + 1, content: e.content, correctAnswerSet: e.accepted }));
      return q.type === 'cloze-sentence' ? { ...base, content: q.content, wordBank: q.choices, blanks } : { ...base, content: q.content, blanks };
    }
    case 'essay':
      return { ...base, steps: renumber(q.steps), topics: renumber(q.topics) };
    default:
      return base;
  }
}

const numbered = (questions: readonly QuestionDraft[]) => questions.map((q, i) => questionDocumentOf(q, i + 1));

/**
 * Sections become the groups students answer: one group per section (matched to the lesson's
 * assessment-group components by number), or, for mid-unit and benchmark kinds, every section merged
 * into one group that carries the first section's id and number (product-spec §9). A section without
 * questions is left out: it shows nothing, and the builder keeps it for questions added later.
 */
function groupsOf(draft: AssessmentDraft, sections: readonly AssessmentSectionDraft[]) {
  if (sections.length === 0) return [];
  if (MERGED_KINDS.includes(draft.kind)) {
    const [first] = sections;
    return [
      {
        id: first.id,
        assessmentGroupNumber: first.groupNumber,
        title: first.title,
        sections: sections.map((s) => ({ id: s.id, title: s.title })),
        questions: numbered(sections.flatMap((s) => s.questions)),
      },
    ];
  }
  return sections.map((s) => ({
    id: s.id,
    assessmentGroupNumber: s.groupNumber,
    title: s.title,
    sections: [{ id: s.id, title: s.title }],
    questions: numbered(s.questions),
  }));
}

export interface DocumentInfo {
  /** The set's fields for a benchmark set's assessment (questionSetCount is worked out here), else null. */
  readonly benchmarkSet: BenchmarkSetInfo | null;
  readonly version: number;
  readonly publishedAt: string;
}

/** The AssessmentDocument candidate publish validates and writes (and the preview shows). */
export function assessmentDocumentOfDraft(draft: AssessmentDraft, info: DocumentInfo): Record<string, unknown> {
  const sections = draft.sections.filter((s) => s.questions.length > 0);
  return {
    id: draft.id,
    lessonId: draft.lessonId,
    unitId: draft.unitId,
    lessonTypeId: draft.lessonTypeId,
    kind: draft.kind,
    directions: draft.directions,
    benchmarkSet: info.benchmarkSet && { ...info.benchmarkSet, questionSetCount: Math.max(1, sections.length) },
    groups: groupsOf(draft, sections),
    version: info.version,
    publishedAt: info.publishedAt,
  };
}

/** Where an issue sits, in the builder's words: "question 12: exactly one choice must be correct". */
function problemOf(candidate: Record<string, unknown>, path: readonly PropertyKey[], message: string): string {
  if (path[0] !== 'groups' || typeof path[1] !== 'number' || path[2] !== 'questions' || typeof path[3] !== 'number') return message;
  const groups = candidate.groups as { questions: { id: number }[] }[];
  const question = groups[path[1]]?.questions[path[3]];
  const rest = path.slice(4).join('.');
  return `question ${question?.id ?? '?'}: ${rest ? `${rest}: ` : ''}${message}`;
}

/** What would stop a publish of the draft now (empty: it can be published). */
export function assessmentDraftProblems(draft: AssessmentDraft): string[] {
  if (draft.sections.every((s) => s.questions.length === 0)) return ['no questions'];
  // The set's own fields do not decide whether the questions can be published; a stand-in fills them.
  const benchmarkSet = draft.benchmarkSetId
    ? { id: draft.benchmarkSetId, linkedUnitId: null, linkedUnitNumber: null, title: { id: 1, en: '', es: '' }, questionSetCount: 1 }
    : null;
  const candidate = assessmentDocumentOfDraft(draft, { benchmarkSet, version: 1, publishedAt: new Date(0).toISOString() });
  const parsed = assessmentDocumentSchema.safeParse(candidate);
  if (parsed.success) return [];
  const problems = [...new Set(parsed.error.issues.map((i) => problemOf(candidate, i.path, i.message)))];
  // "No correct choice yet" surfaces twice: as the stand-in id 0 and in the key check's words; keep the words.
  const stale = (p: string) => / correctChoiceId: /.test(p) && problems.some((o) => o !== p && o.startsWith(p.slice(0, p.indexOf(':') + 1)));
  return problems.filter((p) => !stale(p));
}
