import { expect, type APIRequestContext } from '@playwright/test';
import { DEMO_PASSWORD } from './session';

/**
 * API set-up for browser journeys that need a student of their own (so the demo student's journeys
 * are untouched): the demo teacher makes a classroom from a one-student roster, and the test finds an
 * assessment of that student by unit and lesson names, as the teacher's report lists them.
 */

export async function tokenOf(request: APIRequestContext, username: string): Promise<Record<string, string>> {
  const auth = await request.post('/api/user/authenticate', { data: { username, password: DEMO_PASSWORD } });
  expect(auth.ok(), await auth.text()).toBeTruthy();
  return { authorization: `Bearer ${((await auth.json()) as { data: { token: string } }).data.token}` };
}

export async function json<T>(response: Awaited<ReturnType<APIRequestContext['get']>>): Promise<T> {
  expect(response.ok(), await response.text()).toBeTruthy();
  return ((await response.json()) as { data: T }).data;
}

export interface NewStudent {
  readonly username: string;
  readonly firstName: string;
  readonly lastName: string;
  readonly birthDate: string;
  readonly classroom: string;
  readonly period: string;
}

/** The demo teacher's new classroom with this one student; both sign-ins' headers, the student's and the classroom's ids. */
export async function studentOfNewClassroom(request: APIRequestContext, s: NewStudent) {
  const teacher = await tokenOf(request, 'teacher');
  const roster = [
    'username,password,firstName,middleName,lastName,secondLastName,birthDate,textLanguage,audioLanguage',
    `${s.username},${DEMO_PASSWORD},${s.firstName},,${s.lastName},,${s.birthDate},en,en`,
  ].join('\r\n');
  const { classroom } = await json<{ classroom: { id: number } }>(
    await request.post('/api/ClassRoom/addclassroom', {
      headers: teacher,
      multipart: { name: s.classroom, period: s.period, startDate: '2026-08-17', endDate: '2027-05-28', file: { name: 'roster.csv', mimeType: 'text/csv', buffer: Buffer.from(roster) } },
    }),
  );
  const student = await tokenOf(request, s.username);
  const { id } = await json<{ id: number }>(await request.get('/api/User/me', { headers: student }));
  return { teacher, student, id, classroomId: classroom.id };
}

/** The id of the first assessment of the lesson titled `lesson` in the unit named `unit`, from the teacher's report of the student. */
export async function assessmentIdOf(request: APIRequestContext, teacher: Record<string, string>, studentId: number, unit: string, lesson: string): Promise<number> {
  const report = await json<{ units: { unitId: number; unitName: { en: string } }[] }>(await request.get(`/api/teacher-feedback/student/${studentId}/report`, { headers: teacher }));
  const unitId = report.units.find((u) => u.unitName.en === unit)!.unitId;
  const lessons = await json<{ lessons: { title: { en: string }; assessments: { assessmentId: number }[] }[] }>(
    await request.post(`/api/teacher-feedback/student/${studentId}/${unitId}/lessons`, { headers: teacher, data: {} }),
  );
  return lessons.lessons.find((l) => l.title.en === lesson)!.assessments[0].assessmentId;
}
