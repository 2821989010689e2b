import { one, type Sql } from '../../../db/database';

/*
 * The rows of an assessment's draft as the builders show it (issue 15): the assessment with its
 * owner's version (the lesson's, or the benchmark set's), its live sections and questions, and every
 * part of them in draft order. Bilingual values come as content_text (rich ones marked `$rich`; the
 * draft read sanitises and unmarks them).
 */

export interface AssessmentHeadRow {
  readonly id: number;
  readonly lessonId: number;
  readonly unitId: number;
  readonly lessonTypeId: number;
  readonly benchmarkSetId: number | null;
  readonly directions: unknown;
  readonly version: number;
  readonly publishedVersion: number | null;
}

/** The live assessment of a live lesson and unit (and live set), with its owner's versions; null otherwise. */
export function readAssessmentHead(sql: Sql, assessmentId: number): Promise<AssessmentHeadRow | null> {
  return one<AssessmentHeadRow>(
    sql,
    `SELECT a.id, a.lesson_id AS "lessonId", l.unit_id AS "unitId", l.lesson_type_id AS "lessonTypeId",
            a.benchmark_set_id AS "benchmarkSetId", content_text(a.directions_id) AS directions,
            COALESCE(s.draft_version, l.draft_version) AS version,
            CASE WHEN s.id IS NULL THEN l.published_draft_version ELSE s.published_draft_version END AS "publishedVersion"
       FROM assessments a JOIN lessons l ON l.id = a.lesson_id JOIN units u ON u.id = l.unit_id
       LEFT JOIN benchmark_sets s ON s.id = a.benchmark_set_id
      WHERE a.id = $1 AND a.deleted_at IS NULL AND l.deleted_at IS NULL AND u.deleted_at IS NULL
        AND (a.benchmark_set_id IS NULL OR s.deleted_at IS NULL)`,
    [assessmentId],
  );
}

/** The lesson's own (non-benchmark) live assessment, if any. */
export async function findLessonAssessmentId(sql: Sql, lessonId: number): Promise<number | null> {
  const row = await one<{ id: number }>(
    sql,
    'SELECT id FROM assessments WHERE lesson_id = $1 AND benchmark_set_id IS NULL AND deleted_at IS NULL',
    [lessonId],
  );
  return row?.id ?? null;
}

/** A live benchmark set's live assessment when the set is on that lesson. */
export async function findSetAssessmentId(sql: Sql, lessonId: number, setId: number): Promise<number | null> {
  const row = await one<{ id: number }>(
    sql,
    `SELECT a.id FROM benchmark_sets s JOIN assessments a ON a.benchmark_set_id = s.id AND a.deleted_at IS NULL
      WHERE s.id = $1 AND s.lesson_id = $2 AND s.deleted_at IS NULL`,
    [setId, lessonId],
  );
  return row?.id ?? null;
}

export interface SectionRow {
  readonly id: number;
  readonly groupNumber: number;
  readonly title: unknown;
}

export function readDraftSections(sql: Sql, assessmentId: number): Promise<SectionRow[]> {
  return sql.query<SectionRow>(
    `SELECT id, group_number AS "groupNumber", content_text(title_id) AS title FROM assessment_sections
      WHERE assessment_id = $1 AND deleted_at IS NULL ORDER BY group_number, sort_order, id`,
    [assessmentId],
  );
}

export type PartRow = Record<string, unknown> & { readonly questionId: number };
export type QuestionRow = Record<string, unknown> & { readonly id: number; readonly sectionId: number; readonly points: number };

/** The live questions of the sections with their own fields, in draft order. */
export function readDraftQuestions(sql: Sql, sectionIds: readonly number[]): Promise<QuestionRow[]> {
  return sql.query<QuestionRow>(
    `SELECT id, section_id AS "sectionId", question_type AS type, points, content_text(instruction_id) AS instruction,
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

const PART_QUERIES = {
  choices: `SELECT question_id AS "questionId", id, choice_number AS "choiceNumber", content_text(text_id) AS text,
                   content_audio(choice_audio_id) AS "choiceAudio", content_text(response_text_id) AS "responseText",
                   content_audio(response_audio_id) AS "responseAudio", is_correct AS correct
              FROM question_choices WHERE question_id = ANY($1::int[]) ORDER BY choice_number, id`,
  columns: `SELECT question_id AS "questionId", id, sort_order AS "order", content_text(column_name_id) AS "columnName"
              FROM organizer_columns WHERE question_id = ANY($1::int[]) ORDER BY sort_order, id`,
  elements: `SELECT question_id AS "questionId", id, sort_order AS "order", content_text(content_id) AS content, correct_region AS region,
                    correct_column_id AS "columnId", COALESCE(accepted_en, '{}') AS "acceptedEn", COALESCE(accepted_es, '{}') AS "acceptedEs"
               FROM question_elements WHERE question_id = ANY($1::int[]) ORDER BY sort_order, id`,
  steps: `SELECT question_id AS "questionId", id, sort_order AS "order", content_text(title_id) AS title, content_text(content_id) AS content,
                 content_audio(step_audio_id) AS "stepAudio"
            FROM essay_steps WHERE question_id = ANY($1::int[]) ORDER BY sort_order, id`,
  topics: `SELECT question_id AS "questionId", id, sort_order AS "order", content_text(title_id) AS title
             FROM essay_topics WHERE question_id = ANY($1::int[]) ORDER BY sort_order, id`,
  tags: `SELECT question_id AS "questionId", id, standard_id AS "standardId", code, description
           FROM question_teks WHERE question_id = ANY($1::int[]) ORDER BY id`,
  routePoints: `SELECT question_id AS "questionId", id, number, content_text(content_id) AS content, content_audio(audio_id) AS audio
                  FROM question_route_points WHERE question_id = ANY($1::int[]) ORDER BY number, id`,
} as const;

export type PartKind = keyof typeof PART_QUERIES;

/** Every part of the questions, by kind, each row naming its question. */
export async function readDraftParts(sql: Sql, questionIds: readonly number[]): Promise<Record<PartKind, PartRow[]>> {
  const out = {} as Record<PartKind, PartRow[]>;
  for (const kind of Object.keys(PART_QUERIES) as PartKind[]) out[kind] = await sql.query<PartRow>(PART_QUERIES[kind], [[...questionIds]]);
  return out;
}
