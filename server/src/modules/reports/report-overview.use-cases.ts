import type { BilingualText } from '@domain/content/bilingual.schemas';
import { RoleId } from '@domain/identity/role';
import type { ReportOverviewQuery } from '@domain/reports/report.schemas';
import type { ReportLevel, ReportTable } from '@domain/reports/report.responses';
import type { ReportType, SubReport } from '@domain/reports/report-types';
import type { AppDeps } from '../../app-deps';
import { appError } from '../../http/app-error';
import type { AuthUser } from '../auth/auth-user';
import { isBenchmark, itemsOfType, reportCatalogue } from './report-catalogue.use-cases';
import { drillDown, type ReportOptions } from './report-drilldown.use-cases';
import * as reads from './report-read.repository';
import { tallyPlaces, tallyRoster, type PlaceLevel, type RollupFilter, type StudentScope, type TallyRow } from './report-read-rollup.repository';
import { distributionOfCounts, metricsOf, personName, reportRow, submitWindow } from './report-tally.use-cases';

/*
 * The management dashboard's report (GET Report/overview): the narrowest of the filters and the
 * viewer's own place sets the rows, one level below it (all → states → districts → schools → teachers
 * → classrooms → students). The viewer's place is the top: a campus manager's school is theirs, a
 * teacher is themself; a filter outside it is refused (403), filters that contradict each other are a
 * bad request (400), an unknown one 404.
 */

const LEVELS = ['all', 'state', 'district', 'school', 'teacher', 'classroom'] as const;
type Level = (typeof LEVELS)[number];

/** A place or person the report is narrowed to, with the places above it. */
export interface ReportNode {
  readonly level: Level;
  readonly id: number;
  readonly name: BilingualText;
  readonly chain: Readonly<Partial<Record<Level, number | null>>>;
}

const same = (id: number, text: string): BilingualText => ({ id, en: text, es: text });
// The whole platform has no record of its own; its title names it in both languages.
const ALL: ReportNode = { level: 'all', id: 1, name: { id: 1, en: 'All states', es: 'Todos los estados' }, chain: {} };

const within = (inner: ReportNode, outer: ReportNode) => outer.level === 'all' || (inner.level === outer.level ? inner.id === outer.id : inner.chain[outer.level] === outer.id);
const depth = (n: ReportNode) => LEVELS.indexOf(n.level);

async function nodeOf(deps: AppDeps, level: Exclude<Level, 'all'>, id: number): Promise<ReportNode> {
  const notFound = () => appError('REPORT.PLACE_NOT_FOUND');
  if (level === 'teacher') {
    const t = await reads.findTeacherPlace(deps.db, id);
    if (!t) throw notFound();
    return { level, id, name: personName(t), chain: { state: t.stateId, district: t.districtId, school: t.schoolId } };
  }
  if (level === 'classroom') {
    const c = await reads.findClassroomPlace(deps.db, id);
    if (!c) throw notFound();
    return { level, id, name: same(c.id, c.name), chain: { state: c.stateId, district: c.districtId, school: c.schoolId, teacher: c.teacherUserId } };
  }
  const p = await reads.findPlaceChain(deps.db, level, id);
  if (!p) throw notFound();
  return { level, id, name: same(p.id, p.name), chain: { state: p.stateId, district: p.districtId, school: p.schoolId } };
}

/** The viewer's own top: where their scope begins (support acting for nobody reads no report). */
async function viewerTop(deps: AppDeps, viewer: AuthUser): Promise<ReportNode> {
  const place = (level: 'state' | 'district' | 'school', id: number | null) => (id === null ? Promise.reject(appError('REPORT.OUT_OF_SCOPE')) : nodeOf(deps, level, id));
  switch (viewer.roleId) {
    case RoleId.SuperAdmin:
      return ALL;
    case RoleId.StateManager:
      return place('state', viewer.stateId);
    case RoleId.DistrictManager:
      return place('district', viewer.districtId);
    case RoleId.CampusManager:
      return place('school', viewer.schoolId);
    case RoleId.DistrictTeacher:
      return nodeOf(deps, 'teacher', viewer.id);
    default:
      throw appError('REPORT.OUT_OF_SCOPE');
  }
}

const FILTERS = [
  ['stateId', 'state'],
  ['districtId', 'district'],
  ['schoolId', 'school'],
  ['teacherId', 'teacher'],
  ['classroomId', 'classroom'],
] as const;

