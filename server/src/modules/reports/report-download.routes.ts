import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { RoleId } from '@domain/identity/role';
import { reportOverviewQuerySchema } from '@domain/reports/report.schemas';
import type { AppDeps } from '../../app-deps';
import { appError } from '../../http/app-error';
import { authenticateRequest } from '../../http/authenticate-request';
import { requestLanguage } from '../../http/language';
import { notAnEnvelope } from '../../http/route';
import { parseInput } from '../../http/validation';
import type { AuthUser } from '../auth/auth-user';
import { servedUser } from '../support/acting-session';
import { overviewWorkbook, type Workbook } from './report-download.use-cases';
import { XLSX_CONTENT_TYPE } from './report-workbook';

/**
 * Who reads reports (product-spec §6, reporting sections): managers, the super admin and teachers;
 * support as the teacher it acts for (and nothing while acting for nobody). Scope is the use cases'.
 */
export const REPORT_READERS = [RoleId.SuperAdmin, RoleId.StateManager, RoleId.DistrictManager, RoleId.CampusManager, RoleId.DistrictTeacher, RoleId.SupportRole] as const;

/**
 * The signed-in caller of a download (not a JSON envelope, so not defineRoute): the same 401, role
 * check and support-acting rule as every report call.
 */
export async function downloadCaller(deps: AppDeps, request: FastifyRequest): Promise<AuthUser> {
  const signedIn = await authenticateRequest(deps, request);
  if (!signedIn) throw appError('AUTH.UNAUTHENTICATED');
  const user = servedUser({ ...signedIn, via: `${request.method} ${request.routeOptions.url}` }, 'teacherIfActing');
  if (!(REPORT_READERS as readonly RoleId[]).includes(user.roleId)) throw appError('FORBIDDEN');
  return user;
}

export function sendWorkbook(reply: FastifyReply, workbook: Workbook): FastifyReply {
  return reply
    .type(XLSX_CONTENT_TYPE)
    .header('content-disposition', `attachment; filename="${workbook.fileName}"`)
    .header('cache-control', 'no-store')
    .send(workbook.bytes);
}

/** `GET Report/overview/download`: the management report as a workbook (the district download). */
export function registerReportDownloadRoutes(app: FastifyInstance, deps: AppDeps): void {
  app.get('/Report/overview/download', notAnEnvelope('xlsx workbook of the overview with its students'), async (request, reply) => {
    const user = await downloadCaller(deps, request);
    const query = parseInput(reportOverviewQuerySchema, request.query, 'query');
    return sendWorkbook(reply, await overviewWorkbook(deps, user, query, requestLanguage(request)));
  });
}
