import type {
  AddVocabularyTermBody,
  AuthoredVocabulary,
  AuthoredVocabularyTerm,
  SavedVocabularyImport,
  SaveVocabularyTermBody,
  VocabularyImport,
  VocabularyImportPreview,
  VocabularyLanguageCode,
} from '@domain/authoring/vocabulary-authoring.schemas';
import type { ApiResult, DownloadedFile } from '../ports/api-result';

export type { AuthoredVocabulary, AuthoredVocabularyTerm, DownloadedFile, SavedVocabularyImport, VocabularyImport, VocabularyImportPreview, VocabularyLanguageCode };

/**
 * The vocabulary manager's calls (issue 15; api-spec §7.9). A unit's glossary is kept per language
 * (1 English, 0 Spanish, product-spec §9); its rows are the draft, published with the unit. A workbook
 * upload is checked first and changes nothing; only `saveImport` writes it.
 */
export interface VocabularyAuthoring {
  /** `GET vocabulary/{unitId}/backup?language`. */
  glossary(unitId: number, language: VocabularyLanguageCode): Promise<ApiResult<AuthoredVocabulary>>;
  /** `POST vocabulary` (409 naming `name` when the unit's glossary in that language has the name). */
  addTerm(body: AddVocabularyTermBody): Promise<ApiResult<AuthoredVocabularyTerm>>;
  /** `PUT vocabulary/{id}`: every field. */
  saveTerm(termId: number, body: SaveVocabularyTermBody): Promise<ApiResult<AuthoredVocabularyTerm>>;
  /** `DELETE vocabulary/{id}`. */
  removeTerm(termId: number): Promise<ApiResult<null>>;
  /** `GET vocabulary/download/template`: the empty workbook with the columns an upload takes. */
  template(): Promise<ApiResult<DownloadedFile>>;
  /** `GET vocabulary/download/{unitId}?language`: the glossary as a workbook. */
  glossaryWorkbook(unitId: number, language: VocabularyLanguageCode): Promise<ApiResult<DownloadedFile>>;
  /** `POST vocabulary/upload/{unitId}?language` (multipart `file`): each row checked, nothing saved. */
  upload(unitId: number, language: VocabularyLanguageCode, file: Blob, fileName: string): Promise<ApiResult<VocabularyImport>>;
  /** `POST vocabulary/{importId}/preview`: the glossary as the import would leave it. */
  preview(importId: number): Promise<ApiResult<VocabularyImportPreview>>;
  /** `PUT vocabulary/{unitId}/{lang}/save-vocabulary` with `{ importId }`. */
  saveImport(unitId: number, language: VocabularyLanguageCode, importId: number): Promise<ApiResult<SavedVocabularyImport>>;
}
