import type { FastifyInstance } from 'fastify';
import { RoleId } from '@domain/identity/role';
import { disclosurePageSchema, studentErasureSchema, studentExportSchema } from '@domain/privacy/privacy.responses';
import { disclosurePageQuerySchema, studentParamsSchema } from '@domain/privacy/privacy.schemas';
import type { AppDeps } from '../../app-deps';
import { defineRoute } from '../../http/route';
import { eraseStudentData, exportStudentData, listStudentDisclosures } from './student-privacy.use-cases';

const SUPER_ADMIN = [RoleId.SuperAdmin] as const;

/** The FERPA audit trail and a student's data on request (super admin only). */
export function registerPrivacyRoutes(api: FastifyInstance, deps: AppDeps): void {
  defineRoute(api, deps, {
    method: 'GET',
    url: '/student/:id/disclosures',
    access: SUPER_ADMIN,
    params: studentParamsSchema,
    query: disclosurePageQuerySchema,
    response: disclosurePageSchema,
    handler: async ({ user, params, query }) => ({ data: await listStudentDisclosures(deps, user, params.id, query) }),
  });

  defineRoute(api, deps, {
    method: 'GET',
    url: '/student/:id/export',
    access: SUPER_ADMIN,
    params: studentParamsSchema,
    response: studentExportSchema,
    handler: async ({ user, params }) => ({ data: await exportStudentData(deps, user, params.id) }),
  });

  defineRoute(api, deps, {
    method: 'DELETE',
    url: '/student/:id/data',
    access: SUPER_ADMIN,
    params: studentParamsSchema,
    response: studentErasureSchema,
    handler: async ({ user, params }) => ({ data: await eraseStudentData(deps, user, params.id), message: 'studentDataErased' }),
  });
}
