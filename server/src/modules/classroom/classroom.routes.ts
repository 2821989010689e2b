import type { FastifyInstance } from 'fastify';
import multipart from '@fastify/multipart';
import type { AppDeps } from '../../app-deps';
import {
  addClassroomSchema,
  addStudentSchema,
  classroomListParamsSchema,
  classroomTeacherFieldSchema,
  deleteStudentParamsSchema,
  deleteStudentQuerySchema,
  studentPasswordResetSchema,
  teacherGroupsParamsSchema,
  updateClassroomSchema,
} from '@domain/classroom/classroom.schemas';
import {
  classroomListSchema,
  classroomSavedSchema,
  classroomSchema,
  rosterStudentSchema,
  teacherGroupListSchema,
} from '@domain/classroom/classroom.responses';
import { ROSTER_MAX_BYTES } from '@domain/classroom/roster.rules';
import { RoleId } from '@domain/identity/role';
import { idParamsSchema, noDataSchema } from '@domain/shared/schema-kit';
import { defineRoute } from '../../http/route';
import { parseInput } from '../../http/validation';
import {
  addClassroom,
  addStudent,
  listClassrooms,
  listTeacherGroups,
  removeClassroom,
  removeStudent,
  resetStudentPassword,
  updateClassroom,
} from './classroom.use-cases';
import { registerClassroomDetailsRoutes } from './classroom-details.routes';
import { readRoster } from './roster-csv';
import { readClassroomUpload } from './roster-upload';

/** Who reads classrooms (product-spec §6 "Classroom loading by role"); support acting for a teacher is served as them (actingFor). */
const READERS = [RoleId.DistrictTeacher, RoleId.CampusManager, RoleId.DistrictManager] as const;
/** Who changes them: a teacher their own, a campus manager their school's (docs/decisions.md). */
const WRITERS = [RoleId.DistrictTeacher, RoleId.CampusManager] as const;
/** Who lists a school's teachers: managers, and support choosing whom to act for. */
const MANAGERS_OF_TEACHERS = [RoleId.CampusManager, RoleId.DistrictManager, RoleId.SupportRole] as const;

/** Classrooms and their students (api-spec §7.11, issue 12). Multipart is registered for these routes only. */
export function registerClassroomRoutes(app: FastifyInstance, deps: AppDeps): void {
  void app.register(async (scope) => {
    await scope.register(multipart, { limits: { fileSize: ROSTER_MAX_BYTES, files: 1 } });
    routes(scope, deps);
    registerClassroomDetailsRoutes(scope, deps);
  });
}

function routes(app: FastifyInstance, deps: AppDeps): void {
  defineRoute(app, deps, {
    method: 'GET',
    url: '/ClassRoom/:apiPath/:id/:schoolId',
    response: classroomListSchema,
    access: READERS,
    actingFor: 'teacher',
    params: classroomListParamsSchema,
    handler: async ({ user, params }) => ({ data: await listClassrooms(deps, user, params) }),
  });

  defineRoute(app, deps, {
    method: 'GET',
    url: '/teachers/:id',
    response: teacherGroupListSchema,
    access: MANAGERS_OF_TEACHERS,
    params: teacherGroupsParamsSchema,
    handler: async ({ user, params }) => ({ data: await listTeacherGroups(deps, user, params.id) }),
  });

  // Multipart (or JSON without a roster): the fields are checked before the file is read, so a bad
  // date answers 400 naming it whatever the file holds.
  defineRoute(app, deps, {
    method: 'POST',
    url: '/ClassRoom/addclassroom',
    response: classroomSavedSchema,
    access: WRITERS,
    actingFor: 'teacher',
    handler: async ({ user, request }) => {
      const upload = await readClassroomUpload(request);
      const fields = parseInput(addClassroomSchema, upload.fields, 'body');
      const { teacherUserId } = parseInput(classroomTeacherFieldSchema, upload.fields, 'body');
      const roster = upload.roster ? readRoster(upload.roster) : [];
      const data = await addClassroom(deps, user, fields, teacherUserId, roster);
      return { data, message: 'classroomAdded', status: 201 };
    },
  });

  defineRoute(app, deps, {
    method: 'PUT',
    url: '/ClassRoom/StudentPasswordReset',
    response: noDataSchema,
    access: WRITERS,
    actingFor: 'teacher',
    body: studentPasswordResetSchema,
    handler: async ({ user, body }) => {
      await resetStudentPassword(deps, user, body);
      return { data: null, message: 'passwordResetSuccess' };
    },
  });

  defineRoute(app, deps, {
    method: 'POST',
    url: '/ClassRoom/AddStudent',
    response: rosterStudentSchema,
    access: WRITERS,
    actingFor: 'teacher',
    body: addStudentSchema,
    handler: async ({ user, body }) => ({ data: await addStudent(deps, user, body), message: 'studentAddedToClassroom', status: 201 }),
  });

  defineRoute(app, deps, {
    method: 'DELETE',
    url: '/ClassRoom/DeleteStudent/:id',
    response: noDataSchema,
    access: WRITERS,
    actingFor: 'teacher',
    params: deleteStudentParamsSchema,
    query: deleteStudentQuerySchema,
    handler: async ({ user, params, query }) => {
      await removeStudent(deps, user, query.classRoomId, params.id);
      return { data: null, message: 'studentRemovedFromClassroom' };
    },
  });

  defineRoute(app, deps, {
    method: 'PUT',
    url: '/ClassRoom/:id',
    response: classroomSchema,
    access: WRITERS,
    actingFor: 'teacher',
    params: idParamsSchema,
    body: updateClassroomSchema,
    handler: async ({ user, params, body }) => ({ data: await updateClassroom(deps, user, params.id, body), message: 'classroomUpdated' }),
  });

  defineRoute(app, deps, {
    method: 'DELETE',
    url: '/ClassRoom/:id',
    response: noDataSchema,
    access: WRITERS,
    actingFor: 'teacher',
    params: idParamsSchema,
    handler: async ({ user, params }) => {
      await removeClassroom(deps, user, params.id);
      return { data: null, message: 'classroomRemoved' };
    },
  });
}
