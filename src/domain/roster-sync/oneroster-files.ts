/*
 * The OneRoster 1.2 CSV binding as this platform reads it (issue 16; docs/roster-sync.md): the files
 * it understands, each with the standard's columns in the standard's order, and what each field may
 * hold. Pure: the server's package reader applies these rules to every row, and a client could check
 * a file with them before sending it.
 */

export const MANIFEST_FILE = 'manifest.csv';
export const MANIFEST_COLUMNS = ['propertyName', 'value'] as const;
/** The manifest rows the standard fixes for a 1.2 package. */
export const MANIFEST_VERSIONS = { 'manifest.version': '1.0', 'oneroster.version': '1.2' } as const;
/** How a file is supplied, per its manifest row `file.<name>`. */
export const FILE_MODES = ['absent', 'bulk', 'delta'] as const;
export type FileMode = (typeof FILE_MODES)[number];

export const RECORD_STATUSES = ['active', 'tobedeleted'] as const;
export const ORG_TYPES = ['department', 'school', 'district', 'local', 'state', 'national'] as const;
export const SESSION_TYPES = ['gradingPeriod', 'semester', 'schoolYear', 'term'] as const;
export const CLASS_TYPES = ['homeroom', 'scheduled'] as const;
export const ROLE_TYPES = ['primary', 'secondary'] as const;
export const USER_ROLES = [
  'aide',
  'counselor',
  'districtAdministrator',
  'guardian',
  'parent',
  'principal',
  'proctor',
  'relative',
  'siteAdministrator',
  'student',
  'systemAdministrator',
  'teacher',
] as const;
export const ENROLLMENT_ROLES = ['administrator', 'proctor', 'student', 'teacher'] as const;

/**
 * What a field may hold. `required`: never blank. Every file's `status` and `dateLastModified` are
 * required in a delta file and may be blank in a bulk one (the standard's rule for the two).
 */
export type FieldRule =
  | { readonly kind: 'text'; readonly required?: boolean }
  | { readonly kind: 'enum'; readonly values: readonly string[]; readonly required?: boolean }
  | { readonly kind: 'status' | 'dateTime' }
  | { readonly kind: 'date' | 'boolean' | 'year'; readonly required?: boolean };

const text = (required = false): FieldRule => ({ kind: 'text', required });
const oneOf = (values: readonly string[], required = false): FieldRule => ({ kind: 'enum', values, required });
const date = (required = false): FieldRule => ({ kind: 'date', required });
const STATUS: FieldRule = { kind: 'status' };
const MODIFIED: FieldRule = { kind: 'dateTime' };
const BOOLEAN: FieldRule = { kind: 'boolean' };

/** One data file: its name in the zip and its columns in order, each with its rule. */
export interface RosterFileSpec {
  readonly fileName: string;
  readonly columns: readonly (readonly [string, FieldRule])[];
}

const SHARED = [['sourcedId', text(true)], ['status', STATUS], ['dateLastModified', MODIFIED]] as const;

