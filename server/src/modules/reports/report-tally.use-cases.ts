import type { BilingualText } from '@domain/content/bilingual.schemas';
import { CENTRAL_TIME_ZONE } from '@domain/shared/display-time';
import { SCORE_BANDS, type ReportLevel, type ReportMetrics, type ReportRound, type ReportRow, type ScoreBand } from '@domain/reports/report.responses';
import type { ReportItem } from './report-catalogue.use-cases';
import type { AttemptFactRow } from './report-read.repository';
import type { TallyRow } from './report-read-rollup.repository';

/*
 * The report numbers (reportMetricsSchema says what each means), counted from a few students' attempts
 * (classroom size and smaller) or from rollup sums. Only fully scored submitted work has points; the
 * current (latest) round counts; a row for one student has no score while anything of it is unscored.
 */

/** Submits counted: all, or those inside a date range (ISO instants, from inclusive, to exclusive). */
export interface SubmitWindow {
  readonly from: string | null;
  readonly to: string | null;
}

/** A few students' current attempts and benchmark assignments, looked up per row. */
export interface StudentFacts {
  readonly current: ReadonlyMap<string, AttemptFactRow>;
  readonly assigned: ReadonlyMap<number, ReadonlySet<number>>;
  readonly window: SubmitWindow;
}

const key = (studentId: number, groupId: number) => `${studentId}:${groupId}`;

export function studentFacts(attempts: readonly AttemptFactRow[], assigned: readonly { studentId: number; setId: number }[], window: SubmitWindow): StudentFacts {
  const sets = new Map<number, Set<number>>();
  for (const a of assigned) sets.set(a.studentId, (sets.get(a.studentId) ?? new Set()).add(a.setId));
  return { current: new Map(attempts.filter((a) => a.isCurrent).map((a) => [key(a.studentId, a.groupId), a])), assigned: sets, window };
}

const inWindow = (at: string | null, w: SubmitWindow) => at !== null && (w.from === null || at >= w.from) && (w.to === null || at < w.to);

const percentOf = (part: number, whole: number): number | null => (whole > 0 ? Math.min(100, Math.round((part / whole) * 1000) / 10) : null);

/** The items a student is expected to do: every one, except benchmark sets not assigned to them. */
const expectedOf = (facts: StudentFacts, studentId: number, items: readonly ReportItem[]) =>
  items.filter((i) => i.setId === null || facts.assigned.get(studentId)?.has(i.setId));

/** The submitted current attempts a student's row counts. */
export function countedAttempts(facts: StudentFacts, studentId: number, items: readonly ReportItem[]): AttemptFactRow[] {
  return expectedOf(facts, studentId, items)
    .map((i) => facts.current.get(key(studentId, i.group.id)))
    .filter((a): a is AttemptFactRow => a !== undefined && a.submitted && inWindow(a.submittedAt, facts.window));
}

/** A row's numbers from sums; `oneStudent` blanks the score while anything is unscored (§4). */
export function metricsOf(sums: Omit<TallyRow, 'key' | 'bands' | 'assigned'> & { expected: number }, oneStudent: boolean): ReportMetrics {
  return {
    students: sums.students,
    studentsStarted: sums.studentsStarted,
    expected: sums.expected,
    submitted: sums.submitted,
    completionPercent: percentOf(sums.submitted, sums.expected),
    pointsEarned: sums.pointsEarned,
    pointsPossible: sums.pointsPossible,
    scorePercent: oneStudent && sums.unscored > 0 ? null : percentOf(sums.pointsEarned, sums.pointsPossible),
    unscored: sums.unscored,
    lastSubmittedAt: sums.lastSubmittedAt,
  };
}

const latest = (a: string | null, b: string | null) => (a === null ? b : b === null ? a : a > b ? a : b);

/** One row over some students and some items, from their attempts. */
export function tallyStudents(facts: StudentFacts, studentIds: readonly number[], items: readonly ReportItem[], oneStudent: boolean): ReportMetrics {
  let expected = 0;
  let started = 0;
  let submitted = 0;
  let earned = 0;
  let possible = 0;
  let unscored = 0;
  let last: string | null = null;
  for (const studentId of studentIds) {
    expected += expectedOf(facts, studentId, items).length;
    const counted = countedAttempts(facts, studentId, items);
    if (counted.length > 0) started += 1;
    submitted += counted.length;
    for (const a of counted) {
      if (a.score !== null) {
        earned += a.score;
        possible += a.maxScore ?? 0;
      }
      unscored += a.unscored;
      last = latest(last, a.submittedAt);
    }
  }
  return metricsOf({ students: studentIds.length, studentsStarted: started, expected, submitted, pointsEarned: earned, pointsPossible: possible, unscored, lastSubmittedAt: last }, oneStudent);
}

