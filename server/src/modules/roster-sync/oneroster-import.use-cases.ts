import type { RosterImportJob } from '@domain/roster-sync/oneroster.schemas';
import { noRosterCounts } from '@domain/roster-sync/oneroster.schemas';
import type { Language } from '@domain/shared/constants';
import { renderMessage } from '@domain/shared/messages';
import type { AppDeps } from '../../app-deps';
import { appError } from '../../http/app-error';
import type { AuthUser } from '../auth/auth-user';
import type { UploadedFile } from '../../http/single-file-upload';
import { looksLikeZip, unpackWithinBudget } from '../files/xlsx-zip-guard';
import { findLinks } from './oneroster-records.repository';
import { districtStateOf, findRosterJob, insertRosterJob, listRecentRosterJobs, ONEROSTER_IMPORT_QUEUED_CHANNEL, stateExists, type RosterJobRow } from './oneroster-job.repository';
import { ONEROSTER_ZIP_LIMITS, schoolParentsOutsideFiles } from './oneroster-upload';

/*
 * `POST oneroster/import` and `GET oneroster/import/{jobId}` (issue 16; docs/roster-sync.md). The
 * request checks only what must be answered at once — the place, that the file is a zip that unpacks
 * within its caps, that its schools have a district — and queues the job; the runner checks the
 * files against the standard and writes them.
 */

export interface RosterImportTarget {
  readonly stateId: number;
  readonly districtId?: number;
}

const FILE_NAME_MAX_LENGTH = 200;

export async function queueRosterImport(deps: AppDeps, viewer: AuthUser, target: RosterImportTarget, file: UploadedFile) {
  if (!(await stateExists(deps.db, target.stateId))) throw appError('ONEROSTER.STATE_NOT_FOUND');
  if (target.districtId !== undefined && (await districtStateOf(deps.db, target.districtId)) !== target.stateId) throw appError('ONEROSTER.DISTRICT_NOT_FOUND');
  if (!looksLikeZip(file.bytes)) throw appError('ONEROSTER.NOT_A_ZIP');
  const parts = unpackWithinBudget(file.bytes, ONEROSTER_ZIP_LIMITS);
  if (target.districtId === undefined) {
    const parents = schoolParentsOutsideFiles(parts);
    const imported = await findLinks(deps.db, 'district', parents);
    if (parents.some((p) => !imported.has(p))) throw appError('ONEROSTER.DISTRICT_REQUIRED');
  }
  // The client's file name is shown back to the admin only: kept printable and short.
  const fileName = (file.fileName || 'oneroster.zip').replace(/[^\p{L}\p{N} ._()-]/gu, '_').slice(0, FILE_NAME_MAX_LENGTH);
  const jobId = await insertRosterJob(deps.db, { requestedBy: viewer.id, stateId: target.stateId, districtId: target.districtId ?? null, fileName, zip: file.bytes });
  await deps.db.notify(ONEROSTER_IMPORT_QUEUED_CHANNEL, String(jobId));
  return { jobId, status: 'queued' as const };
}

/** How many imports the district sync section lists. */
export const RECENT_ROSTER_IMPORTS = 20;

/** A job as the admin reads it: the problems' reasons in the reader's language. */
export async function readRosterImport(deps: AppDeps, jobId: number, language: Language): Promise<RosterImportJob> {
  const job = await findRosterJob(deps.db, jobId);
  if (!job) throw appError('ONEROSTER.IMPORT_NOT_FOUND');
  return importOfJob(job, language);
}

/** `GET oneroster/imports`: the latest imports, newest first; each one's problems are read with the job. */
export async function listRecentRosterImports(deps: AppDeps, language: Language): Promise<RosterImportJob[]> {
  return (await listRecentRosterJobs(deps.db, RECENT_ROSTER_IMPORTS)).map((job) => importOfJob(job, language));
}

function importOfJob(job: RosterJobRow, language: Language): RosterImportJob {
  return {
    jobId: job.id,
    status: job.status,
    fileName: job.fileName,
    stateId: job.stateId,
    districtId: job.districtId,
    counts: job.counts ?? noRosterCounts(),
    problems: job.problems.map((p) => ({ file: p.file, row: p.row, column: p.column, reason: renderMessage(p.reason, language, p.values) })),
    problemCount: job.problemCount,
    requestedAt: job.requestedAt,
    startedAt: job.startedAt,
    finishedAt: job.finishedAt,
  };
}
