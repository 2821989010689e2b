import type { Language } from '../shared/constants';
import { CENTRAL_TIME_ZONE } from '../shared/display-time';
import type { ReportRow, ReportTable, StandardsReport } from './report.responses';

/**
 * What a report workbook sheet holds, decided once for the server's writer and the browser's: the
 * columns (header in the reader's language, what kind of cell, how wide) and the cell values. Pure, so
 * both exceljs writers render the same spec. Percent cells hold fractions (0.875, shown "87.5%");
 * datetimes are Central time text ("2026-11-24 14:05 CT"), the platform's day (product-spec §9).
 */
export type SheetCellKind = 'text' | 'integer' | 'percent' | 'datetime';
export type SheetCell = string | number | null;

export interface SheetColumn {
  readonly header: string;
  readonly kind: SheetCellKind;
  /** Characters, as spreadsheet column widths are measured. */
  readonly width: number;
}

export interface ReportSheet {
  readonly name: string;
  readonly columns: readonly SheetColumn[];
  readonly rows: readonly (readonly SheetCell[])[];
}

/** The number format each kind of cell is written with. */
// Counts are whole numbers and points may hold halves: 'General' shows both as they are.
export const SHEET_NUMBER_FORMAT: Record<SheetCellKind, string | null> = { text: null, integer: 'General', percent: '0.0%', datetime: null };

const HEADERS = {
  name: { en: 'Name', es: 'Nombre' },
  number: { en: 'Number', es: 'Número' },
  students: { en: 'Students', es: 'Estudiantes' },
  studentsStarted: { en: 'Students started', es: 'Estudiantes que comenzaron' },
  expected: { en: 'Expected', es: 'Esperadas' },
  submitted: { en: 'Submitted', es: 'Entregadas' },
  completion: { en: 'Completion', es: 'Finalización' },
  pointsEarned: { en: 'Points earned', es: 'Puntos obtenidos' },
  pointsPossible: { en: 'Points possible', es: 'Puntos posibles' },
  score: { en: 'Score', es: 'Puntuación' },
  unscored: { en: 'Waiting for a score', es: 'Esperando puntuación' },
  lastSubmit: { en: 'Last submit (Central time)', es: 'Última entrega (hora del centro)' },
  round: { en: 'Round', es: 'Intento' },
  standard: { en: 'Standard', es: 'Estándar' },
  description: { en: 'Description', es: 'Descripción' },
  questions: { en: 'Questions', es: 'Preguntas' },
  mastery: { en: 'Mastery', es: 'Dominio' },
  standards: { en: 'Standards', es: 'Estándares' },
  studentsSheet: { en: 'Students', es: 'Estudiantes' },
  school: { en: 'School', es: 'Escuela' },
} as const satisfies Record<string, Record<Language, string>>;

type HeaderKey = keyof typeof HEADERS;

const column = (key: HeaderKey, language: Language, kind: SheetCellKind, width: number): SheetColumn => ({ header: HEADERS[key][language], kind, width });

/** Spreadsheet sheet names: at most 31 characters, none of `[]:*?/\`. */
export function sheetName(title: string): string {
  const clean = title.replace(/[[\]:*?/\\]/g, ' ').trim();
  return (clean || 'Report').slice(0, 31);
}

const fraction = (percent: number | null): number | null => (percent === null ? null : percent / 100);

const centralParts = new Intl.DateTimeFormat('en-US', {
  timeZone: CENTRAL_TIME_ZONE,
  year: 'numeric',
  month: '2-digit',
  day: '2-digit',
  hour: '2-digit',
  minute: '2-digit',
  hourCycle: 'h23',
});

const HOUR_MS = 3_600_000;
/** Central's offset from UTC for each UTC hour seen: it changes only on whole hours (DST at 2 AM local). */
const centralOffsetOfHour = new Map<number, number>();

function centralOffsetMs(ms: number): number {
  const hour = Math.floor(ms / HOUR_MS);
  let offset = centralOffsetOfHour.get(hour);
  if (offset === undefined) {
    const part = Object.fromEntries(centralParts.formatToParts(new Date(hour * HOUR_MS)).map((p) => [p.type, p.value]));
    offset = Date.UTC(Number(part.year), Number(part.month) - 1, Number(part.day), Number(part.hour), Number(part.minute)) - hour * HOUR_MS;
    if (centralOffsetOfHour.size >= 100_000) centralOffsetOfHour.clear();
    centralOffsetOfHour.set(hour, offset);
  }
  return offset;
}

const two = (n: number) => String(n).padStart(2, '0');

