import type { AssessmentDocument } from '@domain/assessment/assessment.schemas';
import { reportTypeOfKind } from '@domain/reports/report-types';
import type { Database } from '../../server/src/db/database';

/**
 * The report rollups computed directly, independently of the server's SQL: the raw rows (current
 * attempts, their answers, live assignments, the students' places) read plainly and summed here in
 * TypeScript, with each assessment placed from its published document and each question's standards
 * taken from the document's `teksList` (not from published_question_standards).
 */

const ISO = (c: string) => `to_char(${c} AT TIME ZONE 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"')`;
/** Sums of doubles are compared to 1e-6 (pg and TypeScript may add in another order). */
const round = (n: number) => Math.round(n * 1e6) / 1e6;

export interface StudentUnitRow {
  school: number | null;
  district: number | null;
  state: number | null;
  assigned: number;
  submitted: number;
  open: number;
  earned: number;
  possible: number;
  unscored: number;
  last: string | null;
}
export interface SchoolUnitRow {
  district: number;
  state: number;
  started: number;
  assigned: number;
  submitted: number;
  earned: number;
  possible: number;
  unscored: number;
  last: string | null;
  bands: string;
}
/** A school's students across units: who started, and their score bands ("b0,b1,b2,b3,b4"). */
export interface SchoolTotalRow {
  district: number;
  state: number;
  started: number;
  bands: string;
}
export interface Rollups {
  students: Record<string, StudentUnitRow>;
  standards: Record<string, { earned: number; possible: number }>;
  schools: Record<string, SchoolUnitRow>;
  totals: Record<string, SchoolTotalRow>;
}

/** The score band (0-59 … 90-100) of fully scored work, else null. */
function bandOf(earned: number, possible: number, unscored: number): number | null {
  if (possible <= 0 || unscored > 0) return null;
  const share = earned / possible;
  return share < 0.6 ? 0 : share < 0.7 ? 1 : share < 0.8 ? 2 : share < 0.9 ? 3 : 4;
}
const bandText = (counts: number[]) => counts.join(',');

const later = (a: string | null, b: string | null) => (a === null ? b : b === null ? a : a > b ? a : b);
const rounded = <T extends object>(row: T): T =>
  Object.fromEntries(Object.entries(row).map(([k, v]) => [k, typeof v === 'number' ? round(v) : v])) as T;

