import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { Readable } from 'node:stream';
import multipart from '@fastify/multipart';
import { z } from 'zod';
import { RoleId } from '@domain/identity/role';
import { idParamsSchema, idSchema, noDataSchema } from '@domain/shared/schema-kit';
import {
  addStandardBodySchema,
  addStandardsBodySchema,
  editStandardBodySchema,
  soaDetailsQuerySchema,
  soaLessonDetailsBodySchema,
  standardsDownloadQuerySchema,
} from '@domain/standards/standards.schemas';
import { lessonStandardsSchema, soaDetailsSchema, standardListSchema, standardSchema } from '@domain/standards/standards.responses';
import type { AppDeps } from '../../app-deps';
import { appError } from '../../http/app-error';
import { authenticateRequest } from '../../http/authenticate-request';
import { defineRoute, notAnEnvelope } from '../../http/route';
import { parseInput } from '../../http/validation';
import { XLSX_CONTENT_TYPE } from '../reports/report-workbook';
import { readWorkbookUpload, WORKBOOK_UPLOAD_LIMITS } from '../files/workbook-upload';
import { replaceSoa } from './replace-soa.use-cases';
import * as standards from './standards.use-cases';
import { uploadStandards } from './standards-upload.use-cases';
import { standardsTemplate, standardsWorkbook } from './standards-workbook.writer';

/*
 * The SOA/ELA standards calls (issue 15; api-spec §7.10 and §7.5 replace-soa). Only super admins
 * write standards (product-spec §6). Every staff role that tags questions or reads reports reads
 * them; students do not. Tagging a lesson's questions (replace-soa, soa-lesson-details) is the
 * builders' work: super admins and content creators (docs/standards.md).
 */

export const STANDARD_WRITERS = [RoleId.SuperAdmin] as const;
export const STANDARD_READERS = [
  RoleId.SuperAdmin,
  RoleId.ContentCreator,
  RoleId.StateManager,
  RoleId.DistrictManager,
  RoleId.CampusManager,
  RoleId.DistrictTeacher,
  RoleId.SupportRole,
] as const;
export const STANDARD_TAGGERS = [RoleId.SuperAdmin, RoleId.ContentCreator] as const;

/** A download is bytes, not an envelope: the same 401 and 403 as defineRoute gives. */
async function admit(deps: AppDeps, request: FastifyRequest, roles: readonly RoleId[]): Promise<void> {
  const user = await authenticateRequest(deps, request);
  if (!user) throw appError('AUTH.UNAUTHENTICATED');
  if (!roles.includes(user.roleId)) throw appError('FORBIDDEN');
}

function sendWorkbook(reply: FastifyReply, bytes: Readable, fileName: string): FastifyReply {
  return reply.type(XLSX_CONTENT_TYPE).header('content-disposition', `attachment; filename="${fileName}"`).header('cache-control', 'no-store').send(bytes);
}

const lessonParams = z.object({ lessonId: idSchema });

