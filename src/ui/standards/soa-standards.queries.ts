import { queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import type { SoaStandardUseCases } from '@application/standards/soa-standards.use-cases';
import type { Standard, StandardFields } from '@application/standards/soa-standards.port';
import { SOA_RELOAD_DELAY_MS } from '@domain/shared/constants';
import { useServices } from '../app/services-context';
import { dataOf, savedOf } from '../app/server-state/api-result-query';
import { saveFile } from '../common/save-file';

/** Every key the standards section reads (invalidate through these). */
export const soaStandardKeys = {
  all: ['soa-standards'] as const,
  ofState: (stateId: number) => [...soaStandardKeys.all, 'state', stateId] as const,
};

export const soaStandardQueries = {
  ofState: (standards: SoaStandardUseCases, stateId: number | null) =>
    queryOptions({
      queryKey: soaStandardKeys.ofState(stateId ?? 0),
      queryFn: () => dataOf(standards.listStandardsOfState(stateId!)),
      enabled: stateId !== null,
    }),
};

/**
 * After a change the lists load again SOA_RELOAD_DELAY_MS later (product-spec §9: "reload after a SOA
 * update delayed 500 ms"): the dialog closes and the confirmation shows first, then the list catches up.
 */
function useStandardsMutation<V, T>(save: (standards: SoaStandardUseCases, variables: V) => Promise<T>) {
  const { soaStandards } = useServices();
  const client = useQueryClient();
  return useMutation({
    mutationFn: (variables: V) => save(soaStandards, variables),
    onSuccess: () => {
      setTimeout(() => void client.invalidateQueries({ queryKey: soaStandardKeys.all }), SOA_RELOAD_DELAY_MS);
    },
  });
}

/** Adds a standard (no id) or edits it (with its id). */
export const useSaveStandard = () =>
  useStandardsMutation((standards, { id, fields }: { readonly id: number | null; readonly fields: StandardFields }) =>
    savedOf<Standard>(id === null ? standards.addStandard(fields) : standards.editStandard(id, fields)),
  );
export const useRemoveStandard = () => useStandardsMutation((standards, standard: { readonly id: number }) => savedOf(standards.removeStandard(standard.id)));
export const useUploadStandards = () =>
  useStandardsMutation((standards, { stateId, file }: { readonly stateId: number; readonly file: File }) => savedOf(standards.uploadWorkbook(stateId, file)));

/** Fetches a workbook the server builds (the template, a state's list) and hands it to the browser. */
export function useDownloadStandards() {
  const { soaStandards } = useServices();
  return useMutation({
    mutationFn: async (which: { readonly kind: 'template' } | { readonly kind: 'list'; readonly stateId: number }) => {
      const file = await dataOf(which.kind === 'template' ? soaStandards.downloadTemplate() : soaStandards.downloadStateList(which.stateId));
      saveFile(file.fileName, file.content);
    },
  });
}
