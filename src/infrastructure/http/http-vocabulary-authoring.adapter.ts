import type {
  AuthoredVocabulary,
  AuthoredVocabularyTerm,
  SavedVocabularyImport,
  VocabularyAuthoring,
  VocabularyImport,
  VocabularyImportPreview,
} from '@application/authoring/vocabulary-authoring.port';
import type { ApiFileClient } from './api-client';

/** Names for the two workbooks when the server's answer gives none (product-spec §9: a template and a list). */
const TEMPLATE_NAME = 'VocabularyTemplate.xlsx';
const listName = (unitId: number, language: number) => `Vocabulary-unit-${unitId}-${language === 1 ? 'en' : 'es'}.xlsx`;

/** The vocabulary manager's calls (api-spec §7.9; issue 15). */
export function createHttpVocabularyAuthoring(api: ApiFileClient): VocabularyAuthoring {
  return {
    glossary: (unitId, language) => api.call<AuthoredVocabulary>('GET', `/vocabulary/${unitId}/backup?language=${language}`),
    addTerm: (body) => api.call<AuthoredVocabularyTerm>('POST', '/vocabulary', body),
    saveTerm: (termId, body) => api.call<AuthoredVocabularyTerm>('PUT', `/vocabulary/${termId}`, body),
    removeTerm: (termId) => api.call<null>('DELETE', `/vocabulary/${termId}`),
    template: () => api.download('/vocabulary/download/template', TEMPLATE_NAME),
    glossaryWorkbook: (unitId, language) => api.download(`/vocabulary/download/${unitId}?language=${language}`, listName(unitId, language)),
    upload: (unitId, language, file, fileName) => {
      const form = new FormData();
      form.append('file', file, fileName);
      return api.call<VocabularyImport>('POST', `/vocabulary/upload/${unitId}?language=${language}`, form);
    },
    preview: (importId) => api.call<VocabularyImportPreview>('POST', `/vocabulary/${importId}/preview`),
    saveImport: (unitId, language, importId) => api.call<SavedVocabularyImport>('PUT', `/vocabulary/${unitId}/${language}/save-vocabulary`, { importId }),
  };
}
