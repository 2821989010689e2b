import type { FastifyInstance } from 'fastify';
import type { AppDeps } from '../../app-deps';
import { classroomDetailsSchema, unitLockSchema } from '@domain/classroom/classroom-details.responses';
import { unitLockBodySchema, unitLockParamsSchema } from '@domain/classroom/classroom-details.schemas';
import { RoleId } from '@domain/identity/role';
import { idParamsSchema } from '@domain/shared/schema-kit';
import { defineRoute } from '../../http/route';
import { setUnitLock, showClassroomDetails } from './classroom-details.use-cases';

/** Who reads a classroom's details: as the classroom lists (a district manager reads only). */
const READERS = [RoleId.DistrictTeacher, RoleId.CampusManager, RoleId.DistrictManager] as const;
/** Who locks units: the classroom's teacher and the campus manager of its school (the use case checks which classroom). */
const WRITERS = [RoleId.DistrictTeacher, RoleId.CampusManager] as const;

/**
 * /class-room/details (issue 12). Under `ClassRoom/{id}/…`: two and four segments, so neither meets
 * the lists' `ClassRoom/{apiPath}/{id}/{schoolId}` (three).
 */
export function registerClassroomDetailsRoutes(app: FastifyInstance, deps: AppDeps): void {
  defineRoute(app, deps, {
    method: 'GET',
    url: '/ClassRoom/:id/details',
    response: classroomDetailsSchema,
    access: READERS,
    actingFor: 'teacher',
    params: idParamsSchema,
    handler: async ({ user, params }) => ({ data: await showClassroomDetails(deps, user, params.id) }),
  });

  defineRoute(app, deps, {
    method: 'PUT',
    url: '/ClassRoom/:id/unit-locks/:unitId',
    response: unitLockSchema,
    access: WRITERS,
    actingFor: 'teacher',
    params: unitLockParamsSchema,
    body: unitLockBodySchema,
    handler: async ({ user, params, body }) => {
      const data = await setUnitLock(deps, user, params.id, params.unitId, body.locked);
      return { data, message: data.locked ? 'unitLockedForClassroom' : 'unitUnlockedForClassroom' };
    },
  });
}
