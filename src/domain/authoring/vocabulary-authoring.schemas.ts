import { z } from 'zod';
import { vocabularyTermSchema } from '../content/reading.schemas';
import { idSchema, safeText } from '../shared/schema-kit';
import { PUBLISH_STATES } from './authoring.responses';

/*
 * The vocabulary manager's requests and answers (issue 15; api-spec §7.9; product-spec §3 Vocabulary
 * term, §9 language codes). A unit's glossary is kept per language (1 English, 0 Spanish): the rows of
 * vocabulary_terms are the draft, which reaches students with the unit's publish. A workbook upload is
 * read and checked first (nothing saved), shown as a preview with a message per row, and saved only
 * when the creator confirms it.
 */

/** Product-spec §9: the glossary's language codes. */
export const VOCABULARY_LANGUAGES = { en: 1, es: 0 } as const;
export type VocabularyLanguageCode = 0 | 1;
export const vocabularyLanguageSchema = z.union([z.literal(0), z.literal(1)]);
/** `?language=` and `{lang}` in paths: the code as text. */
export const vocabularyLanguageParamSchema = z.enum(['0', '1']).transform((code) => Number(code) as VocabularyLanguageCode);

/** The longest a term's short fields and long fields may be (the workbook's cells obey the same). */
export const VOCABULARY_SHORT_MAX = 120;
export const VOCABULARY_LONG_MAX = 2000;
/** A unit's glossary in one language never needs more; a workbook with more data rows is refused whole. */
export const VOCABULARY_MAX_ROWS = 1000;

const shortText = safeText().trim().max(VOCABULARY_SHORT_MAX, 'tooLong');
const longText = safeText().trim().max(VOCABULARY_LONG_MAX, 'tooLong');
/** An optional text: empty means none. */
const optional = (text: z.ZodType<string>) => text.nullable().transform((value) => (value ? value : null));

/** Every field a creator edits on a term (product-spec §3); `category` is the part of speech. */
export const vocabularyTermFieldsSchema = z.object({
  name: shortText.min(1, 'required'),
  pronunciation: optional(shortText),
  definition: longText.min(1, 'required'),
  secondaryDefinition: optional(longText),
  category: optional(shortText),
  plural: optional(shortText),
  usage: optional(longText),
  audioId: idSchema.nullable(),
});
export type VocabularyTermFields = z.input<typeof vocabularyTermFieldsSchema>;

/** `POST vocabulary`: a new term of a unit's glossary in one language. */
export const addVocabularyTermBodySchema = vocabularyTermFieldsSchema.extend({ unitId: idSchema, language: vocabularyLanguageSchema });
export type AddVocabularyTermBody = z.input<typeof addVocabularyTermBodySchema>;
/** `PUT vocabulary/{id}`: the term's fields, all of them. */
export const saveVocabularyTermBodySchema = vocabularyTermFieldsSchema;
export type SaveVocabularyTermBody = z.input<typeof saveVocabularyTermBodySchema>;

/** A term as the manager shows it: what students read, and the audio's asset id to change it. */
export const authoredVocabularyTermSchema = vocabularyTermSchema.extend({ audioId: z.number().int().positive().nullable() });
export type AuthoredVocabularyTerm = z.infer<typeof authoredVocabularyTermSchema>;

/** `GET vocabulary/{unitId}/backup?language`: the glossary's draft in one language, by name. */
export const authoredVocabularySchema = z.object({
  unitId: z.number().int().positive(),
  language: vocabularyLanguageSchema,
  /** The unit's publish state: the glossary reaches students with the unit's publish. */
  publishState: z.enum(PUBLISH_STATES),
  terms: z.array(authoredVocabularyTermSchema),
});
export type AuthoredVocabulary = z.infer<typeof authoredVocabularySchema>;

/** The workbook's columns, in order, as the template names them (the headers are the file's format, in English). */
export const VOCABULARY_COLUMNS = ['Name', 'Pronunciation', 'Definition', 'Secondary definition', 'Part of speech', 'Plural', 'Usage'] as const;

/** What saving would do with one data row of an uploaded workbook. */
export const VOCABULARY_ROW_OUTCOMES = ['add', 'update', 'unchanged', 'refused'] as const;
export type VocabularyRowOutcome = (typeof VOCABULARY_ROW_OUTCOMES)[number];
/** Why a row is refused (each has its message in both languages). */
export const VOCABULARY_ROW_PROBLEMS = ['nameMissing', 'definitionMissing', 'tooLong', 'duplicateInFile', 'notText'] as const;
export type VocabularyRowProblem = (typeof VOCABULARY_ROW_PROBLEMS)[number];

/** One data row of an uploaded workbook: its row number in the sheet (the header is row 1) and its fate. */
export const vocabularyImportRowSchema = z.object({
  row: z.number().int().min(2),
  name: z.string().nullable(),
  outcome: z.enum(VOCABULARY_ROW_OUTCOMES),
  /** For a refused row: why. */
  problem: z.enum(VOCABULARY_ROW_PROBLEMS).nullable(),
  /** For a refused row: the workbook column at fault, as VOCABULARY_COLUMNS names it. */
  column: z.enum(VOCABULARY_COLUMNS).nullable(),
  /** The term an update or unchanged row matched (same name, any case, same unit and language). */
  termId: z.number().int().positive().nullable(),
});
export type VocabularyImportRow = z.infer<typeof vocabularyImportRowSchema>;

/** `POST vocabulary/upload/{unitId}?language`: the checked workbook, kept until saved; nothing changed yet. */
export const vocabularyImportSchema = z.object({
  id: z.number().int().positive(),
  unitId: z.number().int().positive(),
  language: vocabularyLanguageSchema,
  fileName: z.string(),
  rows: z.array(vocabularyImportRowSchema),
});
export type VocabularyImport = z.infer<typeof vocabularyImportSchema>;

/**
 * One term of the glossary as it would be once the import is saved: what the import does to it
 * (`kept`: the workbook does not name it), and the workbook row that adds or changes it. A term the
 * save would add has no id yet (`id` null); its `row` ties it to the import's row.
 */
export const previewVocabularyTermSchema = authoredVocabularyTermSchema.extend({
  id: z.number().int().positive().nullable(),
  change: z.enum(['add', 'update', 'unchanged', 'kept']),
  row: z.number().int().min(2).nullable(),
});
export type PreviewVocabularyTerm = z.infer<typeof previewVocabularyTermSchema>;

/**
 * `POST vocabulary/{importId}/preview`: the glossary as it would be once the import is saved, each
 * term marked with what the import does to it, and the rows' outcomes against the glossary as it is now.
 */
export const vocabularyImportPreviewSchema = z.object({
  import: vocabularyImportSchema,
  terms: z.array(previewVocabularyTermSchema),
});
export type VocabularyImportPreview = z.infer<typeof vocabularyImportPreviewSchema>;

/** `PUT vocabulary/{unitId}/{lang}/save-vocabulary`: saves a checked import of this unit and language. */
export const saveVocabularyImportBodySchema = z.object({ importId: idSchema });
export type SaveVocabularyImportBody = z.input<typeof saveVocabularyImportBodySchema>;

/** Its answer: the glossary now, and every row's outcome (the messages the manager shows, all of them). */
export const savedVocabularyImportSchema = z.object({
  vocabulary: authoredVocabularySchema,
  rows: z.array(vocabularyImportRowSchema),
});
export type SavedVocabularyImport = z.infer<typeof savedVocabularyImportSchema>;
