import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import multipart from '@fastify/multipart';
import { z } from 'zod';
import {
  addVocabularyTermBodySchema,
  authoredVocabularySchema,
  authoredVocabularyTermSchema,
  saveVocabularyImportBodySchema,
  saveVocabularyTermBodySchema,
  savedVocabularyImportSchema,
  vocabularyImportPreviewSchema,
  vocabularyImportSchema,
  vocabularyLanguageParamSchema,
} from '@domain/authoring/vocabulary-authoring.schemas';
import type { RoleId } from '@domain/identity/role';
import { idParamsSchema, idSchema, noDataSchema } from '@domain/shared/schema-kit';
import type { AppDeps } from '../../../app-deps';
import { appError } from '../../../http/app-error';
import { authenticateRequest } from '../../../http/authenticate-request';
import { defineRoute, notAnEnvelope } from '../../../http/route';
import { parseInput, parseParams } from '../../../http/validation';
import { XLSX_CONTENT_TYPE } from '../../reports/report-workbook';
import { BUILDERS } from '../unit-authoring.routes';
import * as vocabulary from './vocabulary.use-cases';
import { previewImport, saveImport, uploadVocabulary } from './vocabulary-import.use-cases';
import { WORKBOOK_UPLOAD_LIMITS } from '../../files/workbook-upload';
import { readVocabularyUpload } from './vocabulary-upload';

/**
 * The vocabulary manager's calls (issue 15; api-spec §7.9): builders only (product-spec §6). The
 * students' `GET {unitId}/vocabulary` reads the published glossary; these read and write the draft.
 */

const unitParams = z.object({ unitId: idSchema });
const languageQuery = z.object({ language: vocabularyLanguageParamSchema });
/** The list download names its language optionally: English unless it says Spanish. */
const downloadQuery = z.object({ language: vocabularyLanguageParamSchema.optional() });

/** A download is bytes, not an envelope (so not defineRoute): the same 401 and builders-only 403. */
async function builderOf(deps: AppDeps, request: FastifyRequest): Promise<void> {
  const user = await authenticateRequest(deps, request);
  if (!user) throw appError('AUTH.UNAUTHENTICATED');
  if (!(BUILDERS as readonly RoleId[]).includes(user.roleId)) throw appError('FORBIDDEN');
}

function sendWorkbook(reply: FastifyReply, workbook: vocabulary.VocabularyWorkbook): FastifyReply {
  return reply
    .type(XLSX_CONTENT_TYPE)
    .header('content-disposition', `attachment; filename="${workbook.fileName}"`)
    .header('cache-control', 'no-store')
    .send(workbook.bytes);
}

export function registerVocabularyRoutes(app: FastifyInstance, deps: AppDeps): void {
  defineRoute(app, deps, {
    method: 'GET',
    url: '/vocabulary/:unitId/backup',
    access: BUILDERS,
    params: unitParams,
    query: languageQuery,
    response: authoredVocabularySchema,
    handler: async ({ params, query }) => ({ data: await vocabulary.vocabularyBackup(deps, params.unitId, query.language) }),
  });
  defineRoute(app, deps, {
    method: 'POST',
    url: '/vocabulary',
    access: BUILDERS,
    body: addVocabularyTermBodySchema,
    response: authoredVocabularyTermSchema,
    handler: async ({ body }) => ({ data: await vocabulary.addTerm(deps, body), message: 'vocabularyTermAdded', status: 201 }),
  });
  defineRoute(app, deps, {
    method: 'PUT',
    url: '/vocabulary/:id',
    access: BUILDERS,
    params: idParamsSchema,
    body: saveVocabularyTermBodySchema,
    response: authoredVocabularyTermSchema,
    handler: async ({ params, body }) => ({ data: await vocabulary.saveTerm(deps, params.id, body), message: 'changesSaved' }),
  });
  defineRoute(app, deps, {
    method: 'DELETE',
    url: '/vocabulary/:id',
    access: BUILDERS,
    params: idParamsSchema,
    response: noDataSchema,
    handler: async ({ params }) => {
      await vocabulary.removeTerm(deps, params.id);
      return { data: null, message: 'vocabularyTermRemoved' };
    },
  });

  app.get('/vocabulary/download/template', notAnEnvelope('xlsx workbook: the vocabulary template'), async (request, reply) => {
    await builderOf(deps, request);
    return sendWorkbook(reply, vocabulary.vocabularyTemplate());
  });
  app.get('/vocabulary/download/:unitId', notAnEnvelope("xlsx workbook: a unit's vocabulary in one language"), async (request, reply) => {
    await builderOf(deps, request);
    const { unitId } = parseParams(unitParams, request.params);
    const { language } = parseInput(downloadQuery, request.query, 'query');
    return sendWorkbook(reply, await vocabulary.vocabularyList(deps, unitId, language ?? 1));
  });

  void app.register(async (scope) => {
    await scope.register(multipart, { limits: WORKBOOK_UPLOAD_LIMITS });
    defineRoute(scope, deps, {
      method: 'POST',
      url: '/vocabulary/upload/:unitId',
      access: BUILDERS,
      params: unitParams,
      query: languageQuery,
      response: vocabularyImportSchema,
      handler: async ({ user, params, query, request }) => {
        const checked = await uploadVocabulary(deps, user, { unitId: params.unitId, language: query.language }, () => readVocabularyUpload(request));
        return { data: checked, message: 'vocabularyImportChecked', values: { rows: String(checked.rows.length) }, status: 201 };
      },
    });
  });

  defineRoute(app, deps, {
    method: 'POST',
    url: '/vocabulary/:id/preview',
    access: BUILDERS,
    params: idParamsSchema,
    response: vocabularyImportPreviewSchema,
    handler: async ({ params }) => ({ data: await previewImport(deps, params.id) }),
  });
  defineRoute(app, deps, {
    method: 'PUT',
    url: '/vocabulary/:unitId/:lang/save-vocabulary',
    access: BUILDERS,
    params: z.object({ unitId: idSchema, lang: vocabularyLanguageParamSchema }),
    body: saveVocabularyImportBodySchema,
    response: savedVocabularyImportSchema,
    handler: async ({ params, body }) => {
      const { saved, counts } = await saveImport(deps, params.unitId, params.lang, body.importId);
      return { data: saved, message: 'vocabularyImportSaved', values: counts };
    },
  });
}
