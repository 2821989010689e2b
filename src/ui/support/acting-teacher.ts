import { useQuery } from '@tanstack/react-query';
import { RoleId } from '@domain/identity/role';
import { useServices, useSession } from '../app/services-context';
import { supportQueries } from './support.queries';

/** The teacher whose screens the viewer works on: their user id and school (null: none yet, or none at all). */
export interface TeacherViewed {
  readonly id: number;
  readonly schoolId: number | null;
}

/**
 * A teacher works on their own screens; a support user on those of the teacher they act for (the
 * server serves them as that teacher, so the ids the screens ask by must be that teacher's). Null
 * while the acting choice loads, or when a support user acts for nobody (the gate sends them back).
 */
export function useTeacherViewed(): TeacherViewed | null {
  const { profile } = useSession();
  const { support } = useServices();
  const asSupport = profile?.roleId === RoleId.SupportRole;
  const acting = useQuery({ ...supportQueries.acting(support), enabled: asSupport }).data;
  if (!profile) return null;
  if (!asSupport) return { id: profile.id, schoolId: profile.schoolId ?? null };
  return acting ? { id: acting.teacherUserId, schoolId: acting.schoolId } : null;
}
