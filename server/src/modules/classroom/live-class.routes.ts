import type { FastifyInstance } from 'fastify';
import type { AppDeps } from '../../app-deps';
import { liveClassSchema } from '@domain/classroom/live-class.responses';
import { RoleId } from '@domain/identity/role';
import { idParamsSchema } from '@domain/shared/schema-kit';
import { defineRoute } from '../../http/route';
import { showLiveClass } from './live-class.use-cases';

/** Who opens a classroom's live view: as the classroom lists (the use case checks which classroom). */
const VIEWERS = [RoleId.DistrictTeacher, RoleId.CampusManager, RoleId.DistrictManager] as const;

/** /class-room/live (issue 12): the snapshot; live events follow over the hub (WatchClassroom). */
export function registerLiveClassRoutes(app: FastifyInstance, deps: AppDeps): void {
  defineRoute(app, deps, {
    method: 'GET',
    url: '/ClassRoom/:id/live',
    response: liveClassSchema,
    access: VIEWERS,
    actingFor: 'teacher',
    params: idParamsSchema,
    handler: async ({ user, params }) => ({ data: await showLiveClass(deps, user, params.id) }),
  });
}
