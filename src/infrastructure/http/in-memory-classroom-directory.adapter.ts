import type { ApiResult } from '@application/ports/api-result';
import type { Classroom, ClassroomDirectory, ClassroomsOf, RosterStudent } from '@application/classroom/classroom-directory.port';
import { checkRosterHeader, checkRosterRows, decodeRosterText, rosterColumnOf, rosterFieldName } from '@domain/classroom/roster.rules';
import type { RosterColumn } from '@domain/classroom/roster-template';
import type { StudentFields } from '@domain/classroom/classroom.schemas';
import { MESSAGES, type MessageKey } from '@domain/shared/messages';
import { answered, refused, sameName } from './in-memory-answers';
import { inMemoryClassroomDetails, type InMemoryClassroomDetailsOptions } from './in-memory-classroom-details';
import { inMemoryLiveClass, type InMemoryLiveLessons } from './in-memory-live-class';

/** The classroom directory port over classrooms held in memory (tests only; the app binds the HTTP adapter). */
export interface InMemoryClassroomDirectory extends ClassroomDirectory {
  /** Every classroom the twin holds now. */
  classrooms(): readonly Classroom[];
  /** Usernames of every student account the twin knows (in a classroom or not). */
  usernames(): readonly string[];
}

const inList = (classroom: Classroom, of: ClassroomsOf): boolean => {
  switch (of.of) {
    case 'teacher':
      return classroom.teacherUserId === of.teacherId && classroom.schoolId === of.schoolId;
    case 'school':
      return classroom.schoolId === of.schoolId;
    case 'district':
      return true; // the twin holds one district
  }
};

/** A plain CSV reading, enough for the tests' rosters: quoted fields with commas and doubled quotes. */
function csvRows(text: string): string[][] {
  const rows: string[][] = [];
  for (const line of text.split(/\r?\n/)) {
    if (line.trim() === '') continue;
    const cells: string[] = [];
    let cell = '';
    let quoted = false;
    for (let i = 0; i < line.length; i++) {
      const c = line[i];
      if (quoted && c === '"' && line[i + 1] === '"') {
        cell += '"';
        i++;
      } else if (c === '"') quoted = !quoted;
      else if (c === ',' && !quoted) {
        cells.push(cell);
        cell = '';
      } else cell += c;
    }
    cells.push(cell);
    rows.push(cells);
  }
  return rows;
}

/** A refusal whose message names values, as the server words it in English. */
const failure = (
  status: number,
  code: Extract<ApiResult<never>, { ok: false }>['code'],
  message: MessageKey,
  values: Readonly<Record<string, string>>,
  fields: { field: string; message: string }[] = [],
): ApiResult<never> => ({
  ok: false,
  status,
  code,
  message: MESSAGES[message].en.replace(/\{\{(\w+)\}\}/g, (_, name: string) => values[name] ?? ''),
  fields,
  kind: 'rejected',
});

const rosterStudent = (id: number, s: StudentFields): RosterStudent => ({
  id,
  userName: s.username,
  firstName: s.firstName,
  middleName: s.middleName ?? null,
  lastName: s.lastName,
  secondLastName: s.secondLastName ?? null,
  birthDate: s.birthDate ?? null,
  textLanguage: s.textLanguage,
  audioLanguage: s.audioLanguage,
});

/**
 * Same port, same answers as the server for what the port itself decides: the roster's header and
 * rows checked with the shared rules (nothing saved when a row is invalid), saved and already
 * existing usernames, unique usernames, counts kept with the rosters. Whose classrooms a viewer may
 * touch is the server's rule: a test that needs a refusal scripts it on the method.
 */
