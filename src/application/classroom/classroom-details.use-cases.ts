import type { ClassroomDetails, UnitLock } from '@domain/classroom/classroom-details.responses';
import type { ApiResult } from '../ports/api-result';
import type { Classroom, ClassroomDirectory } from './classroom-directory.port';

export type { ClassroomDetails, ClassroomDetailsStudent, ClassroomUnit, StudentUnitProgress, UnitLock } from '@domain/classroom/classroom-details.responses';

/**
 * What a teacher or campus manager does on /class-room/details (issue 12): look at one classroom's
 * students and their progress per unit, and lock or open units for that classroom. Whose classrooms
 * they may open and who may change locks is the server's rule.
 */
export interface ClassroomDetailsUseCases {
  /** The classroom, its units with their locks, and each student's progress per unit. */
  showClassroomDetails(classroomId: number): Promise<ApiResult<ClassroomDetails>>;
  /** The classroom's students may no longer open the unit. */
  lockUnit(classroomId: number, unitId: number): Promise<ApiResult<UnitLock>>;
  /** The classroom's students may open the unit again. */
  unlockUnit(classroomId: number, unitId: number): Promise<ApiResult<UnitLock>>;
  /** Every classroom of a school (a campus manager choosing which classroom to look at). */
  listSchoolClassrooms(schoolId: number): Promise<ApiResult<Classroom[]>>;
}

export function createClassroomDetailsUseCases(directory: ClassroomDirectory): ClassroomDetailsUseCases {
  return {
    showClassroomDetails: (classroomId) => directory.details(classroomId),
    lockUnit: (classroomId, unitId) => directory.setUnitLock(classroomId, unitId, true),
    unlockUnit: (classroomId, unitId) => directory.setUnitLock(classroomId, unitId, false),
    listSchoolClassrooms: (schoolId) => directory.list({ of: 'school', schoolId }),
  };
}
