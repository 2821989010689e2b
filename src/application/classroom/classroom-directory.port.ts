import type {
  AddClassroomInput,
  AddStudentInput,
  Classroom,
  ClassroomSaved,
  RosterStudent,
  StudentPasswordResetInput,
  TeacherGroup,
  UpdateClassroomInput,
} from '@domain/classroom/classroom.schemas';
import type { ClassroomDetails, UnitLock } from '@domain/classroom/classroom-details.responses';
import type { LiveClass } from '@domain/classroom/live-class.responses';
import type { ApiResult } from '../ports/api-result';

export type { Classroom, ClassroomSaved, RosterStudent, TeacherGroup };

/**
 * Whose classrooms a list holds (product-spec §6 "Classroom loading by role"), in product words;
 * the adapter turns it into `ClassRoom/{apiPath}/{id}/{schoolId}`.
 */
export type ClassroomsOf =
  | { readonly of: 'teacher'; readonly teacherId: number; readonly schoolId: number }
  | { readonly of: 'school'; readonly schoolId: number }
  | { readonly of: 'district'; readonly districtId: number };

/** The roster CSV a classroom is created with: the file's bytes and the name it had on the teacher's computer. */
export interface RosterFile {
  readonly name: string;
  readonly content: Blob;
}

/** Classroom calls (api-spec §7.11): lists, add (with an optional roster), update, remove; a classroom's students. */
export interface ClassroomDirectory {
  list(of: ClassroomsOf): Promise<ApiResult<Classroom[]>>;
  /** Multipart: the fields, and the roster as the `file` part when there is one. */
  add(input: AddClassroomInput, roster: RosterFile | null): Promise<ApiResult<ClassroomSaved>>;
  update(id: number, input: UpdateClassroomInput): Promise<ApiResult<Classroom>>;
  remove(id: number): Promise<ApiResult<null>>;
  addStudent(input: AddStudentInput): Promise<ApiResult<RosterStudent>>;
  /** Takes the student off the classroom's roster; the account and its work stay. */
  removeStudent(studentId: number, classroomId: number): Promise<ApiResult<null>>;
  resetStudentPassword(input: StudentPasswordResetInput): Promise<ApiResult<null>>;
  /** `ClassRoom/{id}/details`: the classroom, its units with their locks, its students' progress per unit. */
  details(classroomId: number): Promise<ApiResult<ClassroomDetails>>;
  /** `ClassRoom/{id}/live`: each student's latest lesson, page, status and answers (the live view's snapshot). */
  live(classroomId: number): Promise<ApiResult<LiveClass>>;
  /** `PUT ClassRoom/{id}/unit-locks/{unitId}`: idempotent; the answer is the lock as it now stands. */
  setUnitLock(classroomId: number, unitId: number, locked: boolean): Promise<ApiResult<UnitLock>>;
  /** `teachers/{placeId}`: the teachers of one school in the viewer's scope (0: all of it), grouped by school. */
  teacherGroups(placeId: number): Promise<ApiResult<TeacherGroup[]>>;
}
export const ClassroomDirectory = Symbol.for('ClassroomDirectory');
