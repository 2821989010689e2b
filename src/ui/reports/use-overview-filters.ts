import { useMemo } from 'react';
import { useQuery } from '@tanstack/react-query';
import type { ReportOverviewFilters } from '@application/reports/report.use-cases';
import type { ReducedProfile } from '@domain/identity/user.schemas';
import { ReportType } from '@domain/reports/report-types';
import { useServices } from '../app/services-context';
import { campusClassroomQueries } from '../classroom/campus-classrooms.queries';
import { classroomDetailsQueries } from '../classroom/classroom-details.queries';
import { placeQueries } from '../common/places.queries';
import { lockedLevels, ownScopePlace } from '../management/viewer-scope';
import { reportQueries } from './reports.queries';
import { useReportParams, type ReportIdParam } from './use-report-params';
import { useReportWords } from './use-report-words';

/** The overview's narrowing, widest first: choosing one clears those after it. */
export const FILTER_CHAIN = ['stateId', 'districtId', 'schoolId', 'teacherId', 'classroomId'] as const satisfies readonly ReportIdParam[];
export type ChainParam = (typeof FILTER_CHAIN)[number];

export interface Choice {
  readonly value: string;
  readonly label: string;
}

/**
 * The management report's filters from the address, with the viewer's own scope forced on top (a
 * district manager always within their district; the server checks it again), and the choices of
 * each select: the places (cached with the place pickers), the school's teachers and classrooms, the
 * classroom's units as its report lists them.
 */
export function useOverviewFilters(viewer: ReducedProfile) {
  const { places, classrooms, reports } = useServices();
  const words = useReportWords();
  const { request, id, change } = useReportParams();
  const own = ownScopePlace(viewer);
  const locked = lockedLevels(viewer);
  const stateId = (locked.state ? own.stateId : id('stateId')) ?? undefined;
  const districtId = (locked.district ? own.districtId : id('districtId')) ?? undefined;
  const schoolId = (locked.school ? own.schoolId : id('schoolId')) ?? undefined;
  const teacherId = schoolId ? id('teacherId') : undefined;
  const classroomId = schoolId ? id('classroomId') : undefined;
  const filters: ReportOverviewFilters = useMemo(
    () => ({ ...request, stateId, districtId, schoolId, teacherId, classroomId }),
    [request, stateId, districtId, schoolId, teacherId, classroomId],
  );

  const states = useQuery(placeQueries.states(places)).data ?? [];
  const districts = useQuery({ ...placeQueries.districts(places, stateId ?? null), enabled: !!stateId }).data ?? [];
  const schools = useQuery({ ...placeQueries.schools(places, { districtId: districtId ?? null }), enabled: !!districtId }).data ?? [];
  const teacherGroups = useQuery({ ...campusClassroomQueries.teachers(classrooms, schoolId ?? 0), enabled: !!schoolId }).data ?? [];
  const schoolClassrooms = useQuery({ ...classroomDetailsQueries.ofSchool(classrooms, schoolId ?? 0), enabled: !!schoolId }).data ?? [];
  const units = useQuery({
    ...reportQueries.view(reports, { call: 'classroom', classroomId: classroomId ?? 0 }, { ...request, unitId: undefined }),
    enabled: !!classroomId && request.reportType !== ReportType.Benchmark,
  }).data;

  const choices: Record<ChainParam | 'unitId', readonly Choice[]> = {
    stateId: states.map((s) => ({ value: String(s.id), label: s.name })),
    districtId: districts.map((d) => ({ value: String(d.id), label: d.name })),
    schoolId: schools.map((s) => ({ value: String(s.id), label: s.name })),
    teacherId: teacherGroups.flatMap((group) => group.teachers).map((teacher) => ({ value: String(teacher.id), label: teacher.name })),
    classroomId: schoolClassrooms.filter((c) => !teacherId || c.teacherUserId === teacherId).map((c) => ({ value: String(c.id), label: c.name })),
    unitId: (units?.rows ?? []).map((row) => ({ value: String(row.id), label: words.name(row) })),
  };
  /** Chooses (or clears) one level: every narrower one is cleared, as its choices change, and the unit (a classroom's choice). */
  const choose = (param: ChainParam, value: number | null) => {
    const after = FILTER_CHAIN.slice(FILTER_CHAIN.indexOf(param) + 1);
    change({ [param]: value, ...Object.fromEntries(after.map((p) => [p, null])), unitId: null });
  };
  const lockedParams: Readonly<Record<ChainParam, boolean>> = { stateId: locked.state, districtId: locked.district, schoolId: locked.school, teacherId: false, classroomId: false };
  return { filters, request, change, choices, choose, locked: lockedParams };
}