/** The band of a score percent. */
export function bandOf(percent: number): ScoreBand {
  if (percent < 60) return '0-59';
  if (percent < 70) return '60-69';
  if (percent < 80) return '70-79';
  if (percent < 90) return '80-89';
  return '90-100';
}

/** Students by score band from band counts (in SCORE_BANDS order). */
export const distributionOfCounts = (counts: readonly number[]) => SCORE_BANDS.map((band, i) => ({ band, students: counts[i] ?? 0 }));

/** Students by band of their own score over the table's items (students whose counted work is all scored). */
export function distributionOf(facts: StudentFacts, studentIds: readonly number[], items: readonly ReportItem[]) {
  const counts = SCORE_BANDS.map(() => 0);
  for (const studentId of studentIds) {
    const score = tallyStudents(facts, [studentId], items, true).scorePercent;
    if (score !== null) counts[SCORE_BANDS.indexOf(bandOf(score))] += 1;
  }
  return distributionOfCounts(counts);
}

/** Every round of a student's assessments, oldest first: each round's groups summed. */
export function roundsOf(attempts: readonly AttemptFactRow[]): ReportRound[] {
  const rounds = new Map<string, AttemptFactRow[]>();
  for (const a of attempts) rounds.set(`${a.assessmentId}:${a.retakeRound}`, [...(rounds.get(`${a.assessmentId}:${a.retakeRound}`) ?? []), a]);
  return [...rounds.values()]
    .map((groups) => {
      const scored = groups.filter((g) => g.submitted && g.score !== null);
      const earned = scored.reduce((s, g) => s + (g.score ?? 0), 0);
      const possible = scored.reduce((s, g) => s + (g.maxScore ?? 0), 0);
      const complete = groups.every((g) => g.submitted && g.score !== null);
      return {
        assessmentId: groups[0].assessmentId,
        retakeRound: groups[0].retakeRound,
        isCurrent: groups[0].isCurrent,
        submittedAt: groups.reduce<string | null>((at, g) => latest(at, g.submittedAt), null),
        pointsEarned: earned,
        pointsPossible: possible,
        scorePercent: complete ? percentOf(earned, possible) : null,
      };
    })
    .sort((a, b) => a.assessmentId - b.assessmentId || a.retakeRound - b.retakeRound);
}

/** A table row; special units are numbered 0 in the course, which a row shows as no number. */
export function reportRow(level: ReportLevel, id: number, name: BilingualText, number: number | null, metrics: ReportMetrics, retakeRound: number | null = null): ReportRow {
  return { id, level, name, number: number !== null && number > 0 ? number : null, retakeRound, ...metrics };
}

/** A person's name as both languages show it. */
export const personName = (p: { id: number; firstName: string; lastName: string }): BilingualText => {
  const name = `${p.firstName} ${p.lastName}`;
  return { id: p.id, en: name, es: name };
};

const centralOffsetHours = (at: Date): number => {
  const name = new Intl.DateTimeFormat('en-US', { timeZone: CENTRAL_TIME_ZONE, timeZoneName: 'shortOffset' }).formatToParts(at).find((p) => p.type === 'timeZoneName')?.value ?? 'GMT';
  return Number(name.replace('GMT', '') || 0);
};

/** Midnight of a Central calendar day as an ISO instant (06:00 UTC is before any DST switch at 2 AM Central). */
function centralMidnight(day: string): string {
  const start = Date.parse(`${day}T00:00:00.000Z`);
  return new Date(start - centralOffsetHours(new Date(start + 6 * 3_600_000)) * 3_600_000).toISOString();
}

const nextDay = (day: string) => new Date(Date.parse(`${day}T00:00:00.000Z`) + 86_400_000).toISOString().slice(0, 10);

/** A report's date range (Central calendar days, inclusive) as submit instants. */
export function submitWindow(from: string | undefined, to: string | undefined): SubmitWindow {
  return { from: from ? centralMidnight(from) : null, to: to ? centralMidnight(nextDay(to)) : null };
}