export function registerStandardsRoutes(app: FastifyInstance, deps: AppDeps): void {
  defineRoute(app, deps, {
    method: 'GET',
    url: '/SOAStandard-List',
    access: STANDARD_READERS,
    response: standardListSchema,
    handler: async () => ({ data: await standards.allStandards(deps) }),
  });
  defineRoute(app, deps, {
    method: 'GET',
    url: '/SOAStandardByState/:id',
    access: STANDARD_READERS,
    params: idParamsSchema,
    response: standardListSchema,
    handler: async ({ params }) => ({ data: await standards.standardsOfState(deps, params.id) }),
  });
  defineRoute(app, deps, {
    method: 'POST',
    url: '/addSOAStandard',
    access: STANDARD_WRITERS,
    body: addStandardBodySchema,
    response: standardSchema,
    handler: async ({ body }) => ({ data: await standards.addStandard(deps, body), message: 'standardAdded', status: 201 }),
  });
  defineRoute(app, deps, {
    method: 'POST',
    url: '/SOAStandard',
    access: STANDARD_WRITERS,
    body: addStandardsBodySchema,
    response: standardListSchema,
    handler: async ({ body }) => {
      const saved = await standards.addStandards(deps, body.standards);
      return { data: saved, message: 'standardsAdded', values: { count: String(saved.length) }, status: 201 };
    },
  });
  defineRoute(app, deps, {
    method: 'PUT',
    url: '/editSOAStandard',
    access: STANDARD_WRITERS,
    body: editStandardBodySchema,
    response: standardSchema,
    handler: async ({ body }) => ({ data: await standards.editStandard(deps, body), message: 'standardSaved' }),
  });
  defineRoute(app, deps, {
    method: 'DELETE',
    url: '/deleteSOAStandard/:id',
    access: STANDARD_WRITERS,
    params: idParamsSchema,
    response: noDataSchema,
    handler: async ({ params }) => {
      await standards.removeStandard(deps, params.id);
      return { data: null, message: 'standardRemoved' };
    },
  });
  defineRoute(app, deps, {
    method: 'GET',
    url: '/SOAStandard/soa-details',
    access: STANDARD_READERS,
    query: soaDetailsQuerySchema,
    response: soaDetailsSchema,
    handler: async ({ query }) => ({ data: await standards.soaDetails(deps, query.soaName) }),
  });
  defineRoute(app, deps, {
    method: 'POST',
    url: '/SOAStandard/soa-lesson-details',
    access: STANDARD_TAGGERS,
    body: soaLessonDetailsBodySchema,
    response: lessonStandardsSchema,
    handler: async ({ body }) => ({ data: await standards.lessonStandards(deps.db, body.lessonId) }),
  });

  app.get('/SampleSOADocument', notAnEnvelope('xlsx workbook: the standards template'), async (request, reply) => {
    await admit(deps, request, STANDARD_WRITERS);
    return sendWorkbook(reply, standardsTemplate(), 'soa-standards-template.xlsx');
  });
  app.get('/SOAStandard-Download', notAnEnvelope("xlsx workbook: a state's standards"), async (request, reply) => {
    await admit(deps, request, STANDARD_READERS);
    const { stateId } = parseInput(standardsDownloadQuerySchema, request.query, 'query');
    return sendWorkbook(reply, standardsWorkbook(await standards.standardsOfState(deps, stateId)), `soa-standards-${stateId}.xlsx`);
  });

  void app.register(async (scope) => {
    await scope.register(multipart, { limits: WORKBOOK_UPLOAD_LIMITS });
    defineRoute(scope, deps, {
      method: 'POST',
      url: '/SOAStandard/upload/:stateId',
      access: STANDARD_WRITERS,
      params: z.object({ stateId: idSchema }),
      response: standardListSchema,
      handler: async ({ params, request }) => {
        const saved = await uploadStandards(deps, params.stateId, () => readWorkbookUpload(request));
        return { data: saved, message: 'standardsAdded', values: { count: String(saved.length) }, status: 201 };
      },
    });
    const replaced = (count: number) => ({ message: 'standardTagsReplaced' as const, values: { count: String(count) } });
    defineRoute(scope, deps, {
      method: 'POST',
      url: '/replace-soa/sub-types/:lessonId',
      access: STANDARD_TAGGERS,
      params: lessonParams,
      response: lessonStandardsSchema,
      handler: async ({ params, request }) => {
        const { data, replaced: count } = await replaceSoa(deps, params.lessonId, 'sub-types', () => readWorkbookUpload(request));
        return { data, ...replaced(count) };
      },
    });
    defineRoute(scope, deps, {
      method: 'POST',
      url: '/replace-soa/:lessonId',
      access: STANDARD_TAGGERS,
      params: lessonParams,
      response: lessonStandardsSchema,
      handler: async ({ params, request }) => {
        const { data, replaced: count } = await replaceSoa(deps, params.lessonId, null, () => readWorkbookUpload(request));
        return { data, ...replaced(count) };
      },
    });
    defineRoute(scope, deps, {
      method: 'POST',
      url: '/replace-soa/:lessonId/:setId',
      access: STANDARD_TAGGERS,
      params: z.object({ lessonId: idSchema, setId: idSchema }),
      response: lessonStandardsSchema,
      handler: async ({ params, request }) => {
        const { data, replaced: count } = await replaceSoa(deps, params.lessonId, params.setId, () => readWorkbookUpload(request));
        return { data, ...replaced(count) };
      },
    });
  });
}
