import { assessmentKindOf } from '@domain/assessment/assessment.schemas';
import type { AssessmentDraft, QuestionDraft } from '@domain/authoring/assessment-authoring.responses';
import { assessmentDraftProblems } from '@domain/authoring/assessment-draft-document';
import type { Sql } from '../../../db/database';
import { appError } from '../../../http/app-error';
import { sanitizeRichValues } from '../../content/publish/rich-values';
import { publishStateOf } from '../authored-state';
import {
  readAssessmentHead,
  readDraftParts,
  readDraftQuestions,
  readDraftSections,
  type PartKind,
  type PartRow,
} from './assessment-draft-read.repository';

/*
 * An assessment's whole draft (issue 15): what the builders edit, what the preview renders through
 * assessmentDocumentOfDraft, and what publish validates and stores. Rich text is sanitised here, so
 * the builder, the preview and the published snapshot all show the same safe text.
 */

type Parts = Record<PartKind, Map<number, Record<string, unknown>[]>>;

function byQuestion(rows: readonly PartRow[]): Map<number, Record<string, unknown>[]> {
  const map = new Map<number, Record<string, unknown>[]>();
  for (const { questionId, ...rest } of rows) map.set(questionId, [...(map.get(questionId) ?? []), rest]);
  return map;
}

const renumber = (rows: readonly Record<string, unknown>[], field = 'order') => rows.map((r, i) => ({ ...r, [field]: i + 1 }));

function questionOf(row: Record<string, unknown>, order: number, parts: Parts): QuestionDraft {
  const { sectionId: _section, ...fields } = row;
  const id = row.id as number;
  const of = (kind: PartKind) => parts[kind].get(id) ?? [];
  return {
    ...fields,
    order,
    points: Number(row.points),
    teksList: of('tags'),
    routePoints: renumber(of('routePoints'), 'number'),
    choices: of('choices'),
    columns: renumber(of('columns')),
    elements: renumber(of('elements')).map(({ acceptedEn, acceptedEs, ...e }) => ({ ...e, accepted: { en: acceptedEn, es: acceptedEs } })),
    steps: renumber(of('steps')),
    topics: renumber(of('topics')),
  } as QuestionDraft;
}

/** The assessment's draft now; 404 when it, its lesson, unit or set is removed or unknown. */
export async function readAssessmentDraft(sql: Sql, assessmentId: number): Promise<AssessmentDraft> {
  const head = await readAssessmentHead(sql, assessmentId);
  if (!head) throw appError('ASSESSMENT.NOT_FOUND');
  const sections = await readDraftSections(sql, assessmentId);
  const rows = await readDraftQuestions(
    sql,
    sections.map((s) => s.id),
  );
  const raw = await readDraftParts(
    sql,
    rows.map((r) => r.id),
  );
  const parts = Object.fromEntries(Object.entries(raw).map(([kind, list]) => [kind, byQuestion(list)])) as Parts;
  const draft = sanitizeRichValues({
    id: head.id,
    lessonId: head.lessonId,
    unitId: head.unitId,
    lessonTypeId: head.lessonTypeId,
    kind: assessmentKindOf(head.lessonTypeId),
    benchmarkSetId: head.benchmarkSetId,
    version: head.version,
    publishState: publishStateOf(head.version, head.publishedVersion),
    directions: head.directions,
    sections: sections.map((s, i) => {
      const questions = rows.filter((r) => r.sectionId === s.id);
      return { id: s.id, groupNumber: s.groupNumber, order: i + 1, title: s.title, questions: questions.map((q, n) => questionOf(q, n + 1, parts)) };
    }),
    problems: [],
  }) as AssessmentDraft;
  return { ...draft, problems: assessmentDraftProblems(draft) };
}
