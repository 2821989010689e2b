import type { ApiResult } from '../ports/api-result';
import type { ActingFor, SupportAuditPage, SupportDesk } from './support-desk.port';

export type { ActingFor, SupportAuditEntry, SupportAuditPage } from './support-desk.port';

/** A teacher a support user may act for. */
export interface CampusTeacher {
  readonly id: number;
  readonly name: string;
  readonly userName: string;
}

/**
 * What a support user does on the support dashboard (product-spec §2 "Support", §6 "SupportRole loads
 * for the teacher it supports at the chosen campus"): choose a campus and one of its teachers, act for
 * them (the server then serves the teacher's screens with the teacher's scope), stop, and read back
 * every change they made while acting.
 */
export interface SupportUseCases {
  /** The teachers of a campus, by name. */
  listCampusTeachers(campusId: number): Promise<ApiResult<CampusTeacher[]>>;
  /** Whom this sign-in acts for now (null: nobody). */
  whoAmIActingFor(): Promise<ApiResult<ActingFor | null>>;
  actForTeacher(campusId: number, teacherId: number): Promise<ApiResult<ActingFor>>;
  stopActing(): Promise<ApiResult<null>>;
  /** The changes this support user made while acting, newest first (1-based pages). */
  auditTrail(page: number): Promise<ApiResult<SupportAuditPage>>;
}

export function createSupportUseCases(desk: SupportDesk): SupportUseCases {
  return {
    listCampusTeachers: async (campusId) => {
      const groups = await desk.teachersOf(campusId);
      if (!groups.ok) return groups;
      const teachers = groups.data.flatMap((g) => g.teachers.map((t) => ({ id: t.id, name: t.name, userName: t.userName })));
      return { ...groups, data: teachers.sort((a, b) => a.name.localeCompare(b.name)) };
    },
    whoAmIActingFor: () => desk.acting(),
    actForTeacher: (campusId, teacherId) => desk.startActing({ schoolId: campusId, teacherUserId: teacherId }),
    stopActing: () => desk.stopActing(),
    auditTrail: (page) => desk.audit(page),
  };
}