/** The narrowest place the filters and the viewer's scope agree on. */
export async function overviewNode(deps: AppDeps, viewer: AuthUser, query: ReportOverviewQuery): Promise<ReportNode> {
  const top = await viewerTop(deps, viewer);
  const given: { field: string; node: ReportNode }[] = [];
  for (const [field, level] of FILTERS) {
    const id = query[field];
    if (id !== undefined) given.push({ field, node: await nodeOf(deps, level, id) });
  }
  for (const { node } of given) if (!within(node, top) && !within(top, node)) throw appError('REPORT.OUT_OF_SCOPE');
  const narrowest = [top, ...given.map((g) => g.node)].reduce((a, b) => (depth(b) > depth(a) ? b : a));
  if (!within(narrowest, top)) throw appError('REPORT.OUT_OF_SCOPE');
  const mismatch = given.find((g) => !within(narrowest, g.node));
  if (mismatch) throw appError('REPORT.FILTER_MISMATCH', { fields: [{ field: mismatch.field, message: 'reportFilterMismatch' }] });
  return narrowest;
}

const CHILD: Record<'all' | 'state' | 'district', PlaceLevel> = { all: 'state', state: 'district', district: 'school' };

/** Rows of places or teachers from the rollups, one per place (or teacher) below the node. */
async function rollupTable(deps: AppDeps, node: ReportNode & { level: 'all' | 'state' | 'district' | 'school' }, options: ReportOptions): Promise<ReportTable> {
  const filter: RollupFilter = { reportType: options.reportType, unitId: options.unitId, ...options.window };
  const dated = filter.from !== null || filter.to !== null;
  let named: { id: number; name: BilingualText }[];
  let tallies: TallyRow[];
  let level: ReportLevel;
  if (node.level === 'school') {
    level = 'teacher';
    const teachers = await reads.listSchoolTeachers(deps.db, node.id);
    named = teachers.map((t) => ({ id: t.id, name: personName(t) }));
    tallies = await tallyRoster(deps.db, { by: 'teachersOfSchool', schoolId: node.id }, filter);
  } else {
    level = CHILD[node.level];
    const parent = node.level === 'all' ? null : { level: node.level, id: node.id };
    named = (await reads.listPlacesIn(deps.db, level, parent?.id ?? null)).map((p) => ({ id: p.id, name: same(p.id, p.name) }));
    tallies = dated ? await tallyRoster(deps.db, { by: 'placesIn', level, parent }, filter) : await tallyPlaces(deps.db, level, parent, filter);
  }
  const perStudent = itemsOfType(await reportCatalogue(deps), options.reportType, options.unitId).length;
  const rows = named.map(({ id, name }) => {
    const t = tallies.find((x) => x.key === id);
    const sums = t ?? { students: 0, studentsStarted: 0, assigned: 0, submitted: 0, pointsEarned: 0, pointsPossible: 0, unscored: 0, lastSubmittedAt: null };
    const expected = isBenchmark(options.reportType) ? sums.assigned : sums.students * perStudent;
    return reportRow(level, id, name, null, metricsOf({ ...sums, expected }, false));
  });
  const bands = [0, 1, 2, 3, 4].map((i) => tallies.reduce((n, t) => n + t.bands[i], 0));
  return { reportType: options.reportType, subReport: options.subReport, level, title: node.name, rows, distribution: distributionOfCounts(bands), rounds: [] };
}

export function overviewOptions(query: ReportOverviewQuery): ReportOptions {
  return {
    reportType: query.reportType as ReportType,
    subReport: query.subReport as SubReport,
    unitId: query.unitId ?? null,
    window: submitWindow(query.from, query.to),
  };
}

/** The table one level below a node. */
export async function tableBelow(deps: AppDeps, viewer: AuthUser, node: ReportNode, options: ReportOptions): Promise<ReportTable> {
  switch (node.level) {
    case 'teacher':
      return drillDown(deps, viewer, { rows: 'classroomsOfTeacher', teacherId: node.id }, options);
    case 'classroom':
      return drillDown(deps, viewer, { rows: 'studentsOfClassroom', classroomId: node.id }, options);
    default:
      return rollupTable(deps, node as ReportNode & { level: 'all' | 'state' | 'district' | 'school' }, options);
  }
}

/** `GET Report/overview`. */
export async function reportOverview(deps: AppDeps, viewer: AuthUser, query: ReportOverviewQuery): Promise<ReportTable> {
  return tableBelow(deps, viewer, await overviewNode(deps, viewer, query), overviewOptions(query));
}

/** Whose students the download's Students sheet lists for a node. */
export function studentScopeOf(node: ReportNode): StudentScope {
  return node.level === 'all' ? null : { level: node.level, id: node.id };
}
