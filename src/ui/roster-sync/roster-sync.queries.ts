import { queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import type { RosterImportJob, RosterImportTarget } from '@application/roster-sync/roster-sync.port';
import type { RosterSyncUseCases } from '@application/roster-sync/roster-sync.use-cases';
import { useServices } from '../app/services-context';
import { dataOf, savedOf } from '../app/server-state/api-result-query';

/**
 * How often a running import is read again. The import is a background job on the server (it may take
 * minutes for a district), so its screen follows it by asking; named so a test or a slower link can
 * see what it is.
 */
export const ROSTER_IMPORT_POLL_MS = 2000;

export const rosterSyncKeys = {
  all: ['roster-sync'] as const,
  recent: () => [...rosterSyncKeys.all, 'recent'] as const,
  /** The job's problems come translated by the server: each language is its own read. */
  job: (jobId: number, language: string) => [...rosterSyncKeys.all, 'job', jobId, language] as const,
};

const unfinished = (job: RosterImportJob | undefined) => job?.status === 'queued' || job?.status === 'running';

export const rosterSyncQueries = {
  recent: (rosterSync: RosterSyncUseCases) =>
    queryOptions({ queryKey: rosterSyncKeys.recent(), queryFn: () => dataOf(rosterSync.listRecentImports()), staleTime: 0 }),
  /** One import, read again until it is done or failed. */
  job: (rosterSync: RosterSyncUseCases, jobId: number, language: string) =>
    queryOptions({
      queryKey: rosterSyncKeys.job(jobId, language),
      queryFn: () => dataOf(rosterSync.checkImport(jobId)),
      staleTime: 0,
      refetchInterval: (query) => (unfinished(query.state.data) ? ROSTER_IMPORT_POLL_MS : false),
    }),
};

/** Sends a zip to import; the recent imports list shows it at once. */
export function useImportRosterFiles() {
  const { rosterSync } = useServices();
  const client = useQueryClient();
  return useMutation({
    mutationFn: ({ target, file }: { readonly target: RosterImportTarget; readonly file: File }) => savedOf(rosterSync.importRosterFiles(target, file)),
    onSuccess: () => client.invalidateQueries({ queryKey: rosterSyncKeys.recent() }),
  });
}

/** When a followed import ends, the recent list catches up with its counts. */
export function useRecentAfterFinish() {
  const client = useQueryClient();
  return () => client.invalidateQueries({ queryKey: rosterSyncKeys.recent() });
}
