import type { AddClassroomInput, StudentFields, UpdateClassroomInput } from '@domain/classroom/classroom.schemas';
import type { ApiResult } from '../ports/api-result';
import type { Classroom, ClassroomDirectory, ClassroomSaved, RosterFile, RosterStudent } from './classroom-directory.port';
import { createClassroomDetailsUseCases, type ClassroomDetailsUseCases } from './classroom-details.use-cases';
import { createCampusClassroomsUseCases, type CampusClassroomsUseCases } from './campus-classrooms.use-cases';
import { createLiveClassUseCases, type LiveClassUseCases } from './live-class.use-cases';

export type { Classroom, ClassroomSaved, RosterFile, RosterStudent } from './classroom-directory.port';

/** The teacher whose classrooms these are: their user id and their school. */
export interface ClassroomTeacher {
  readonly id: number;
  readonly schoolId: number;
}

/**
 * What a teacher does with their classrooms and students (product-spec §2 classroom routes, §3
 * Classroom and Student, §5 "Class update"). The server decides whose classrooms a viewer may touch.
 */
export interface ClassroomUseCases extends ClassroomDetailsUseCases, CampusClassroomsUseCases, LiveClassUseCases {
  /** The teacher's own classrooms, each with its roster (`GetByTeacherId`, by their id and school). */
  listMyClassrooms(teacher: ClassroomTeacher): Promise<ApiResult<Classroom[]>>;
  /** A new classroom; with a roster file its students are registered too (saved and already existing). */
  createClassroom(input: AddClassroomInput, roster?: RosterFile | null): Promise<ApiResult<ClassroomSaved>>;
  updateClassroom(classroomId: number, input: UpdateClassroomInput): Promise<ApiResult<Classroom>>;
  /** Removes the classroom; its students' accounts and work stay. */
  removeClassroom(classroomId: number): Promise<ApiResult<null>>;
  /** Registers one new student straight into the classroom. */
  addStudent(classroomId: number, student: StudentFields): Promise<ApiResult<RosterStudent>>;
  /** Takes a student off the classroom's roster; their work stays. */
  removeStudent(classroomId: number, studentId: number): Promise<ApiResult<null>>;
  resetStudentPassword(classroomId: number, studentId: number, password: string): Promise<ApiResult<null>>;
}

export function createClassroomUseCases(directory: ClassroomDirectory): ClassroomUseCases {
  return {
    // The details page's calls ride with these: same port, same deferred chunk.
    ...createClassroomDetailsUseCases(directory),
    ...createCampusClassroomsUseCases(directory),
    ...createLiveClassUseCases(directory),
    listMyClassrooms: (teacher) => directory.list({ of: 'teacher', teacherId: teacher.id, schoolId: teacher.schoolId }),
    createClassroom: (input, roster = null) => directory.add(input, roster),
    updateClassroom: (classroomId, input) => directory.update(classroomId, input),
    removeClassroom: (classroomId) => directory.remove(classroomId),
    addStudent: (classroomId, student) => directory.addStudent({ ...student, classRoomId: classroomId }),
    removeStudent: (classroomId, studentId) => directory.removeStudent(studentId, classroomId),
    resetStudentPassword: (classroomId, studentId, password) => directory.resetStudentPassword({ studentId, classroomId, password }),
  };
}
