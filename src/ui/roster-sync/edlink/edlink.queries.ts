import { queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import type { EdlinkConnection } from '@application/roster-sync/edlink.port';
import type { EdlinkUseCases } from '@application/roster-sync/edlink.use-cases';
import { useServices } from '../../app/services-context';
import { dataOf, savedOf, type Saved } from '../../app/server-state/api-result-query';
import { saveFile } from '../../common/save-file';

/**
 * How often the integrations are read again while a district syncs: the sync is a background job on
 * the server (minutes for a large district), so the list follows it until every district is done.
 */
export const EDLINK_SYNC_POLL_MS = 2000;

export const edlinkKeys = {
  all: ['edlink'] as const,
  integrations: () => [...edlinkKeys.all, 'integrations'] as const,
  /** A failed run's reasons come translated by the server: each language is its own read. */
  lastSync: (districtId: number, language: string) => [...edlinkKeys.all, 'last-sync', districtId, language] as const,
};

export const edlinkQueries = {
  integrations: (edlink: EdlinkUseCases) =>
    queryOptions({
      queryKey: edlinkKeys.integrations(),
      queryFn: () => dataOf(edlink.listIntegrations()),
      staleTime: 0,
      refetchInterval: (query) => (query.state.data?.some((i) => i.status === 'in_progress') ? EDLINK_SYNC_POLL_MS : false),
    }),
  lastSync: (edlink: EdlinkUseCases, districtId: number, language: string) =>
    queryOptions({
      queryKey: edlinkKeys.lastSync(districtId, language),
      queryFn: () => dataOf(edlink.lastSyncOf(districtId)),
      staleTime: 0,
      refetchInterval: (query) => (query.state.data?.integration.status === 'in_progress' ? EDLINK_SYNC_POLL_MS : false),
    }),
};

/** Connecting and starting a sync change the list and the details shown. */
function useEdlinkMutation<V, T>(run: (edlink: EdlinkUseCases, v: V) => Promise<Saved<T>>) {
  const { edlink } = useServices();
  const client = useQueryClient();
  return useMutation({ mutationFn: (v: V) => run(edlink, v), onSuccess: () => client.invalidateQueries({ queryKey: edlinkKeys.all }) });
}

export const useConnectDistrict = () => useEdlinkMutation((edlink, connection: EdlinkConnection) => savedOf(edlink.connectDistrict(connection)));
export const useSyncDistrict = () => useEdlinkMutation((edlink, districtId: number) => savedOf(edlink.syncDistrict(districtId)));

export function useEdlinkDownload(which: 'pending' | 'report') {
  const { edlink } = useServices();
  return useMutation({
    mutationFn: (districtId: number) => dataOf(which === 'pending' ? edlink.downloadPendingEvents(districtId) : edlink.downloadLastSyncReport(districtId)),
    onSuccess: (file) => saveFile(file.fileName, file.content),
  });
}
