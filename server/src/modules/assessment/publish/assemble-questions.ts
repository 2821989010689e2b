import type { Sql } from '../../../db/database';
import { readQuestionParts, readQuestionsOfSections, type QuestionSourceRow } from './question-source.repository';

type Row = QuestionSourceRow;

function groupBy(rows: readonly Row[], key: string): Map<number, Row[]> {
  const map = new Map<number, Row[]>();
  for (const row of rows) {
    const { [key]: owner, ...rest } = row;
    map.set(owner as number, [...(map.get(owner as number) ?? []), rest as Row]);
  }
  return map;
}

/** The parts of each question, grouped by question, every list in its draft order. */
async function questionParts(sql: Sql, ids: number[]) {
  const parts = await readQuestionParts(sql, ids);
  return {
    choices: groupBy(parts.choices, 'question_id'),
    columns: groupBy(parts.columns, 'question_id'),
    elements: groupBy(parts.elements, 'question_id'),
    steps: groupBy(parts.steps, 'question_id'),
    topics: groupBy(parts.topics, 'question_id'),
    teks: groupBy(parts.teks, 'question_id'),
    routePoints: groupBy(parts.routePoints, 'question_id'),
  };
}

const renumber = <T extends Row>(rows: readonly T[], field = 'order') => rows.map((r, i) => ({ ...r, [field]: i + 1 }));

/**
 * Turns each draft question into its published document shape (src/domain/assessment/question.schemas.ts),
 * keyed by section. The shared schema validates the result on publish.
 */
export async function assembleQuestions(sql: Sql, sectionIds: readonly number[]): Promise<Map<number, Record<string, unknown>[]>> {
  const rows = await readQuestionsOfSections(sql, sectionIds);
  const parts = await questionParts(
    sql,
    rows.map((r) => r.id),
  );
  const bySection = new Map<number, Record<string, unknown>[]>();
  for (const { sectionId, content, primarySetLabel, secondarySetLabel, ...q } of rows) {
    const choices = parts.choices.get(q.id) ?? [];
    const elements = parts.elements.get(q.id) ?? [];
    const base = {
      ...q,
      points: Number(q.points),
      teksList: parts.teks.get(q.id) ?? [],
      routePoints: renumber(parts.routePoints.get(q.id) ?? [], 'number'),
    };
    const plainElements = elements.map(({ region: _r, columnId: _c, acceptedEn: _e, acceptedEs: _s, ...e }) => e);
    let doc: Record<string, unknown>;
    switch (q.type) {
      case 'multiple-choice':
      case 'boolean':
        doc = { ...base, choices, correctChoiceId: choices.find((c) => c.correct)?.id ?? 0 };
        break;
      case 'multi-response':
        doc = { ...base, choices, correctChoiceList: choices.filter((c) => c.correct).map((c) => c.id) };
        break;
      case 'venn-diagram':
        doc = { ...base, primarySetLabel, secondarySetLabel, elements: renumber(plainElements.map((e, i) => ({ ...e, correctAnswerSet: elements[i].region }))) };
        break;
      case 'type-f':
        doc = {
          ...base,
          columns: renumber(parts.columns.get(q.id) ?? []),
          elements: renumber(plainElements.map((e, i) => ({ ...e, correctAnswerSet: elements[i].columnId }))),
        };
        break;
      case 'cloze-sentence':
      case 'fill-in-blank': {
        // Blanks are numbered in order; the text marks each as [[n]].
        const blanks = elements.map((e, i) => ({
          id: e.id,
          number: i + 1,
          content: e.content,
          correctAnswerSet: { en: e.acceptedEn ?? [], es: e.acceptedEs ?? [] },
        }));
        doc = q.type === 'cloze-sentence' ? { ...base, content, wordBank: choices, blanks } : { ...base, content, blanks };
        break;
      }
      case 'essay':
        doc = { ...base, steps: renumber(parts.steps.get(q.id) ?? []), topics: renumber(parts.topics.get(q.id) ?? []) };
        break;
      default:
        doc = base;
    }
    bySection.set(sectionId, [...(bySection.get(sectionId) ?? []), doc]);
  }
  return bySection;
}