export async function directRollups(db: Database): Promise<Rollups> {
  const docs = (await db.query<{ document: AssessmentDocument }>('SELECT document FROM published_assessments')).map((r) => r.document);
  const placeOf = new Map(docs.map((d) => [d.id, { unit: d.benchmarkSet?.linkedUnitId ?? d.unitId, type: reportTypeOfKind(d.kind) }]));
  const placeOfSet = new Map(docs.filter((d) => d.benchmarkSet).map((d) => [d.benchmarkSet!.id, placeOf.get(d.id)!]));
  const codesOf = new Map(docs.flatMap((d) => d.groups.flatMap((g) => g.questions.map((q) => [q.id, [...new Set(q.teksList.map((t) => t.code))]] as const))));
  const people = new Map(
    (await db.query<{ id: number; school: number | null; district: number | null; state: number | null }>(
      'SELECT id, school_id AS school, district_id AS district, state_id AS state FROM users',
    )).map((u) => [u.id, u]),
  );
  const attempts = await db.query<{ id: number; student: number; assessment: number; status: string; submittedAt: string | null }>(
    `SELECT id::int, student_user_id AS student, assessment_id AS assessment, status, ${ISO('submitted_at')} AS "submittedAt"
       FROM assessment_attempts WHERE is_current`,
  );
  const answers = await db.query<{ attempt: number; question: number; submitted: boolean; score: number | null; max: number }>(
    `SELECT c.attempt_id::int AS attempt, c.question_id AS question, c.is_submitted AS submitted, c.score, c.max_score AS max
       FROM assessment_answers c JOIN assessment_attempts a ON a.id = c.attempt_id WHERE a.is_current`,
  );
  const assignments = await db.query<{ student: number; set: number }>(
    'SELECT student_user_id AS student, benchmark_set_id AS set FROM benchmark_assignments WHERE deleted_at IS NULL',
  );

  const students: Record<string, StudentUnitRow> = {};
  const standards: Record<string, { earned: number; possible: number }> = {};
  const rowOf = (student: number, unit: number, type: number) => {
    const p = people.get(student)!;
    return (students[`${student}:${unit}:${type}`] ??= {
      school: p.school, district: p.district, state: p.state, assigned: 0, submitted: 0, open: 0, earned: 0, possible: 0, unscored: 0, last: null,
    });
  };
  for (const a of assignments) {
    const place = placeOfSet.get(a.set);
    if (place) rowOf(a.student, place.unit, place.type).assigned += 1;
  }
  for (const at of attempts) {
    const place = placeOf.get(at.assessment);
    if (!place) continue;
    const row = rowOf(at.student, place.unit, place.type);
    if (at.status === 'open') {
      row.open += 1;
      continue;
    }
    const mine = answers.filter((c) => c.attempt === at.id);
    const waiting = mine.filter((c) => c.submitted && c.score === null).length;
    row.submitted += 1;
    row.unscored += waiting;
    row.last = later(row.last, at.submittedAt);
    if (waiting === 0) {
      row.earned += mine.reduce((s, c) => s + (c.score ?? 0), 0);
      row.possible += mine.reduce((s, c) => s + c.max, 0);
    }
    for (const c of mine.filter((x) => x.score !== null)) {
      for (const code of codesOf.get(c.question) ?? []) {
        const s = (standards[`${at.student}:${place.unit}:${place.type}:${code}`] ??= { earned: 0, possible: 0 });
        s.earned += c.score!;
        s.possible += c.max;
      }
    }
  }

  const places = new Map(
    (await db.query<{ id: number; district: number; state: number }>('SELECT s.id, s.district_id AS district, d.state_id AS state FROM schools s JOIN districts d ON d.id = s.district_id')).map(
      (s) => [s.id, s],
    ),
  );
  const schools: Record<string, SchoolUnitRow> = {};
  const unitBands: Record<string, number[]> = {};
  const perStudent: Record<string, { school: number; type: string; submitted: number; earned: number; possible: number; unscored: number }> = {};
  for (const [key, row] of Object.entries(students)) {
    if (row.school === null) continue;
    const [student, unit, type] = key.split(':');
    const place = places.get(row.school)!;
    const s = (schools[`${row.school}:${unit}:${type}`] ??= {
      district: place.district, state: place.state, started: 0, assigned: 0, submitted: 0, earned: 0, possible: 0, unscored: 0, last: null, bands: '',
    });
    const band = bandOf(row.earned, row.possible, row.unscored);
    const counts = (unitBands[`${row.school}:${unit}:${type}`] ??= [0, 0, 0, 0, 0]);
    if (band !== null) counts[band] += 1;
    const p = (perStudent[`${row.school}:${type}:${student}`] ??= { school: row.school, type, submitted: 0, earned: 0, possible: 0, unscored: 0 });
    p.submitted += row.submitted;
    p.earned += row.earned;
    p.possible += row.possible;
    p.unscored += row.unscored;
    s.started += row.submitted > 0 ? 1 : 0;
    s.assigned += row.assigned;
    s.submitted += row.submitted;
    s.earned += row.earned;
    s.possible += row.possible;
    s.unscored += row.unscored;
    s.last = later(s.last, row.last);
  }
  for (const [key, counts] of Object.entries(unitBands)) schools[key].bands = bandText(counts);
  const totals: Record<string, SchoolTotalRow & { counts: number[] }> = {};
  for (const p of Object.values(perStudent)) {
    const place = places.get(p.school)!;
    const t = (totals[`${p.school}:${p.type}`] ??= { district: place.district, state: place.state, started: 0, bands: '', counts: [0, 0, 0, 0, 0] });
    t.started += p.submitted > 0 ? 1 : 0;
    const band = bandOf(p.earned, p.possible, p.unscored);
    if (band !== null) t.counts[band] += 1;
  }
  const totalRows = Object.fromEntries(Object.entries(totals).map(([k, { counts, ...t }]) => [k, { ...t, bands: bandText(counts) }]));
  const map = <T extends object>(o: Record<string, T>) => Object.fromEntries(Object.entries(o).map(([k, v]) => [k, rounded(v)]));
  return { students: map(students), standards: map(standards), schools: map(schools), totals: map(totalRows) };
}

/** What the rollup tables hold, in the same shape. */
export async function storedRollups(db: Database): Promise<Rollups> {
  const students = await db.query<StudentUnitRow & { k: string }>(
    `SELECT student_user_id || ':' || unit_id || ':' || report_type AS k, school_id AS school, district_id AS district, state_id AS state,
            assessments_assigned AS assigned, assessments_submitted AS submitted, assessments_open AS open, points_earned AS earned,
            points_possible AS possible, unscored_answers AS unscored, ${ISO('last_submitted_at')} AS last
       FROM report_student_units`,
  );
  const standards = await db.query<{ k: string; earned: number; possible: number }>(
    `SELECT student_user_id || ':' || unit_id || ':' || report_type || ':' || code AS k, points_earned AS earned, points_possible AS possible
       FROM report_student_standards`,
  );
  const schools = await db.query<SchoolUnitRow & { k: string }>(
    `SELECT school_id || ':' || unit_id || ':' || report_type AS k, district_id AS district, state_id AS state, students_started AS started,
            assessments_assigned AS assigned, assessments_submitted AS submitted, points_earned AS earned, points_possible AS possible,
            unscored_answers AS unscored, ${ISO('last_submitted_at')} AS last, concat_ws(',', band_0, band_1, band_2, band_3, band_4) AS bands
       FROM report_school_units`,
  );
  const totals = await db.query<SchoolTotalRow & { k: string }>(
    `SELECT school_id || ':' || report_type AS k, district_id AS district, state_id AS state, students_started AS started,
            concat_ws(',', band_0, band_1, band_2, band_3, band_4) AS bands
       FROM report_school_totals`,
  );
  const byKey = <T extends { k: string }>(rows: T[]) => Object.fromEntries(rows.map(({ k, ...rest }) => [k, rounded(rest)]));
  return { students: byKey(students), standards: byKey(standards), schools: byKey(schools), totals: byKey(totals) };
}
