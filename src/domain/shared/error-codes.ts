import type { MessageKey } from './messages';
import { PLATFORM_ERRORS } from './platform.errors';
import { IDENTITY_ERRORS } from '../identity/identity.errors';
import { GEOGRAPHY_ERRORS } from '../geography/geography.errors';
import { CONTENT_ERRORS } from '../content/content.errors';
import { MEDIA_ERRORS } from '../content/media.errors';
import { LEARNING_ERRORS } from '../learning/learning.errors';
import { ASSESSMENT_ERRORS } from '../assessment/assessment.errors';
import { NOTIFICATION_ERRORS } from '../notifications/notifications.errors';
import { PRIVACY_ERRORS } from '../privacy/privacy.errors';
import { CLASSROOM_ERRORS } from '../classroom/classroom.errors';
import { SUPPORT_ERRORS } from '../support/support.errors';
import { REPORT_ERRORS } from '../reports/reports.errors';
import { AUTHORING_ERRORS } from '../authoring/authoring.errors';
import { VOCABULARY_ERRORS } from '../authoring/vocabulary.errors';
import { ASSESSMENT_AUTHORING_ERRORS } from '../authoring/assessment-authoring.errors';
import { BENCHMARK_SET_ERRORS } from '../authoring/benchmark-set.errors';
import { CONFIGURATION_ERRORS } from '../configuration/configuration.errors';
import { STANDARD_ERRORS } from '../standards/standards.errors';
import { UPLOAD_ERRORS } from '../files/upload.errors';
import { ROSTER_SYNC_ERRORS } from '../roster-sync/roster-sync.errors';
import { SSO_ERRORS } from '../sso/sso.errors';
import { ANALYTICS_ERRORS } from '../telemetry/analytics.errors';
import { EDLINK_ERRORS } from '../roster-sync/edlink.errors';
import { SUPPORT_CHAT_ERRORS } from '../support-chat/support-chat.errors';

/** The statuses an expected failure may answer with (the envelope rule: failures are 4xx or 5xx). */
export type ErrorStatus = 400 | 401 | 403 | 404 | 408 | 409 | 413 | 414 | 429 | 431 | 500 | 503;

/** What a code means on the wire, written once in its context's table. */
export interface ErrorSpec {
  readonly status: ErrorStatus;
  /** The catalogue message the failure carries unless a throw picks one of the alternatives. */
  readonly message: MessageKey;
  /** Other wordings of the same failure a throw may pick (the code stays what clients key on). */
  readonly alternatives?: readonly MessageKey[];
  /** The request field the failure names, with its message, unless a throw names others. */
  readonly field?: string;
}

/** Each context's table, by context; a code belongs to exactly one (tests/unit/error-codes.test.ts). */
export const ERROR_TABLES = {
  platform: PLATFORM_ERRORS,
  identity: IDENTITY_ERRORS,
  geography: GEOGRAPHY_ERRORS,
  content: CONTENT_ERRORS,
  media: MEDIA_ERRORS,
  learning: LEARNING_ERRORS,
  assessment: ASSESSMENT_ERRORS,
  notifications: NOTIFICATION_ERRORS,
  privacy: PRIVACY_ERRORS,
  classroom: CLASSROOM_ERRORS,
  support: SUPPORT_ERRORS,
  reports: REPORT_ERRORS,
  authoring: AUTHORING_ERRORS,
  vocabulary: VOCABULARY_ERRORS,
  assessmentAuthoring: ASSESSMENT_AUTHORING_ERRORS,
  benchmarkSets: BENCHMARK_SET_ERRORS,
  configuration: CONFIGURATION_ERRORS,
  standards: STANDARD_ERRORS,
  upload: UPLOAD_ERRORS,
  rosterSync: ROSTER_SYNC_ERRORS,
  sso: SSO_ERRORS,
  analytics: ANALYTICS_ERRORS,
  edlink: EDLINK_ERRORS,
  supportChat: SUPPORT_CHAT_ERRORS,
} as const;

const ERRORS = {
  ...PLATFORM_ERRORS,
  ...IDENTITY_ERRORS,
  ...GEOGRAPHY_ERRORS,
  ...CONTENT_ERRORS,
  ...MEDIA_ERRORS,
  ...LEARNING_ERRORS,
  ...ASSESSMENT_ERRORS,
  ...NOTIFICATION_ERRORS,
  ...PRIVACY_ERRORS,
  ...CLASSROOM_ERRORS,
  ...SUPPORT_ERRORS,
  ...REPORT_ERRORS,
  ...AUTHORING_ERRORS,
  ...VOCABULARY_ERRORS,
  ...ASSESSMENT_AUTHORING_ERRORS,
  ...BENCHMARK_SET_ERRORS,
  ...CONFIGURATION_ERRORS,
  ...STANDARD_ERRORS,
  ...UPLOAD_ERRORS,
  ...ROSTER_SYNC_ERRORS,
  ...SSO_ERRORS,
  ...ANALYTICS_ERRORS,
  ...EDLINK_ERRORS,
  ...SUPPORT_CHAT_ERRORS,
} as const;

type ErrorTable = typeof ERRORS;

/** Every stable code the server answers with. */
export type ErrorCode = keyof ErrorTable;

/** What a client call can fail with: a server code, or no usable answer at all. */
export type ClientErrorCode = ErrorCode | 'OFFLINE' | 'UNKNOWN';

/** The messages a throw of `C` may pick: its own and its alternatives, or none for a code without any. */
export type AlternativeMessage<C extends ErrorCode> = ErrorTable[C] extends {
  readonly message: infer D;
  readonly alternatives: readonly (infer M)[];
}
  ? D | M
  : never;

const spec = (code: ErrorCode): ErrorSpec => ERRORS[code];

export const errorStatus = (code: ErrorCode): ErrorStatus => spec(code).status;
export const errorMessageKey = (code: ErrorCode): MessageKey => spec(code).message;
export const errorField = (code: ErrorCode): string | undefined => spec(code).field;

/** Narrows a code read from outside (an answer's body) to a known one. */
export function isErrorCode(value: unknown): value is ErrorCode {
  return typeof value === 'string' && Object.hasOwn(ERRORS, value);
}
