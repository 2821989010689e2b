import { one, type Sql } from '../../../db/database';
import { insertRow } from '../../content/draft/insert-row.repository';

/*
 * The parts of a question (issue 15): choices, Venn / organizer elements and blanks, organizer
 * columns, essay steps and topics, and SOA tags. Parts hang off their question (ON DELETE CASCADE)
 * and are removed for real; a question itself is only ever marked removed.
 */

/** An ordered list of parts and the column that numbers it. */
export type PartTable = 'question_choices' | 'question_elements' | 'organizer_columns' | 'essay_steps' | 'essay_topics';

const ORDER_COLUMN: Record<PartTable, string> = {
  question_choices: 'choice_number',
  question_elements: 'sort_order',
  organizer_columns: 'sort_order',
  essay_steps: 'sort_order',
  essay_topics: 'sort_order',
};

/** The question's parts of a table, in order. */
export async function partIdsOf(sql: Sql, table: PartTable, questionId: number): Promise<number[]> {
  const rows = await sql.query<{ id: number }>(`SELECT id FROM ${table} WHERE question_id = $1 ORDER BY ${ORDER_COLUMN[table]}, id`, [questionId]);
  return rows.map((r) => r.id);
}

/** Numbers the parts 1..n in the order given. */
export async function writePartOrder(sql: Sql, table: PartTable, ids: readonly number[]): Promise<void> {
  if (ids.length === 0) return;
  const column = ORDER_COLUMN[table];
  await sql.query(
    `UPDATE ${table} t SET ${column} = v.ord FROM unnest($1::int[]) WITH ORDINALITY AS v(id, ord) WHERE t.id = v.id AND t.${column} <> v.ord`,
    [ids],
  );
}

/** Inserts a part at the end (the use case places it afterwards); answers its id. */
export async function insertPart(sql: Sql, table: PartTable, questionId: number, record: Record<string, unknown>): Promise<number> {
  const last = await one<{ n: number }>(sql, `SELECT COALESCE(max(${ORDER_COLUMN[table]}), 0)::int AS n FROM ${table} WHERE question_id = $1`, [questionId]);
  return insertRow(sql, table, { question_id: questionId, [ORDER_COLUMN[table]]: (last?.n ?? 0) + 1, ...record });
}

/** Writes the given columns of one part; undefined ones stay. Column names come from the use cases' typed records. */
export async function updatePartRow(sql: Sql, table: PartTable | 'question_teks', id: number, columns: Record<string, unknown>): Promise<void> {
  const entries = Object.entries(columns).filter(([, value]) => value !== undefined);
  if (entries.length === 0) return;
  const sets = entries.map(([column], i) => `${column} = $${i + 2}`).join(', ');
  await sql.query(`UPDATE ${table} SET ${sets} WHERE id = $1`, [id, ...entries.map(([, v]) => v)]);
}

export async function deletePartRow(sql: Sql, table: PartTable | 'question_teks', id: number): Promise<void> {
  await sql.query(`DELETE FROM ${table} WHERE id = $1`, [id]);
}

/** The ids of a part's own texts and narration (to rewrite in place). */
export type PartRefs = Record<string, number | null> & { readonly id: number; readonly questionId: number };

const REFS: Record<PartTable, string> = {
  question_choices: 'text_id AS "textId", choice_audio_id AS "choiceAudioId", response_text_id AS "responseTextId", response_audio_id AS "responseAudioId"',
  question_elements: 'content_id AS "contentId"',
  organizer_columns: 'column_name_id AS "columnNameId"',
  essay_steps: 'title_id AS "titleId", content_id AS "contentId", step_audio_id AS "stepAudioId"',
  essay_topics: 'title_id AS "titleId"',
};

export function readPartRefs(sql: Sql, table: PartTable, id: number): Promise<PartRefs | null> {
  return one<PartRefs>(sql, `SELECT id, question_id AS "questionId", ${REFS[table]} FROM ${table} WHERE id = $1`, [id]);
}

/** Marks one choice correct and every other choice of its question not correct. */
export async function makeOnlyCorrect(sql: Sql, questionId: number, choiceId: number): Promise<void> {
  await sql.query('UPDATE question_choices SET is_correct = (id = $2) WHERE question_id = $1', [questionId, choiceId]);
}

export async function toggleCorrect(sql: Sql, choiceId: number): Promise<void> {
  await sql.query('UPDATE question_choices SET is_correct = NOT is_correct WHERE id = $1', [choiceId]);
}

/** An organizer column's elements lose their answer set when it goes. */
export async function clearColumnOfElements(sql: Sql, columnId: number): Promise<void> {
  await sql.query('UPDATE question_elements SET correct_column_id = NULL WHERE correct_column_id = $1', [columnId]);
}

export async function isColumnOf(sql: Sql, columnId: number, questionId: number): Promise<boolean> {
  return (await one<{ id: number }>(sql, 'SELECT id FROM organizer_columns WHERE id = $1 AND question_id = $2', [columnId, questionId])) !== null;
}

export interface StandardRow {
  readonly id: number;
  readonly code: string;
  readonly description: string;
}

/** A live SOA/ELA standard; null when removed or unknown. */
export function readLiveStandard(sql: Sql, id: number): Promise<StandardRow | null> {
  return one<StandardRow>(sql, 'SELECT id, code, description FROM soa_standards WHERE id = $1 AND deleted_at IS NULL', [id]);
}

export async function hasTag(sql: Sql, questionId: number, standardId: number): Promise<boolean> {
  return (await one<{ id: number }>(sql, 'SELECT id FROM question_teks WHERE question_id = $1 AND standard_id = $2', [questionId, standardId])) !== null;
}

export function insertTag(sql: Sql, questionId: number, standard: StandardRow): Promise<number> {
  return insertRow(sql, 'question_teks', { question_id: questionId, standard_id: standard.id, code: standard.code, description: standard.description });
}
