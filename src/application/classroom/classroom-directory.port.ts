import type {
  AddClassroomInput,
  AddStudentInput,
  Classroom,
  ClassroomSaved,
  RosterStudent,
  StudentPasswordResetInput,
  UpdateClassroomInput,
} from '@domain/classroom/classroom.schemas';
import type { ApiResult } from '../ports/api-result';

export type { Classroom, ClassroomSaved, RosterStudent };

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
}
export const ClassroomDirectory = Symbol.for('ClassroomDirectory');
