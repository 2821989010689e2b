import type { Sql } from '../../../db/database';

/** The draft rows of an assessment's questions and their parts (assemble-questions.ts shapes them). */

export type QuestionSourceRow = Record<string, unknown> & { id: number };

/** The live questions of the sections, in draft order. */
export function readQuestionsOfSections(sql: Sql, sectionIds: readonly number[]) {
  return sql.query<QuestionSourceRow & { sectionId: number; type: string }>(
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
}

/** The parts of the questions, each row naming its question (question_id), every list in draft order. */
export async function readQuestionParts(sql: Sql, ids: number[]) {
  const choices = await sql.query<QuestionSourceRow>(
    `SELECT question_id, id, choice_number AS "choiceNumber", content_text(text_id) AS text, content_audio(choice_audio_id) AS "choiceAudio",
            content_text(response_text_id) AS "responseText", content_audio(response_audio_id) AS "responseAudio", is_correct AS correct
       FROM question_choices WHERE question_id = ANY($1::int[]) ORDER BY choice_number, id`,
    [ids],
  );
  const columns = await sql.query<QuestionSourceRow>(
    `SELECT question_id, id, sort_order AS "order", content_text(column_name_id) AS "columnName"
       FROM organizer_columns WHERE question_id = ANY($1::int[]) ORDER BY sort_order, id`,
    [ids],
  );
  const elements = await sql.query<QuestionSourceRow>(
    `SELECT question_id, id, sort_order AS "order", content_text(content_id) AS content, correct_region AS region,
            correct_column_id AS "columnId", accepted_en AS "acceptedEn", accepted_es AS "acceptedEs"
       FROM question_elements WHERE question_id = ANY($1::int[]) ORDER BY sort_order, id`,
    [ids],
  );
  const steps = await sql.query<QuestionSourceRow>(
    `SELECT question_id, id, sort_order AS "order", content_text(title_id) AS title, content_text(content_id) AS content,
            content_audio(step_audio_id) AS "stepAudio"
       FROM essay_steps WHERE question_id = ANY($1::int[]) ORDER BY sort_order, id`,
    [ids],
  );
  const topics = await sql.query<QuestionSourceRow>(
    `SELECT question_id, id, sort_order AS "order", content_text(title_id) AS title FROM essay_topics
      WHERE question_id = ANY($1::int[]) ORDER BY sort_order, id`,
    [ids],
  );
  const teks = await sql.query<QuestionSourceRow>(
    `SELECT question_id, id, code, description FROM question_teks WHERE question_id = ANY($1::int[]) ORDER BY id`,
    [ids],
  );
  const routePoints = await sql.query<QuestionSourceRow>(
    `SELECT question_id, id, number, content_text(content_id) AS content, content_audio(audio_id) AS audio
       FROM question_route_points WHERE question_id = ANY($1::int[]) ORDER BY number, id`,
    [ids],
  );
  return { choices, columns, elements, steps, topics, teks, routePoints };
}