export function createInMemoryClassroomDirectory(
  initial: readonly Classroom[] = [],
  {
    teacher = { id: 1, name: 'Teresa Maestra', schoolId: 100, schoolName: 'Riverbend High' },
    otherStudents = [] as readonly RosterStudent[],
    details = {} as InMemoryClassroomDetailsOptions,
    liveLessons = {} as InMemoryLiveLessons,
  } = {},
): InMemoryClassroomDirectory {
  let classrooms = [...initial];
  // Every student account, by username: those on rosters and those elsewhere.
  let accounts = [...otherStudents, ...initial.flatMap((c) => c.students)];
  const nextId = (ids: readonly number[]) => Math.max(0, ...ids) + 1;
  const withRoster = (c: Classroom, students: readonly RosterStudent[]): Classroom => ({ ...c, students: [...students], numberOfStudents: students.length });
  const account = (username: string) => accounts.find((a) => sameName(a.userName, username));

  return {
    ...inMemoryClassroomDetails(() => classrooms, details),
    ...inMemoryLiveClass(() => classrooms, liveLessons),
    classrooms: () => classrooms,
    usernames: () => accounts.map((a) => a.userName),
    list: async (of) => answered(classrooms.filter((c) => inList(c, of))),
    // The twin's teacher and every classroom's teacher, grouped by school (0: every school the twin holds).
    teacherGroups: async (placeId) => {
      const people = [
        { id: teacher.id, name: teacher.name, schoolId: teacher.schoolId, schoolName: teacher.schoolName },
        ...classrooms.map((c) => ({ id: c.teacherUserId, name: c.teacherName, schoolId: c.schoolId, schoolName: c.schoolName })),
      ].filter((p, i, all) => all.findIndex((q) => q.id === p.id) === i && (placeId === 0 || p.schoolId === placeId));
      const schools = [...new Map(people.map((p) => [p.schoolId, p.schoolName])).entries()];
      return answered(
        schools.map(([schoolId, schoolName]) => ({
          schoolId,
          schoolName,
          teachers: people
            .filter((p) => p.schoolId === schoolId)
            .map((p) => {
              const [firstName = p.name, ...rest] = p.name.split(' ');
              return { id: p.id, userName: `teacher${p.id}`, firstName, lastName: rest.join(' '), name: p.name };
            }),
        })),
      );
    },
    add: async (input, roster) => {
      let students: readonly { student: StudentFields }[] = [];
      if (roster) {
        const text = decodeRosterText(new Uint8Array(await roster.content.arrayBuffer()));
        if (text === null) return refused(400, 'ROSTER.NOT_CSV', 'rosterNotCsv', 'file');
        const [header = [], ...rest] = csvRows(text);
        const headerProblem = checkRosterHeader(header);
        if (headerProblem)
          return failure(400, 'ROSTER.HEADER_INVALID', 'rosterHeaderInvalid', {
            missing: headerProblem.missing.join(', '),
            unexpected: headerProblem.unexpected.join(', '),
          });
        const columns = header.map(rosterColumnOf);
        const rows = rest.map((cells) => {
          const row: Partial<Record<RosterColumn, string>> = {};
          columns.forEach((column, i) => column && (row[column] = cells[i] ?? ''));
          return row;
        });
        const check = checkRosterRows(rows);
        const [duplicate] = check.duplicates;
        if (duplicate && check.problems.length === 0)
          return failure(400, 'ROSTER.DUPLICATE_USERNAME', 'rosterDuplicateUsername', {
            username: duplicate.username,
            first: String(duplicate.rows[0]),
            second: String(duplicate.rows[1]),
          });
        if (check.problems.length > 0)
          // Every bad cell, and with them each repeated username, under `rows.<row>.<column>`.
          return failure(400, 'ROSTER.ROWS_INVALID', 'rosterRowsInvalid', {}, [
            ...check.problems.map((p) => ({ field: rosterFieldName(p.row, p.field), message: MESSAGES[p.message].en })),
            ...check.duplicates.map((d) => ({ field: rosterFieldName(d.rows[1], 'username'), message: MESSAGES.rosterUsernameRepeated.en })),
          ]);
        students = check.students;
      }
      const saved: string[] = [];
      const alreadyExisting: string[] = [];
      const enrolled: RosterStudent[] = [];
      for (const { student } of students) {
        const existing = account(student.username);
        if (existing) {
          alreadyExisting.push(existing.userName);
          enrolled.push(existing);
        } else {
          const created = rosterStudent(nextId(accounts.map((a) => a.id)), student);
          accounts = [...accounts, created];
          saved.push(created.userName);
          enrolled.push(created);
        }
      }
      const classroom = withRoster(
        {
          id: nextId(classrooms.map((c) => c.id)),
          name: input.name,
          period: input.period,
          startDate: input.startDate,
          endDate: input.endDate,
          numberOfStudents: 0,
          teacherUserId: teacher.id,
          teacherName: teacher.name,
          schoolId: teacher.schoolId,
          schoolName: teacher.schoolName,
          students: [],
        },
        enrolled,
      );
      classrooms = [...classrooms, classroom];
      return answered({ classroom, saved, alreadyExisting }, 'classroomAdded');
    },
    update: async (id, input) => {
      const previous = classrooms.find((c) => c.id === id);
      if (!previous) return refused(404, 'CLASSROOM.NOT_FOUND', 'notFound');
      const classroom = { ...previous, ...input };
      classrooms = classrooms.map((c) => (c.id === id ? classroom : c));
      return answered(classroom, 'classroomUpdated');
    },
    remove: async (id) => {
      if (!classrooms.some((c) => c.id === id)) return refused(404, 'CLASSROOM.NOT_FOUND', 'notFound');
      classrooms = classrooms.filter((c) => c.id !== id);
      return answered(null, 'classroomRemoved');
    },
    addStudent: async ({ classRoomId, ...fields }) => {
      const classroom = classrooms.find((c) => c.id === classRoomId);
      if (!classroom) return refused(404, 'CLASSROOM.NOT_FOUND', 'notFound');
      if (account(fields.username)) return refused(409, 'USER.USERNAME_TAKEN', 'usernameInUse', 'username');
      const student = rosterStudent(nextId(accounts.map((a) => a.id)), fields);
      accounts = [...accounts, student];
      classrooms = classrooms.map((c) => (c.id === classRoomId ? withRoster(c, [...c.students, student]) : c));
      return answered(student, 'studentAddedToClassroom');
    },
    removeStudent: async (studentId, classroomId) => {
      const classroom = classrooms.find((c) => c.id === classroomId);
      if (!classroom?.students.some((s) => s.id === studentId)) return refused(404, 'CLASSROOM.STUDENT_NOT_FOUND', 'studentNotInClassroom');
      classrooms = classrooms.map((c) => (c.id === classroomId ? withRoster(c, c.students.filter((s) => s.id !== studentId)) : c));
      return answered(null, 'studentRemovedFromClassroom');
    },
    resetStudentPassword: async ({ studentId, classroomId }) => {
      const classroom = classrooms.find((c) => c.id === classroomId);
      if (!classroom?.students.some((s) => s.id === studentId)) return refused(404, 'CLASSROOM.STUDENT_NOT_FOUND', 'studentNotInClassroom');
      return answered(null, 'passwordResetSuccess');
    },
  };
}
