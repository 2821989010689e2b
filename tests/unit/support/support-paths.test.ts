import { describe, expect, it } from 'vitest';
import { RoleId } from '@domain/identity/role';
import { supportActionOf } from '@domain/support/support-actions';
import { objectIdsOf } from '../../../server/src/modules/support/support-audit';
import { rolePath } from '@ui/support/support-paths';

describe('support paths and audit words', () => {
  it('keeps a support user under /support/ on the teacher screens they have, and nobody else', () => {
    expect(rolePath(RoleId.SupportRole, '/class-room/details')).toBe('/support/class-room/details');
    expect(rolePath(RoleId.SupportRole, '/student-reports/student/5')).toBe('/support/student-reports/student/5');
    expect(rolePath(RoleId.SupportRole, '/class-room/grading')).toBe('/class-room/grading');
    expect(rolePath(RoleId.DistrictTeacher, '/class-room/details')).toBe('/class-room/details');
    expect(rolePath(undefined, '/class-room/legends')).toBe('/class-room/legends');
  });

  it('names each change in product words, and any other call as another change', () => {
    expect(supportActionOf('PUT /api/ClassRoom/:id')).toBe('classroomEdited');
    expect(supportActionOf('POST /api/something-new')).toBe('otherChange');
  });

  it('records the ids a call names: every path parameter, and query and body fields ending in Id', () => {
    expect(objectIdsOf({ id: 5, unitId: 3 }, { classRoomId: 9, page: 2 }, { studentIds: [1, 2], name: 'x', score: 4, questionId: 8 })).toEqual({
      id: 5,
      unitId: 3,
      classRoomId: 9,
      studentIds: [1, 2],
      questionId: 8,
    });
    expect(objectIdsOf(undefined, undefined, undefined)).toEqual({});
  });
});
