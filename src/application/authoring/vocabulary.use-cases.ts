import { VOCABULARY_LANGUAGES, type VocabularyTermFields } from '@domain/authoring/vocabulary-authoring.schemas';
import type { Language } from '@domain/shared/constants';
import type { ApiResult } from '../ports/api-result';
import type {
  AuthoredVocabulary,
  AuthoredVocabularyTerm,
  DownloadedFile,
  SavedVocabularyImport,
  VocabularyAuthoring,
  VocabularyImport,
  VocabularyImportPreview,
} from './vocabulary-authoring.port';

export type { AuthoredVocabulary, AuthoredVocabularyTerm, DownloadedFile, SavedVocabularyImport, VocabularyImport, VocabularyImportPreview, VocabularyTermFields };

/** One unit's glossary in one language: what the manager is open on. */
export interface Glossary {
  readonly unitId: number;
  readonly language: Language;
}

/**
 * What a content creator does in the vocabulary manager (issue 15): the glossary is named by unit and
 * language in the product's words (`en`, `es`); the language codes of the calls (1, 0; §9) stay here.
 */
export interface VocabularyUseCases {
  openGlossary(glossary: Glossary): Promise<ApiResult<AuthoredVocabulary>>;
  addTerm(glossary: Glossary, fields: VocabularyTermFields): Promise<ApiResult<AuthoredVocabularyTerm>>;
  editTerm(termId: number, fields: VocabularyTermFields): Promise<ApiResult<AuthoredVocabularyTerm>>;
  removeTerm(termId: number): Promise<ApiResult<null>>;
  /** The empty workbook whose columns an upload must have. */
  downloadTemplate(): Promise<ApiResult<DownloadedFile>>;
  /** The glossary as a workbook (edit it and upload it back). */
  downloadGlossary(glossary: Glossary): Promise<ApiResult<DownloadedFile>>;
  /** Sends a workbook to be checked row by row; nothing is saved until `saveImport`. */
  checkWorkbook(glossary: Glossary, file: File): Promise<ApiResult<VocabularyImport>>;
  /** The glossary as it would be once the checked workbook is saved. */
  previewImport(importId: number): Promise<ApiResult<VocabularyImportPreview>>;
  /** Saves a checked workbook's good rows (the refused ones change nothing). */
  saveImport(glossary: Glossary, importId: number): Promise<ApiResult<SavedVocabularyImport>>;
}

export function createVocabularyUseCases(port: VocabularyAuthoring): VocabularyUseCases {
  const code = (glossary: Glossary) => VOCABULARY_LANGUAGES[glossary.language];
  return {
    openGlossary: (glossary) => port.glossary(glossary.unitId, code(glossary)),
    addTerm: (glossary, fields) => port.addTerm({ ...fields, unitId: glossary.unitId, language: code(glossary) }),
    editTerm: (termId, fields) => port.saveTerm(termId, fields),
    removeTerm: (termId) => port.removeTerm(termId),
    downloadTemplate: () => port.template(),
    downloadGlossary: (glossary) => port.glossaryWorkbook(glossary.unitId, code(glossary)),
    checkWorkbook: (glossary, file) => port.upload(glossary.unitId, code(glossary), file, file.name),
    previewImport: (importId) => port.preview(importId),
    saveImport: (glossary, importId) => port.saveImport(glossary.unitId, code(glossary), importId),
  };
}
