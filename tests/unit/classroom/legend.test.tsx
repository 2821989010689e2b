// @vitest-environment jsdom
import '../../setup/dom.setup';
import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { FeedbackStatus } from '@domain/assessment/scoring';
import { BenchmarkStatus } from '@domain/assessment/benchmark.schemas';
import {
  BENCHMARK_STATE_LEGEND,
  benchmarkLegend,
  CLASSROOM_LEGEND,
  FEEDBACK_STATUS_LEGEND,
  LEGEND_TONES,
  LESSON_STATUS_LEGEND,
  type LegendIcon,
} from '@domain/classroom/legend';
import { LESSON_STATUSES } from '@domain/learning/lesson-progress.rules';
import { legends } from '@ui/i18n/locales/legends';
import LegendsPage from '@ui/classroom/legends/LegendsPage';
import { managementWorld } from '../management/management-world';
import { renderPage, TEACHER } from './classroom-world';

/** WCAG relative luminance and contrast ratio of two #rrggbb colours. */
function luminance(hex: string): number {
  const [r, g, b] = [1, 3, 5].map((i) => {
    const c = parseInt(hex.slice(i, i + 2), 16) / 255;
    return c <= 0.03928 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4;
  });
  return 0.2126 * r! + 0.7152 * g! + 0.0722 * b!;
}
const contrast = (a: string, b: string) => {
  const [hi, lo] = [luminance(a), luminance(b)].sort((x, y) => y - x);
  return (hi! + 0.05) / (lo! + 0.05);
};

const ICONS: readonly LegendIcon[] = ['circle', 'half-circle', 'check', 'hourglass', 'dashed-circle', 'clock', 'check-circle', 'repeat', 'flag', 'send', 'lock'];
const entries = CLASSROOM_LEGEND.flatMap((g) => g.entries);

describe('the classroom legend data', () => {
  it('has a sign for every lesson status, feedback status and benchmark state, and the groups the teacher screens use', () => {
    expect(Object.keys(LESSON_STATUS_LEGEND).sort()).toEqual([...LESSON_STATUSES].sort());
    expect(Object.keys(FEEDBACK_STATUS_LEGEND).map(Number).sort()).toEqual(Object.values(FeedbackStatus).sort());
    expect(CLASSROOM_LEGEND.map((g) => g.id)).toEqual(['lessonStatus', 'feedbackStatus', 'score', 'retake', 'benchmark', 'unit']);
    expect(new Set(entries.map((e) => e.id)).size).toBe(entries.length);
  });

  it('gives every entry an icon the page can draw, a colour, and an English and a Spanish label and meaning', () => {
    for (const group of CLASSROOM_LEGEND) {
      expect(legends.en).toHaveProperty(group.title);
      expect(legends.es).toHaveProperty(group.title);
    }
    for (const entry of entries) {
      expect(ICONS).toContain(entry.icon);
      expect(LEGEND_TONES).toHaveProperty(entry.tone);
      for (const key of [entry.label, entry.meaning]) {
        const en = (legends.en as Record<string, string>)[key];
        const es = (legends.es as Record<string, string>)[key];
        expect(en, key).toBeTruthy();
        expect(es, key).toBeTruthy();
        expect(es).not.toBe(en);
      }
    }
  });

  it('draws every colour at WCAG AA contrast: text on its background and on white', () => {
    for (const [name, tone] of Object.entries(LEGEND_TONES)) {
      expect(contrast(tone.text, tone.background), name).toBeGreaterThanOrEqual(4.5);
      expect(contrast(tone.text, '#ffffff'), name).toBeGreaterThanOrEqual(4.5);
    }
  });

  it('reads a benchmark assignment as assigned, started, submitted, or a retake round', () => {
    expect(benchmarkLegend({ status: BenchmarkStatus.Assigned, retakeRound: 1 })).toBe(BENCHMARK_STATE_LEGEND.assigned);
    expect(benchmarkLegend({ status: BenchmarkStatus.InProgress, retakeRound: 1 })).toBe(BENCHMARK_STATE_LEGEND.inProgress);
    expect(benchmarkLegend({ status: BenchmarkStatus.Assigned, retakeRound: 2 })).toBe(BENCHMARK_STATE_LEGEND.retake);
    expect(benchmarkLegend({ status: BenchmarkStatus.Submitted, retakeRound: 2 })).toBe(BENCHMARK_STATE_LEGEND.submitted);
  });
});

describe('LegendsPage (/class-room/legends)', () => {
  it('shows each group as a captioned table: a row per sign, its icon and words as the row header, its meaning beside', () => {
    renderPage(<LegendsPage />, managementWorld(TEACHER).services, 'en', '/class-room/legends');
    expect(screen.getByRole('heading', { level: 1, name: 'What the icons mean' })).toBeTruthy();
    const tables = screen.getAllByRole('table');
    expect(tables).toHaveLength(CLASSROOM_LEGEND.length);
    const feedback = screen.getByRole('table', { name: 'Feedback status: 3 signs' });
    const pending = within(feedback).getByRole('rowheader', { name: 'Pending' });
    expect(pending.querySelector('svg')).toBeTruthy();
    expect(within(pending.closest('tr')!).getByText(/waiting for your score/)).toBeTruthy();
    const pill = pending.querySelector('[data-legend="feedbackPending"]') as HTMLElement;
    expect(pill.style.color).toBe('rgb(120, 53, 15)');
    expect(within(screen.getByRole('table', { name: 'Units: 1 sign' })).getByRole('rowheader', { name: 'Locked' })).toBeTruthy();
  });

  it('speaks Spanish', () => {
    renderPage(<LegendsPage />, managementWorld(TEACHER).services, 'es', '/class-room/legends');
    expect(screen.getByRole('heading', { level: 1, name: 'Qué significan los íconos' })).toBeTruthy();
    const lessons = screen.getByRole('table', { name: 'Estado de la lección: 3 signos' });
    expect(within(lessons).getAllByRole('rowheader').map((h) => h.textContent?.trim())).toEqual(['Sin empezar', 'En curso', 'Completada']);
  });
});
