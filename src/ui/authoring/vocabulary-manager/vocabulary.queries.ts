import { queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import type { Glossary, VocabularyTermFields, VocabularyUseCases } from '@application/authoring/vocabulary.use-cases';
import type { ApiResult, DownloadedFile } from '@application/ports/api-result';
import { useServices } from '../../app/services-context';
import { dataOf, savedOf } from '../../app/server-state/api-result-query';
import { saveFile } from '../../common/save-file';
import { authoringKeys } from '../authoring.queries';

/**
 * A unit's glossaries and an upload's preview, under the back office's key (a publish notification
 * makes them stale too).
 */
export const vocabularyKeys = {
  all: () => [...authoringKeys.all, 'vocabulary'] as const,
  glossary: ({ unitId, language }: Glossary) => [...vocabularyKeys.all(), unitId, language] as const,
  preview: (importId: number) => [...vocabularyKeys.all(), 'preview', importId] as const,
};

export const vocabularyQueries = {
  /** Other creators edit too: asked again each time the manager opens. */
  glossary: (vocabulary: VocabularyUseCases, glossary: Glossary) =>
    queryOptions({ queryKey: vocabularyKeys.glossary(glossary), queryFn: () => dataOf(vocabulary.openGlossary(glossary)), staleTime: 0 }),
  /** What saving one checked upload would do: asked once per upload, forgotten with its panel. */
  preview: (vocabulary: VocabularyUseCases, importId: number) =>
    queryOptions({ queryKey: vocabularyKeys.preview(importId), queryFn: () => dataOf(vocabulary.previewImport(importId)), staleTime: Infinity, gcTime: 0 }),
};

/**
 * A change to a glossary: its list, and the unit builder's part (the unit's draft counts its terms;
 * its key holds the draft's too) are read again.
 */
function useGlossaryChange<V, T>(glossary: Glossary, change: (vocabulary: VocabularyUseCases, variables: V) => Promise<ApiResult<T>>) {
  const { vocabulary } = useServices();
  const client = useQueryClient();
  return useMutation({
    mutationFn: (variables: V) => savedOf(change(vocabulary, variables)),
    onSuccess: () =>
      Promise.all([client.invalidateQueries({ queryKey: vocabularyKeys.glossary(glossary) }), client.invalidateQueries({ queryKey: authoringKeys.unit(glossary.unitId) })]),
  });
}

/** A term's form: a new term (`termId` null) or an edit, every field. */
export interface TermSave {
  readonly termId: number | null;
  readonly fields: VocabularyTermFields;
}

export const useSaveTerm = (glossary: Glossary) =>
  useGlossaryChange(glossary, (vocabulary, v: TermSave) => (v.termId === null ? vocabulary.addTerm(glossary, v.fields) : vocabulary.editTerm(v.termId, v.fields)));
export const useRemoveTerm = (glossary: Glossary) => useGlossaryChange(glossary, (vocabulary, termId: number) => vocabulary.removeTerm(termId));
export const useSaveImport = (glossary: Glossary) => useGlossaryChange(glossary, (vocabulary, importId: number) => vocabulary.saveImport(glossary, importId));

/** Sends a workbook to be checked (the server says how many rows it read); nothing changes on the server, so nothing is made stale. */
export function useCheckWorkbook(glossary: Glossary) {
  const { vocabulary } = useServices();
  return useMutation({ mutationFn: (file: File) => savedOf(vocabulary.checkWorkbook(glossary, file)) });
}

/** Fetches a workbook the server builds (the template, the glossary) and hands it to the browser's download. */
export function useDownloadWorkbook(glossary: Glossary) {
  const { vocabulary } = useServices();
  return useMutation({
    mutationFn: (which: 'template' | 'glossary'): Promise<DownloadedFile> =>
      dataOf(which === 'template' ? vocabulary.downloadTemplate() : vocabulary.downloadGlossary(glossary)),
    onSuccess: (file) => saveFile(file.fileName, file.content),
  });
}
