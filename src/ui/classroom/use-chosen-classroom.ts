import { useSearchParams } from 'react-router-dom';
import { useQuery } from '@tanstack/react-query';
import { RoleId } from '@domain/identity/role';
import { useServices, useSession } from '../app/services-context';
import { useTeacherViewed } from '../support/acting-teacher';
import { classroomQueries } from './classroom.queries';
import { classroomDetailsQueries } from './classroom-details.queries';

/** `?classroomId=` as a classroom id, or null when it is missing or not an id. */
function classroomIdOf(value: string | null): number | null {
  const id = Number(value);
  return value && Number.isSafeInteger(id) && id > 0 ? id : null;
}

/**
 * The classroom a one-classroom screen (details, live view) shows: `?classroomId=`, and the classrooms
 * the viewer may pick from — a teacher's own, a campus manager's school's. A support user acting for a
 * teacher picks among that teacher's (the server serves them as the teacher). `schoolId` null: the
 * viewer has no school to pick in.
 */
export function useChosenClassroom() {
  const { classrooms } = useServices();
  const { profile } = useSession();
  const [params, setParams] = useSearchParams();
  const classroomId = classroomIdOf(params.get('classroomId'));
  const viewed = useTeacherViewed();
  const teacher = profile?.roleId === RoleId.DistrictTeacher || profile?.roleId === RoleId.SupportRole;
  const schoolId = (teacher ? viewed?.schoolId : profile?.schoolId) ?? null;
  const mine = useQuery({ ...classroomQueries.mine(classrooms, { id: viewed?.id ?? 0, schoolId: schoolId ?? 0 }), enabled: teacher && schoolId !== null });
  const school = useQuery({ ...classroomDetailsQueries.ofSchool(classrooms, schoolId ?? 0), enabled: !teacher && schoolId !== null });
  const choose = (id: number) => setParams({ classroomId: String(id) });
  return { classroomId, schoolId, choices: teacher ? mine : school, choose };
}