export const ONEROSTER_FILES = {
  academicSessions: {
    fileName: 'academicSessions.csv',
    columns: [...SHARED, ['title', text(true)], ['type', oneOf(SESSION_TYPES, true)], ['startDate', date(true)], ['endDate', date(true)], ['parentSourcedId', text()], ['schoolYear', { kind: 'year', required: true }]],
  },
  orgs: {
    fileName: 'orgs.csv',
    columns: [...SHARED, ['name', text(true)], ['type', oneOf(ORG_TYPES, true)], ['identifier', text()], ['parentSourcedId', text()]],
  },
  courses: {
    fileName: 'courses.csv',
    columns: [...SHARED, ['schoolYearSourcedId', text()], ['title', text(true)], ['courseCode', text()], ['grades', text()], ['orgSourcedId', text(true)], ['subjects', text()], ['subjectCodes', text()]],
  },
  classes: {
    fileName: 'classes.csv',
    columns: [
      ...SHARED,
      ['title', text(true)],
      ['grades', text()],
      ['courseSourcedId', text(true)],
      ['classCode', text()],
      ['classType', oneOf(CLASS_TYPES, true)],
      ['location', text()],
      ['schoolSourcedId', text(true)],
      ['termSourcedIds', text(true)],
      ['subjects', text()],
      ['subjectCodes', text()],
      ['periods', text()],
    ],
  },
  users: {
    fileName: 'users.csv',
    columns: [
      ...SHARED,
      ['enabledUser', { kind: 'boolean', required: true }],
      ['username', text()],
      ['userIds', text()],
      ['givenName', text(true)],
      ['familyName', text(true)],
      ['middleName', text()],
      ['identifier', text()],
      ['email', text()],
      ['sms', text()],
      ['phone', text()],
      ['agentSourcedIds', text()],
      ['grades', text()],
      ['password', text()],
      ['userMasterIdentifier', text()],
      ['resourceSourcedIds', text()],
      ['preferredGivenName', text()],
      ['preferredMiddleName', text()],
      ['preferredFamilyName', text()],
      ['primaryOrgSourcedId', text()],
      ['pronouns', text()],
    ],
  },
  roles: {
    fileName: 'roles.csv',
    columns: [
      ...SHARED,
      ['userSourcedId', text(true)],
      ['roleType', oneOf(ROLE_TYPES, true)],
      ['role', oneOf(USER_ROLES, true)],
      ['beginDate', date()],
      ['endDate', date()],
      ['orgSourcedId', text(true)],
      ['userProfileSourcedId', text()],
    ],
  },
  enrollments: {
    fileName: 'enrollments.csv',
    columns: [
      ...SHARED,
      ['classSourcedId', text(true)],
      ['schoolSourcedId', text(true)],
      ['userSourcedId', text(true)],
      ['role', oneOf(ENROLLMENT_ROLES, true)],
      ['primary', BOOLEAN],
      ['beginDate', date()],
      ['endDate', date()],
    ],
  },
  demographics: {
    fileName: 'demographics.csv',
    columns: [
      ...SHARED,
      ['birthDate', date()],
      ['sex', oneOf(['male', 'female', 'unspecified', 'other'])],
      ['americanIndianOrAlaskaNative', BOOLEAN],
      ['asian', BOOLEAN],
      ['blackOrAfricanAmerican', BOOLEAN],
      ['nativeHawaiianOrOtherPacificIslander', BOOLEAN],
      ['white', BOOLEAN],
      ['demographicRaceTwoOrMoreRaces', BOOLEAN],
      ['hispanicOrLatinoEthnicity', BOOLEAN],
      ['countryOfBirthCode', text()],
      ['stateOfBirthAbbreviation', text()],
      ['cityOfBirth', text()],
      ['publicSchoolResidenceStatus', text()],
    ],
  },
} as const satisfies Record<string, RosterFileSpec>;

export type RosterFileKey = keyof typeof ONEROSTER_FILES;
export const ROSTER_FILE_KEYS = Object.keys(ONEROSTER_FILES) as RosterFileKey[];

/** Why a field's value breaks its rule, as a message key (rendered in the reader's language), or null. */
export type FieldReason = 'rosterRequired' | 'rosterNotOneOf' | 'rosterNotADate' | 'rosterNotADateTime' | 'rosterNotABoolean' | 'rosterNotAYear';

const DATE = /^\d{4}-\d{2}-\d{2}$/;
// ISO 8601 with a time and a zone, as the standard's dateLastModified is ("2026-09-01T00:00:00.000Z").
const DATE_TIME = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}(?::\d{2}(?:\.\d{1,9})?)?(?:Z|[+-]\d{2}:?\d{2})$/;

function isRealDate(value: string): boolean {
  const [year, month, day] = value.slice(0, 10).split('-').map(Number);
  const parsed = new Date(Date.UTC(year, month - 1, day));
  return parsed.getUTCFullYear() === year && parsed.getUTCMonth() === month - 1 && parsed.getUTCDate() === day;
}

/** Checks one value (already trimmed) against its rule; `delta` says the file is a delta file. */
export function fieldReason(rule: FieldRule, value: string, delta: boolean): FieldReason | null {
  const required = rule.kind === 'status' || rule.kind === 'dateTime' ? delta : 'required' in rule && rule.required === true;
  if (value === '') return required ? 'rosterRequired' : null;
  switch (rule.kind) {
    case 'status':
      return (RECORD_STATUSES as readonly string[]).includes(value) ? null : 'rosterNotOneOf';
    case 'enum':
      return rule.values.includes(value) ? null : 'rosterNotOneOf';
    case 'date':
      return DATE.test(value) && isRealDate(value) ? null : 'rosterNotADate';
    case 'dateTime':
      return DATE_TIME.test(value) && isRealDate(value) ? null : 'rosterNotADateTime';
    case 'boolean':
      return value === 'true' || value === 'false' ? null : 'rosterNotABoolean';
    case 'year':
      return /^\d{4}$/.test(value) ? null : 'rosterNotAYear';
    default:
      return null;
  }
}

/** The values a field's enumeration allows, for the problem's message. */
export function allowedValues(rule: FieldRule): readonly string[] {
  if (rule.kind === 'status') return RECORD_STATUSES;
  return rule.kind === 'enum' ? rule.values : [];
}

/** Columns the standard lets a producer add, anywhere: `metadata.*` extension columns. */
export const isExtensionColumn = (column: string): boolean => column.startsWith('metadata.');
