import { describe, expect, it, vi } from 'vitest';
import { createClassroomDetailsUseCases } from '@application/classroom/classroom-details.use-cases';
import type { ApiClient } from '@infrastructure/http/api-client';
import { createHttpClassroomDirectory } from '@infrastructure/http/http-classroom-directory.adapter';
import { createInMemoryClassroomDirectory } from '@infrastructure/http/in-memory-classroom-directory.adapter';

describe('classroom details use cases: what the teacher does in, the right port call out', () => {
  it('shows a classroom, locks and unlocks one of its units, and lists a school’s classrooms', async () => {
    const directory = createInMemoryClassroomDirectory();
    for (const method of ['details', 'setUnitLock', 'list'] as const) vi.spyOn(directory, method);
    const details = createClassroomDetailsUseCases(directory);

    await details.showClassroomDetails(7);
    await details.lockUnit(7, 3);
    await details.unlockUnit(7, 3);
    await details.listSchoolClassrooms(100);

    expect(directory.details).toHaveBeenCalledWith(7);
    expect(vi.mocked(directory.setUnitLock).mock.calls).toEqual([
      [7, 3, true],
      [7, 3, false],
    ]);
    expect(directory.list).toHaveBeenCalledWith({ of: 'school', schoolId: 100 });
  });

  it('keeps the REST route words inside the HTTP adapter', async () => {
    const call = vi.fn(async () => ({ ok: true as const, data: null, message: '' }));
    const directory = createHttpClassroomDirectory({ call } as unknown as ApiClient);
    await directory.details(7);
    await directory.setUnitLock(7, 3, true);
    await directory.setUnitLock(7, 3, false);
    expect(call.mock.calls).toEqual([
      ['GET', '/ClassRoom/7/details'],
      ['PUT', '/ClassRoom/7/unit-locks/3', { locked: true }],
      ['PUT', '/ClassRoom/7/unit-locks/3', { locked: false }],
    ]);
  });
});
