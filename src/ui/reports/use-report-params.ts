import { useCallback, useMemo } from 'react';
import { useSearchParams } from 'react-router-dom';
import type { ReportRequest } from '@application/reports/report.use-cases';
import { DEFAULT_REPORT_TYPE, DEFAULT_SUB_REPORT, REPORT_TYPES, SUB_REPORTS, type ReportType, type SubReport } from '@domain/reports/report-types';

/** The id-valued search params a reporting screen keeps (places, person, classroom, unit). */
export type ReportIdParam = 'stateId' | 'districtId' | 'schoolId' | 'teacherId' | 'classroomId' | 'unitId';

const DAY = /^\d{4}-\d{2}-\d{2}$/;

function idOf(value: string | null): number | undefined {
  const id = Number(value);
  return value && Number.isSafeInteger(id) && id > 0 ? id : undefined;
}

function oneOf<T extends number>(value: string | null, allowed: readonly T[], fallback: T): T {
  const n = Number(value);
  return value !== null && (allowed as readonly number[]).includes(n) ? (n as T) : fallback;
}

/**
 * The report shown and its filters, kept in the address (`?reportType=3&from=2026-11-01&classroomId=4`)
 * so a reload, a bookmark or Back shows the same report. Anything not an id or a day is ignored.
 */
export function useReportParams() {
  const [params, setParams] = useSearchParams();
  const reportType: ReportType = oneOf(params.get('reportType'), REPORT_TYPES, DEFAULT_REPORT_TYPE);
  const subReport: SubReport = oneOf(params.get('subReport'), SUB_REPORTS, DEFAULT_SUB_REPORT);
  const day = (name: 'from' | 'to') => {
    const value = params.get(name);
    return value && DAY.test(value) ? value : undefined;
  };
  const from = day('from');
  const to = day('to');
  const unitId = idOf(params.get('unitId'));
  const request: ReportRequest = useMemo(() => ({ reportType, subReport, unitId, from, to }), [reportType, subReport, unitId, from, to]);
  const id = useCallback((name: ReportIdParam) => idOf(params.get(name)), [params]);
  /** Changes some params (null or undefined removes one) and keeps the rest. */
  const change = useCallback(
    (changes: Readonly<Record<string, string | number | null | undefined>>) =>
      setParams((current) => {
        const next = new URLSearchParams(current);
        for (const [name, value] of Object.entries(changes)) {
          if (value === null || value === undefined || value === '') next.delete(name);
          else next.set(name, String(value));
        }
        return next;
      }),
    [setParams],
  );
  return { request, id, change };
}