/**
 * An instant as Central time text, "2026-11-24 14:05 CT" (null stays null). Asks Intl once per UTC hour
 * and shifts the rest: a district's Students sheet formats 50,000 of these, and formatToParts for each
 * cost a fifth of the workbook's time.
 */
export function centralTimeText(instant: string | null): string | null {
  if (instant === null) return null;
  const ms = Date.parse(instant);
  const local = new Date(ms + centralOffsetMs(ms));
  return `${local.getUTCFullYear()}-${two(local.getUTCMonth() + 1)}-${two(local.getUTCDate())} ${two(local.getUTCHours())}:${two(local.getUTCMinutes())} CT`;
}

/** Student and question rows show the round counted (the latest). */
const showsRound = (table: ReportTable) => table.level === 'student' || table.level === 'question';

function metricCells(row: ReportRow): SheetCell[] {
  return [
    row.students,
    row.studentsStarted,
    row.expected,
    row.submitted,
    fraction(row.completionPercent),
    row.pointsEarned,
    row.pointsPossible,
    fraction(row.scorePercent),
    row.unscored,
    centralTimeText(row.lastSubmittedAt),
  ];
}

/** Any drill-down level's table (classrooms, units, lessons, students, questions…) as one sheet. */
export function reportTableSheet(table: ReportTable, language: Language): ReportSheet {
  const round = showsRound(table);
  const columns: SheetColumn[] = [
    column('name', language, 'text', 32),
    column('number', language, 'integer', 9),
    ...(round ? [column('round', language, 'integer', 9)] : []),
    column('students', language, 'integer', 11),
    column('studentsStarted', language, 'integer', 14),
    column('expected', language, 'integer', 11),
    column('submitted', language, 'integer', 11),
    column('completion', language, 'percent', 13),
    column('pointsEarned', language, 'integer', 13),
    column('pointsPossible', language, 'integer', 14),
    column('score', language, 'percent', 11),
    column('unscored', language, 'integer', 14),
    column('lastSubmit', language, 'datetime', 24),
  ];
  const rows = table.rows.map((row) => [row.name[language], row.number, ...(round ? [row.retakeRound] : []), ...metricCells(row)]);
  return { name: sheetName(table.title[language]), columns, rows };
}

/**
 * A standards report as one sheet: one row per standard with the classroom's totals, then one mastery
 * column per student (the student × standard grid the teacher reads across).
 */
export function standardsReportSheet(report: StandardsReport, language: Language): ReportSheet {
  const columns: SheetColumn[] = [
    column('standard', language, 'text', 14),
    column('description', language, 'text', 48),
    column('questions', language, 'integer', 11),
    column('pointsEarned', language, 'integer', 13),
    column('pointsPossible', language, 'integer', 14),
    column('mastery', language, 'percent', 11),
    ...report.students.map((s) => ({ header: s.name[language], kind: 'percent' as const, width: Math.min(Math.max(s.name[language].length + 2, 10), 28) })),
  ];
  const rows = report.standards.map((standard) => [
    standard.code,
    standard.description,
    standard.questions,
    standard.pointsEarned,
    standard.pointsPossible,
    fraction(standard.masteryPercent),
    ...report.students.map((s) => fraction(s.standards.find((m) => m.code === standard.code)?.masteryPercent ?? null)),
  ]);
  return { name: sheetName(`${HEADERS.standards[language]} ${report.title[language]}`), columns, rows };
}

/** One student of a downloaded report: their sums over the report's units. */
export interface StudentLine {
  readonly name: string;
  readonly school: string | null;
  readonly expected: number;
  readonly submitted: number;
  readonly completionPercent: number | null;
  readonly scorePercent: number | null;
  readonly lastSubmittedAt: string | null;
}

/**
 * The "Students" sheet of a management report download: one row per student in scope. Its columns
 * and name come first so a streaming writer can start before the rows arrive.
 */
export function studentsSheetLayout(language: Language): Omit<ReportSheet, 'rows'> {
  return {
    name: HEADERS.studentsSheet[language],
    columns: [
      column('name', language, 'text', 30),
      column('school', language, 'text', 30),
      column('submitted', language, 'integer', 11),
      column('expected', language, 'integer', 11),
      column('completion', language, 'percent', 13),
      column('score', language, 'percent', 11),
      column('lastSubmit', language, 'datetime', 24),
    ],
  };
}

export function studentLineCells(line: StudentLine): SheetCell[] {
  return [line.name, line.school, line.submitted, line.expected, fraction(line.completionPercent), fraction(line.scorePercent), centralTimeText(line.lastSubmittedAt)];
}
