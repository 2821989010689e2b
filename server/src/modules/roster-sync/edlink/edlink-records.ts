import { z } from 'zod';

/*
 * Edlink's v2 graph API records, as far as the sync reads them (https://ed.link/docs/api): every list
 * answers `{ $data: [...], $next?: url }`. Fields the sync does not read are dropped by the parse;
 * optional ones Edlink leaves out or sends null are both accepted.
 */

const id = z.string().min(1).max(255);
const name = z.string().max(255);
const optionalText = z.string().max(255).nullish();

export const edlinkDistrictSchema = z.object({ id, name });
export const edlinkSchoolSchema = z.object({ id, name, district_id: id.nullish() });
export const edlinkClassSchema = z.object({
  id,
  name,
  school_id: id.nullish(),
  periods: z.array(z.string().max(255)).nullish(),
});
export const edlinkPersonSchema = z.object({
  id,
  first_name: optionalText,
  middle_name: optionalText,
  last_name: optionalText,
  display_name: optionalText,
  email: z.string().max(255).nullish(),
  roles: z.array(z.string()).default([]),
  school_ids: z.array(id).default([]),
  // Kept as Edlink gives it (birthday, sex, races, ethnicity...) for GET EdLink/demographics.
  demographics: z.record(z.string(), z.unknown()).nullish(),
});
export const edlinkEnrollmentSchema = z.object({
  id,
  class_id: id,
  person_id: id,
  role: z.string(),
  primary: z.boolean().nullish(),
  // Edlink keeps ended enrollments with a state; only active ones roster a student.
  state: z.string().nullish(),
});
export const edlinkEventSchema = z.object({
  id,
  date: z.string(),
  type: z.string(),
  target: z.string(),
  data: z.object({ id: id.optional() }).passthrough().nullish(),
});

export type EdlinkDistrict = z.infer<typeof edlinkDistrictSchema>;
export type EdlinkSchool = z.infer<typeof edlinkSchoolSchema>;
export type EdlinkClass = z.infer<typeof edlinkClassSchema>;
export type EdlinkPerson = z.infer<typeof edlinkPersonSchema>;
export type EdlinkEnrollment = z.infer<typeof edlinkEnrollmentSchema>;
export type EdlinkEvent = z.infer<typeof edlinkEventSchema>;

export const edlinkPageSchema = <T extends z.ZodType>(item: T) => z.object({ $data: z.array(item), $next: z.string().url().nullish() });

/** Everything a full read of the integration's graph brings. */
export interface EdlinkGraph {
  readonly districts: readonly EdlinkDistrict[];
  readonly schools: readonly EdlinkSchool[];
  readonly classes: readonly EdlinkClass[];
  readonly people: readonly EdlinkPerson[];
  readonly enrollments: readonly EdlinkEnrollment[];
}
