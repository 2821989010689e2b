import { describe, expect, it } from 'vitest';
import { centralTimeText, reportTableSheet, sheetName, standardsReportSheet, studentLineCells, studentsSheetLayout } from '@domain/reports/report-sheet';
import type { ReportTable, StandardsReport } from '@domain/reports/report.responses';

/** The workbook layout both xlsx writers render (server and browser). */

const row = {
  id: 7,
  level: 'student' as const,
  name: { id: 7, en: 'Ana Ruiz', es: 'Ana Ruiz' },
  number: null,
  retakeRound: 2,
  students: 1,
  studentsStarted: 1,
  expected: 4,
  submitted: 3,
  completionPercent: 75,
  pointsEarned: 7.5,
  pointsPossible: 10,
  scorePercent: 75,
  unscored: 0,
  lastSubmittedAt: '2026-11-24T20:05:00.000Z',
};
const table: ReportTable = { reportType: 1, subReport: 1, level: 'student', title: { id: 3, en: 'Period 2: US History', es: 'Periodo 2: Historia' }, rows: [row], distribution: [], rounds: [] };

describe('report sheets', () => {
  it('lays a table out with headers in the reader’s language, fractions for percents and Central time text', () => {
    const sheet = reportTableSheet(table, 'en');
    expect(sheet.name).toBe('Period 2  US History');
    expect(sheet.columns.map((c) => c.header)).toEqual([
      'Name',
      'Number',
      'Round',
      'Students',
      'Students started',
      'Expected',
      'Submitted',
      'Completion',
      'Points earned',
      'Points possible',
      'Score',
      'Waiting for a score',
      'Last submit (Central time)',
    ]);
    expect(sheet.columns.find((c) => c.header === 'Completion')?.kind).toBe('percent');
    expect(sheet.rows).toEqual([['Ana Ruiz', null, 2, 1, 1, 4, 3, 0.75, 7.5, 10, 0.75, 0, '2026-11-24 14:05 CT']]);
    expect(reportTableSheet({ ...table, level: 'unit', rows: [{ ...row, level: 'unit' }] }, 'es').columns.map((c) => c.header)).not.toContain('Intento');
    expect(reportTableSheet(table, 'es').columns[0].header).toBe('Nombre');
  });

  it('writes Central time across daylight saving and keeps sheet names legal', () => {
    expect(centralTimeText('2026-07-01T17:30:00.000Z')).toBe('2026-07-01 12:30 CT');
    expect(centralTimeText(null)).toBeNull();
    // Around both 2026 switches (Mar 8, Nov 1 at 2 AM local) and over a year at odd minutes: the same text Intl gives.
    const intl = new Intl.DateTimeFormat('en-CA', { timeZone: 'America/Chicago', year: 'numeric', month: '2-digit', day: '2-digit', hour: '2-digit', minute: '2-digit', hourCycle: 'h23' });
    const viaIntl = (ms: number) => `${intl.format(new Date(ms)).replace(',', '')} CT`;
    const instants = [Date.UTC(2026, 2, 8, 7, 59), Date.UTC(2026, 2, 8, 8, 0), Date.UTC(2026, 10, 1, 6, 59), Date.UTC(2026, 10, 1, 7, 0), Date.UTC(2026, 10, 1, 7, 30)];
    for (let ms = Date.UTC(2026, 0, 1, 0, 7); ms < Date.UTC(2027, 0, 1); ms += 7 * 3_600_000 + 13 * 60_000) instants.push(ms);
    for (const ms of instants) expect(centralTimeText(new Date(ms).toISOString())).toBe(viaIntl(ms));
    expect(centralTimeText('2026-11-01T06:30:00.000Z')).toBe('2026-11-01 01:30 CT');
    expect(centralTimeText('2026-11-01T07:30:00.000Z')).toBe('2026-11-01 01:30 CT');
    expect(sheetName('a/b?c'.repeat(10)).length).toBe(31);
    expect(sheetName('')).toBe('Report');
  });

  it('lays standards out one row per standard with a mastery column per student', () => {
    const report: StandardsReport = {
      title: { id: 3, en: 'Period 2', es: 'Periodo 2' },
      standards: [{ code: '8.4A', description: 'Causes', questions: 2, pointsEarned: 3, pointsPossible: 4, masteryPercent: 75 }],
      students: [{ id: 7, name: { id: 7, en: 'Ana Ruiz', es: 'Ana Ruiz' }, standards: [{ code: '8.4A', pointsEarned: 3, pointsPossible: 4, masteryPercent: 75 }] }],
    };
    const sheet = standardsReportSheet(report, 'es');
    expect(sheet.name).toBe('Estándares Periodo 2');
    expect(sheet.columns.map((c) => c.header)).toEqual(['Estándar', 'Descripción', 'Preguntas', 'Puntos obtenidos', 'Puntos posibles', 'Dominio', 'Ana Ruiz']);
    expect(sheet.rows).toEqual([['8.4A', 'Causes', 2, 3, 4, 0.75, 0.75]]);
  });

  it('gives the Students sheet its layout first and each student a line', () => {
    expect(studentsSheetLayout('en').name).toBe('Students');
    expect(studentLineCells({ name: 'Ana Ruiz', school: 'Lincoln', expected: 4, submitted: 2, completionPercent: 50, scorePercent: null, lastSubmittedAt: null })).toEqual(['Ana Ruiz', 'Lincoln', 2, 4, 0.5, null, null]);
  });
});
