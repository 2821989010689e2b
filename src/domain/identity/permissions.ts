import { RoleId } from './role';

const { SuperAdmin, DistrictManager, CampusManager, DistrictTeacher, ContentCreator, Student, SupportRole, StateManager } =
  RoleId;

/** Who may add which roles (product-spec §6). Students join through classrooms and sign-up, not through add-user. */
export const ROLES_ADDABLE_BY: Record<RoleId, readonly RoleId[]> = {
  [SuperAdmin]: [ContentCreator, CampusManager, DistrictTeacher, DistrictManager, SupportRole, StateManager],
  [StateManager]: [DistrictManager, CampusManager, DistrictTeacher],
  [DistrictManager]: [CampusManager, DistrictTeacher],
  [CampusManager]: [DistrictTeacher],
  [SupportRole]: [ContentCreator, CampusManager, DistrictTeacher, DistrictManager, SupportRole],
  [ContentCreator]: [],
  [DistrictTeacher]: [],
  [Student]: [],
};

/** Which roles appear in a viewer's user list (product-spec §6 "By viewer"). */
export const ROLES_VISIBLE_TO: Record<RoleId, readonly RoleId[]> = {
  [SuperAdmin]: [SuperAdmin, DistrictManager, CampusManager, DistrictTeacher, ContentCreator, Student, SupportRole, StateManager],
  [SupportRole]: [SuperAdmin, DistrictManager, CampusManager, DistrictTeacher, ContentCreator, Student, SupportRole, StateManager],
  [StateManager]: [StateManager, DistrictManager, CampusManager, DistrictTeacher, Student],
  [DistrictManager]: [DistrictManager, CampusManager, DistrictTeacher, Student],
  [CampusManager]: [CampusManager, DistrictTeacher, Student],
  [DistrictTeacher]: [],
  [ContentCreator]: [],
  [Student]: [],
};

export function mayAddRole(viewer: RoleId, target: RoleId): boolean {
  return ROLES_ADDABLE_BY[viewer].includes(target);
}

export function maySeeRole(viewer: RoleId, target: RoleId): boolean {
  return ROLES_VISIBLE_TO[viewer].includes(target);
}

/**
 * A manager edits or removes only users of a role they may add; students are managed by the
 * managers who see them (their school's campus manager and up), because students enter through
 * classrooms rather than add-user. See docs/decisions.md.
 */
export function mayManageUserOfRole(viewer: RoleId, target: RoleId): boolean {
  if (mayAddRole(viewer, target)) return true;
  return target === Student && maySeeRole(viewer, Student);
}

export type ManagementSection =
  | 'users'
  | 'states'
  | 'districts'
  | 'schools'
  | 'districtSync'
  | 'singleSignOn'
  | 'standards'
  | 'classrooms'
  | 'reporting'
  | 'analytics'
  | 'supportDashboard'
  | 'builder';

/**
 * Management sections per role (product-spec §6). Schools are added for the super admin so one
 * person can build a whole world through the UI (docs/decisions.md). Analytics (product-spec §2's
 * sub-screen; §6's lists predate it) goes to every role that reads usage in a report scope.
 */
export const MANAGEMENT_SECTIONS: Record<RoleId, readonly ManagementSection[]> = {
  [SuperAdmin]: ['users', 'states', 'districts', 'schools', 'districtSync', 'singleSignOn', 'standards', 'reporting', 'analytics'],
  [StateManager]: ['reporting', 'users', 'districts', 'analytics'],
  [DistrictManager]: ['users', 'schools', 'reporting', 'analytics'],
  [CampusManager]: ['users', 'classrooms', 'reporting', 'analytics'],
  [DistrictTeacher]: ['classrooms', 'reporting'],
  [SupportRole]: ['supportDashboard', 'reporting'],
  [ContentCreator]: ['builder'],
  [Student]: [],
};

/** The scope a user list is loaded by (product-spec §6 "User list scope"). */
export type UserListScope = 'all' | 'state' | 'district' | 'school' | 'none';

export const USER_LIST_SCOPE: Record<RoleId, UserListScope> = {
  [SuperAdmin]: 'all',
  [SupportRole]: 'all',
  [StateManager]: 'state',
  [DistrictManager]: 'district',
  [CampusManager]: 'school',
  [DistrictTeacher]: 'none',
  [ContentCreator]: 'none',
  [Student]: 'none',
};

/** Landing route per role (product-spec §2 "Landing page per role"). */
export const LANDING_ROUTE: Record<RoleId, string> = {
  [SuperAdmin]: '/management-dashboard',
  [DistrictManager]: '/management-dashboard',
  [CampusManager]: '/management-dashboard',
  [StateManager]: '/management-dashboard',
  [SupportRole]: '/support-dashboard',
  [Student]: '/',
  [ContentCreator]: '/back-office/dashboard-builder',
  [DistrictTeacher]: '/class-room/management',
};

/** Who may write which geography record. Reads are open to everyone (sign-up needs them). */
export const GEOGRAPHY_WRITERS = {
  state: [SuperAdmin],
  district: [SuperAdmin, StateManager],
  school: [SuperAdmin, StateManager, DistrictManager],
} as const satisfies Record<string, readonly RoleId[]>;
