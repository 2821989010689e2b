import { describe, expect, it, vi } from 'vitest';
import { createClassroomUseCases } from '@application/classroom/classroom.use-cases';
import type { ApiClient } from '@infrastructure/http/api-client';
import { createHttpClassroomDirectory } from '@infrastructure/http/http-classroom-directory.adapter';
import { createInMemoryClassroomDirectory } from '@infrastructure/http/in-memory-classroom-directory.adapter';
import { rosterTemplateBlob } from '@ui/classroom/roster-template-download';

const FIELDS = { name: 'Period 3', period: '3', startDate: '2026-08-17', endDate: '2027-05-28' };
const STUDENT = {
  username: 'sofianunez',
  password: 'Welcome2026',
  firstName: 'Sofía',
  middleName: null,
  lastName: 'Núñez',
  secondLastName: 'Güemes',
  birthDate: null,
  textLanguage: 'es' as const,
  audioLanguage: 'en' as const,
};

describe('classroom use cases: what the teacher does in, the right port call out', () => {
  it('lists my classrooms by my user id and school, and names each change by classroom and student', async () => {
    const directory = createInMemoryClassroomDirectory();
    for (const method of ['list', 'add', 'update', 'remove', 'addStudent', 'removeStudent', 'resetStudentPassword'] as const) vi.spyOn(directory, method);
    const classrooms = createClassroomUseCases(directory);
    const roster = { name: 'roster.csv', content: new Blob(['x']) };

    await classrooms.listMyClassrooms({ id: 4, schoolId: 100 });
    await classrooms.createClassroom(FIELDS);
    await classrooms.createClassroom(FIELDS, roster);
    await classrooms.updateClassroom(7, FIELDS);
    await classrooms.removeClassroom(7);
    await classrooms.addStudent(7, STUDENT);
    await classrooms.removeStudent(7, 501);
    await classrooms.resetStudentPassword(7, 501, 'Welcome2026');

    expect(directory.list).toHaveBeenCalledWith({ of: 'teacher', teacherId: 4, schoolId: 100 });
    expect(vi.mocked(directory.add).mock.calls).toEqual([
      [FIELDS, null],
      [FIELDS, roster],
    ]);
    expect(directory.update).toHaveBeenCalledWith(7, FIELDS);
    expect(directory.remove).toHaveBeenCalledWith(7);
    expect(directory.addStudent).toHaveBeenCalledWith({ ...STUDENT, classRoomId: 7 });
    expect(directory.removeStudent).toHaveBeenCalledWith(501, 7);
    expect(directory.resetStudentPassword).toHaveBeenCalledWith({ studentId: 501, classroomId: 7, password: 'Welcome2026' });
  });

  it('keeps the REST route words inside the HTTP adapter, and sends the roster as multipart', async () => {
    const call = vi.fn(async () => ({ ok: true as const, data: null, message: '' }));
    const directory = createHttpClassroomDirectory({ call } as unknown as ApiClient);

    await directory.list({ of: 'teacher', teacherId: 4, schoolId: 100 });
    await directory.list({ of: 'school', schoolId: 100 });
    await directory.list({ of: 'district', districtId: 10 });
    await directory.update(7, FIELDS);
    await directory.remove(7);
    await directory.addStudent({ ...STUDENT, classRoomId: 7 });
    await directory.removeStudent(501, 7);
    await directory.resetStudentPassword({ studentId: 501, classroomId: 7, password: 'Welcome2026' });
    expect(call.mock.calls).toEqual([
      ['GET', '/ClassRoom/GetByTeacherId/4/100'],
      ['GET', '/ClassRoom/GetBySchoolId/100/100'],
      ['GET', '/ClassRoom/GetByDistrictId/10/0'],
      ['PUT', '/ClassRoom/7', FIELDS],
      ['DELETE', '/ClassRoom/7'],
      ['POST', '/ClassRoom/AddStudent', { ...STUDENT, classRoomId: 7 }],
      ['DELETE', '/ClassRoom/DeleteStudent/501?classRoomId=7'],
      ['PUT', '/ClassRoom/StudentPasswordReset', { studentId: 501, classroomId: 7, password: 'Welcome2026' }],
    ]);

    call.mockClear();
    await directory.add(FIELDS, { name: 'my roster.csv', content: new Blob(['username\n'], { type: 'text/csv' }) });
    const [method, path, body] = call.mock.calls[0] as unknown as [string, string, FormData];
    expect([method, path]).toEqual(['POST', '/ClassRoom/addclassroom']);
    expect(body).toBeInstanceOf(FormData);
    expect(Object.fromEntries([...body.entries()].filter(([, v]) => typeof v === 'string'))).toEqual(FIELDS);
    expect((body.get('file') as File).name).toBe('my roster.csv');

    call.mockClear();
    await directory.add(FIELDS, null);
    expect((call.mock.calls[0] as unknown as [string, string, FormData])[2].has('file')).toBe(false);
  });

  it('offers the roster template as UTF-8 with a BOM: header first, Spanish letters intact', async () => {
    const bytes = new Uint8Array(await rosterTemplateBlob().arrayBuffer());
    expect([...bytes.slice(0, 3)]).toEqual([0xef, 0xbb, 0xbf]);
    const text = new TextDecoder('utf-8').decode(bytes.slice(3));
    expect(text.split('\r\n')[0]).toBe('username,password,firstName,middleName,lastName,secondLastName,birthDate,textLanguage,audioLanguage');
    expect(text).toContain('Sofía,,Núñez,Güemes');
  });
});
