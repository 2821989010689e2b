import { BenchmarkStatus } from '../assessment/benchmark.schemas';
import { FeedbackStatus } from '../assessment/scoring';
import type { LessonStatus } from '../learning/lesson-progress.rules';

/**
 * What each status of the teacher's screens looks like: one icon, one colour and one label per
 * status, as data, so the legends page (/class-room/legends) and the screens that show the statuses
 * draw them from the same mapping. The icons are the ones the screens already use (the student's
 * lesson status pills and waiting badge, the classroom details page's feedback and lock icons), so a
 * teacher reads the same signs everywhere. Colour is never the only sign: every entry has words.
 */

/**
 * Icons the product draws: the student screens' (src/ui/learning/common/icons.tsx, src/ui/assessment/icons.tsx),
 * the classroom details page's (src/ui/classroom/details/status-icons.tsx) and the legend's own.
 */
export type LegendIcon = 'circle' | 'half-circle' | 'check' | 'hourglass' | 'dashed-circle' | 'clock' | 'check-circle' | 'repeat' | 'flag' | 'send' | 'lock';

/** A colour of the status pills: text on background with a border of the text colour. */
export interface LegendTone {
  readonly text: string;
  readonly background: string;
}

/**
 * The tones, taken from the student screens' pills (ProgressStatus.module.css, assessment.module.css).
 * Each text colour reaches WCAG AA (4.5:1) on its background and on white (tests/unit/classroom/legend.test.ts).
 */
export const LEGEND_TONES = {
  neutral: { text: '#374151', background: '#f3f4f6' },
  progress: { text: '#1e3a8a', background: '#eff6ff' },
  done: { text: '#14532d', background: '#f0fdf4' },
  waiting: { text: '#78350f', background: '#fffbeb' },
  retake: { text: '#5b21b6', background: '#f5f3ff' },
  locked: { text: '#1f2937', background: '#e5e7eb' },
} as const satisfies Record<string, LegendTone>;
export type LegendToneName = keyof typeof LEGEND_TONES;

/** One sign: its icon, its colour, and the key of its label and of the sentence that explains it. */
export interface LegendEntry {
  readonly id: string;
  readonly icon: LegendIcon;
  readonly tone: LegendToneName;
  /** i18n key of the short label shown beside the icon (locale bundle `legends`). */
  readonly label: string;
  /** i18n key of what it means for the teacher. */
  readonly meaning: string;
}

/** A group of signs, as the teacher's screens group them. */
export interface LegendGroup {
  readonly id: 'lessonStatus' | 'feedbackStatus' | 'score' | 'retake' | 'benchmark' | 'unit';
  /** i18n key of the group's heading. */
  readonly title: string;
  readonly entries: readonly LegendEntry[];
}

const entry = (id: string, icon: LegendIcon, tone: LegendToneName): LegendEntry => ({
  id,
  icon,
  tone,
  label: `legend_${id}`,
  meaning: `legend_${id}_meaning`,
});

/** Lesson status (product-spec §4): the student screens' pills. */
export const LESSON_STATUS_LEGEND: Readonly<Record<LessonStatus, LegendEntry>> = {
  'not-started': entry('lessonNotStarted', 'circle', 'neutral'),
  'in-progress': entry('lessonInProgress', 'half-circle', 'progress'),
  completed: entry('lessonCompleted', 'check', 'done'),
};

/** A unit's or assessment's feedback status (0 nothing submitted, 1 pending, 2 every question scored). */
export const FEEDBACK_STATUS_LEGEND: Readonly<Record<FeedbackStatus, LegendEntry>> = {
  [FeedbackStatus.None]: entry('feedbackNone', 'dashed-circle', 'neutral'),
  [FeedbackStatus.Pending]: entry('feedbackPending', 'clock', 'waiting'),
  [FeedbackStatus.Completed]: entry('feedbackCompleted', 'check-circle', 'done'),
};

/** A blank score: some question is still unscored (a score of -1 or blank means unscored). */
export const BLANK_SCORE_LEGEND: LegendEntry = entry('scoreBlank', 'hourglass', 'waiting');

/** Round 2 or later: the teacher allowed a retake; earlier rounds stay as history. */
export const RETAKE_ROUND_LEGEND: LegendEntry = entry('retakeRound', 'repeat', 'retake');

/** A benchmark assignment's state in its period: assigned (0), in progress (1), submitted (2), or reopened as a retake. */
export const BENCHMARK_STATE_LEGEND = {
  assigned: entry('benchmarkAssigned', 'flag', 'neutral'),
  inProgress: entry('benchmarkInProgress', 'half-circle', 'progress'),
  submitted: entry('benchmarkSubmitted', 'send', 'done'),
  retake: entry('benchmarkRetake', 'repeat', 'retake'),
} as const satisfies Record<string, LegendEntry>;

/** A unit locked for a classroom: its students cannot open it. */
export const UNIT_LOCKED_LEGEND: LegendEntry = entry('unitLocked', 'lock', 'locked');

/** The benchmark sign of an assignment: a retake round that is open again reads "retake". */
export function benchmarkLegend(a: { readonly status: number; readonly retakeRound: number }): LegendEntry {
  if (a.status === BenchmarkStatus.Submitted) return BENCHMARK_STATE_LEGEND.submitted;
  if (a.retakeRound > 1) return BENCHMARK_STATE_LEGEND.retake;
  return a.status === BenchmarkStatus.InProgress ? BENCHMARK_STATE_LEGEND.inProgress : BENCHMARK_STATE_LEGEND.assigned;
}

/** Everything the legends page explains, in the order the teacher meets it. */
export const CLASSROOM_LEGEND: readonly LegendGroup[] = [
  { id: 'lessonStatus', title: 'legendGroup_lessonStatus', entries: Object.values(LESSON_STATUS_LEGEND) },
  { id: 'feedbackStatus', title: 'legendGroup_feedbackStatus', entries: Object.values(FEEDBACK_STATUS_LEGEND) },
  { id: 'score', title: 'legendGroup_score', entries: [BLANK_SCORE_LEGEND] },
  { id: 'retake', title: 'legendGroup_retake', entries: [RETAKE_ROUND_LEGEND] },
  { id: 'benchmark', title: 'legendGroup_benchmark', entries: Object.values(BENCHMARK_STATE_LEGEND) },
  { id: 'unit', title: 'legendGroup_unit', entries: [UNIT_LOCKED_LEGEND] },
];
