import type { TeacherGroup } from '@domain/classroom/classroom.schemas';
import type { StartActingInput } from '@domain/support/support.schemas';
import type { ActingFor, SupportAuditEntry, SupportAuditPage } from '@domain/support/support.responses';
import type { ApiResult } from '../ports/api-result';

export type { ActingFor, SupportAuditEntry, SupportAuditPage, TeacherGroup };

/** The support dashboard's calls (issue 12): a campus's teachers, the acting choice of this sign-in, the audit trail. */
export interface SupportDesk {
  /** `GET teachers/{schoolId}`: the campus's teachers, grouped by school. */
  teachersOf(schoolId: number): Promise<ApiResult<TeacherGroup[]>>;
  /** `GET support/acting-for`. */
  acting(): Promise<ApiResult<ActingFor | null>>;
  /** `POST support/acting-for`. */
  startActing(input: StartActingInput): Promise<ApiResult<ActingFor>>;
  /** `DELETE support/acting-for`. */
  stopActing(): Promise<ApiResult<null>>;
  /** `GET support/audit?page=`. */
  audit(page: number): Promise<ApiResult<SupportAuditPage>>;
}
export const SupportDesk = Symbol.for('SupportDesk');
