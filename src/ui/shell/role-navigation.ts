import { RoleId } from '@domain/identity/role';

export interface NavItem {
  readonly to: string;
  readonly labelKey: string;
}

/** The real navigation of each role's landing area (product-spec §2 routes). */
export const NAVIGATION_BY_ROLE: Record<RoleId, readonly NavItem[]> = {
  [RoleId.Student]: [
    { to: '/', labelKey: 'navUnits' },
    { to: '/scope-and-sequence', labelKey: 'navScopeAndSequence' },
    { to: '/literacy-skills', labelKey: 'navLiteracySkills' },
    { to: '/contributors', labelKey: 'navContributors' },
  ],
  [RoleId.DistrictTeacher]: [
    { to: '/class-room/management', labelKey: 'navClassrooms' },
    { to: '/class-room/reporting', labelKey: 'navReporting' },
    { to: '/class-room/grading', labelKey: 'navGradingQueue' },
    { to: '/class-room/benchmarks', labelKey: 'navBenchmarks' },
    { to: '/class-room/details', labelKey: 'navClassroomDetails' },
  ],
  [RoleId.SuperAdmin]: [
    { to: '/management-dashboard', labelKey: 'navManagement' },
    { to: '/back-office/dashboard-builder', labelKey: 'navBuilder' },
  ],
  [RoleId.StateManager]: [{ to: '/management-dashboard', labelKey: 'navManagement' }],
  [RoleId.DistrictManager]: [{ to: '/management-dashboard', labelKey: 'navManagement' }],
  [RoleId.CampusManager]: [
    { to: '/management-dashboard', labelKey: 'navManagement' },
    { to: '/class-room/details', labelKey: 'navClassroomDetails' },
  ],
  [RoleId.SupportRole]: [
    { to: '/support-dashboard', labelKey: 'navSupport' },
    { to: '/support/class-room/management', labelKey: 'navSupportClassrooms' },
    { to: '/support/class-room/legends', labelKey: 'navSupportLegends' },
    { to: '/support/class-room/benchmarks', labelKey: 'navSupportBenchmarks' },
    { to: '/support/class-room/reporting', labelKey: 'navSupportReporting' },
  ],
  [RoleId.ContentCreator]: [
    { to: '/back-office/dashboard-builder', labelKey: 'navBuilder' },
    { to: '/back-office/contributors-page-builder', labelKey: 'navContributorsBuilder' },
  ],
};
