import { z } from 'zod';
import { idSchema, msg, safeText } from '../shared/schema-kit';

/*
 * SOA/ELA standards (issue 15; product-spec §5 Standards, api-spec §7.10): a state's standards per
 * subject, kept by super admins and named by questions' tags. Every refusal of a standard's own
 * fields is "The SOA standard input must be proper"; a code already live in the state and subject is
 * "Different SOA standards must be chosen" (409).
 */

export const STANDARD_SUBJECTS = ['social-studies', 'ela'] as const;
export type StandardSubject = (typeof STANDARD_SUBJECTS)[number];

export const STANDARD_CODE_MAX = 40;
export const STANDARD_DESCRIPTION_MAX = 2000;
export const STANDARD_STRAND_MAX = 2000;
export const STANDARD_GRADE_MAX = 20;
/** How a state writes a code: "8.1A", "ELA.8.5", "113.20-b-1-A" — letters, digits, dots and hyphens. */
export const STANDARD_CODE_PATTERN = /^[A-Za-z0-9.-]+$/;

const proper = 'soaStandardInputNotProper' as const;

export const standardCodeSchema = safeText(proper)
  .trim()
  .min(1, msg(proper))
  .max(STANDARD_CODE_MAX, msg(proper))
  .regex(STANDARD_CODE_PATTERN, msg(proper));

export const standardSubjectSchema = z.enum(STANDARD_SUBJECTS, { error: msg(proper) });

export const standardFieldsSchema = z.object({
  stateId: idSchema,
  subject: standardSubjectSchema,
  grade: safeText(proper).trim().min(1, msg(proper)).max(STANDARD_GRADE_MAX, msg(proper)),
  code: standardCodeSchema,
  description: safeText(proper).trim().min(1, msg(proper)).max(STANDARD_DESCRIPTION_MAX, msg(proper)),
  // An empty strand is no strand.
  strand: safeText(proper)
    .trim()
    .max(STANDARD_STRAND_MAX, msg(proper))
    .nullish()
    .transform((s) => (s ? s : null)),
});
export type StandardFields = z.infer<typeof standardFieldsSchema>;

/** `POST addSOAStandard`: one new standard. */
export const addStandardBodySchema = standardFieldsSchema;
/** `PUT editSOAStandard`: the standard's id travels in the body (api-spec §7.10). */
export const editStandardBodySchema = standardFieldsSchema.extend({ id: idSchema });
export type EditStandardBody = z.infer<typeof editStandardBodySchema>;

/** How many standards one `POST SOAStandard` (or one workbook) may add at once. */
export const STANDARDS_MAX_ROWS = 1000;
/** `POST SOAStandard`: many standards at once, all saved or none. */
export const addStandardsBodySchema = z.object({
  standards: z.array(standardFieldsSchema, { error: msg(proper) }).min(1, msg(proper)).max(STANDARDS_MAX_ROWS, msg(proper)),
});

/** `GET SOAStandard/soa-details?soaName`: a code. */
export const soaDetailsQuerySchema = z.object({ soaName: standardCodeSchema });
/** `POST SOAStandard/soa-lesson-details`. */
export const soaLessonDetailsBodySchema = z.object({ lessonId: idSchema });
/** `GET SOAStandard-Download?stateId`. */
export const standardsDownloadQuerySchema = z.object({ stateId: idSchema });

/** The standards workbook's columns, in order (the template's, the download's, the upload's). */
export const STANDARD_COLUMNS = ['Code', 'Description', 'Strand', 'Subject', 'Grade'] as const;
/** The replace-soa workbook's columns: a question's number in the assessment and its codes, comma separated. */
export const REPLACE_SOA_COLUMNS = ['Question number', 'Standard codes'] as const;

/** The key codes are compared by: a code is one per state and subject whatever its case. */
export const standardCodeKey = (code: string): string => code.trim().toLowerCase();

/** The codes of a list that appear more than once (by standardCodeKey), each once, in first-seen form. */
export function repeatedCodes(codes: readonly string[]): string[] {
  const seen = new Map<string, number>();
  const repeated: string[] = [];
  for (const code of codes) {
    const key = standardCodeKey(code);
    const count = (seen.get(key) ?? 0) + 1;
    seen.set(key, count);
    if (count === 2) repeated.push(code.trim());
  }
  return repeated;
}

/** A replace-soa cell of codes ("8.1A, 8.2B") as its codes: split on commas, semicolons or spaces, blanks dropped. */
export const splitCodes = (cell: string | null): string[] =>
  (cell ?? '')
    .split(/[,;\s]+/)
    .map((code) => code.trim())
    .filter(Boolean);
