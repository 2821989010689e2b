import type { ActingFor, SupportAuditEntry, SupportDesk, TeacherGroup } from '@application/support/support-desk.port';
import { SUPPORT_AUDIT_PAGE_SIZE } from '@domain/support/support.schemas';
import type { SupportAction } from '@domain/support/support-actions';
import { MESSAGES } from '@domain/shared/messages';
import { answered, refused } from './in-memory-answers';

/** The support desk port over campuses, an acting choice and an audit trail held in memory (tests only). */
export interface InMemorySupportDesk extends SupportDesk {
  /** A change the server would record while acting (what a teacher's call by the support user leaves). */
  recordChange(action: SupportAction, route: string, objectIds: Record<string, number>, actedAt?: string): void;
}

export interface InMemorySupportDeskOptions {
  readonly campuses: readonly TeacherGroup[];
  readonly supportUser?: { readonly id: number; readonly userName: string };
  readonly acting?: ActingFor | null;
  readonly now?: () => string;
}

export function createInMemorySupportDesk(options: InMemorySupportDeskOptions): InMemorySupportDesk {
  const support = options.supportUser ?? { id: 7, userName: 'support' };
  const now = options.now ?? (() => new Date().toISOString());
  let acting: ActingFor | null = options.acting ?? null;
  const trail: SupportAuditEntry[] = [];
  return {
    teachersOf: async (schoolId) => answered(options.campuses.filter((c) => c.schoolId === schoolId)),
    acting: async () => answered(acting),
    startActing: async ({ schoolId, teacherUserId }) => {
      const campus = options.campuses.find((c) => c.schoolId === schoolId);
      const teacher = campus?.teachers.find((t) => t.id === teacherUserId);
      if (!campus || !teacher) return refused(404, 'SUPPORT.TEACHER_NOT_FOUND', 'supportTeacherNotFound', 'teacherUserId');
      acting = { teacherUserId, teacherName: teacher.name, schoolId, schoolName: campus.schoolName, startedAt: now() };
      return { ok: true, data: acting, message: MESSAGES.supportActingStarted.en.replace('{{teacher}}', teacher.name) };
    },
    stopActing: async () => {
      acting = null;
      return answered(null, 'supportActingStopped');
    },
    audit: async (page) => {
      const items = [...trail].reverse().slice((page - 1) * SUPPORT_AUDIT_PAGE_SIZE, page * SUPPORT_AUDIT_PAGE_SIZE);
      return answered({ items, page, pageSize: SUPPORT_AUDIT_PAGE_SIZE, total: trail.length });
    },
    recordChange: (action, route, objectIds, actedAt = now()) => {
      if (!acting) throw new Error('in-memory support desk: a change while acting for nobody is refused by the server');
      trail.push({
        id: trail.length + 1,
        supportUserId: support.id,
        supportUserName: support.userName,
        teacherUserId: acting.teacherUserId,
        teacherName: acting.teacherName,
        schoolId: acting.schoolId,
        action,
        route,
        objectIds,
        actedAt,
      });
    },
  };
}
