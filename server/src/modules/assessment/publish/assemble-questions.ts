import type { Sql } from '../../../db/database';

type Row = Record<string, unknown> & { id: number };

function groupBy(rows: readonly Row[], key: string): Map<number, Row[]> {
  const map = new Map<number, Row[]>();
  for (const row of rows) {
    const { [key]: owner, ...rest } = row;
    map.set(owner as number, [...(map.get(owner as number) ?? []), rest as Row]);
  }
  return map;
}

/** The parts of each question, every list in its draft order. */
async function questionParts(sql: Sql, ids: number[]) {
  const choices = await sql.query<Row>(
    `SELECT question_id, id, choice_number AS "choiceNumber", content_text(text_id) AS text, content_audio(choice_audio_id) AS "choiceAudio",
            content_text(response_text_id) AS "responseText", content_audio(response_audio_id) AS "responseAudio", is_correct AS correct
       FROM question_choices WHERE question_id = ANY($1::int[]) ORDER BY choice_number, id`,
    [ids],
  );
  const columns = await sql.query<Row>(
    `SELECT question_id, id, sort_order AS "order", content_text(column_name_id) AS "columnName"
       FROM organizer_columns WHERE question_id = ANY($1::int[]) ORDER BY sort_order, id`,
    [ids],
  );
  const elements = await sql.query<Row>(
    `SELECT question_id, id, sort_order AS "order", content_text(content_id) AS content, correct_region AS region,
            correct_column_id AS "columnId", accepted_en AS "acceptedEn", accepted_es AS "acceptedEs"
       FROM question_elements WHERE question_id = ANY($1::int[]) ORDER BY sort_order, id`,
    [ids],
  );
  const steps = await sql.query<Row>(
    `SELECT question_id, id, sort_order AS "order", content_text(title_id) AS title, content_text(content_id) AS content,
            content_audio(step_audio_id) AS "stepAudio"
       FROM essay_steps WHERE question_id = ANY($1::int[]) ORDER BY sort_order, id`,
    [ids],
  );
  const topics = await sql.query<Row>(
    `SELECT question_id, id, sort_order AS "order", content_text(title_id) AS title FROM essay_topics
      WHERE question_id = ANY($1::int[]) ORDER BY sort_order, id`,
    [ids],
  );
  const teks = await sql.query<Row>(`SELECT question_id, id, code, description FROM question_teks WHERE question_id = ANY($1::int[]) ORDER BY id`, [ids]);
  const routePoints = await sql.query<Row>(
    `SELECT question_id, id, number, content_text(content_id) AS content, content_audio(audio_id) AS audio
       FROM question_route_points WHERE question_id = ANY($1::int[]) ORDER BY number, id`,
    [ids],
  );
  return {
    choices: groupBy(choices, 'question_id'),
    columns: groupBy(columns, 'question_id'),
    elements: groupBy(elements, 'question_id'),
    steps: groupBy(steps, 'question_id'),
    topics: groupBy(topics, 'question_id'),
    teks: groupBy(teks, 'question_id'),
    routePoints: groupBy(routePoints, 'question_id'),
  };
}

const renumber = <T extends Row>(rows: readonly T[], field = 'order') => rows.map((r, i) => ({ ...r, [field]: i + 1 }));

/**
 * Turns each draft question into its published document shape (src/domain/assessment/question.schemas.ts),
 * keyed by section. The shared schema validates the result on publish.
 */
export async function assembleQuestions(sql: Sql, sectionIds: readonly number[]): Promise<Map<number, Record<string, unknown>[]>> {
  const rows = await sql.query<Row & { sectionId: number; type: string }>(
    `SELECT id, section_id AS "sectionId", question_type AS type, points, is_master AS "isMaster",
            ba_master_question_id AS "baMasterQuestionId", content_text(instruction_id) AS instruction,
            content_audio(instruction_audio_id) AS "instructionAudio", content_text(primary_text_source_id) AS "primaryTextSource",
            content_audio(primary_source_audio_id) AS "primarySourceAudio", content_audio(audio_id) AS audio,
            content_image(image_id) AS image, content_image(primary_set_image_id) AS "primarySetImage",
            content_image(secondary_set_image_id) AS "secondarySetImage", content_text(primary_set_label_id) AS "primarySetLabel",
            content_text(secondary_set_label_id) AS "secondarySetLabel", content_text(suggested_answer_id) AS "suggestedAnswer",
            content_text(rubric_id) AS rubric, content_text(response_text_id) AS "responseText", content_text(content_id) AS content
       FROM questions WHERE section_id = ANY($1::int[]) AND deleted_at IS NULL ORDER BY sort_order, id`,
    [[...sectionIds]],
  );
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
