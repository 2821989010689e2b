import { z } from 'zod';

/** Response schemas of the geography calls (api-spec §7.12); the server checks its answers against them. */

const id = z.number().int().positive();

export const stateSchema = z.object({ id, name: z.string(), abbreviation: z.string() });
export const districtSchema = z.object({ id, name: z.string(), stateId: id });
export const schoolSchema = z.object({ id, name: z.string(), districtId: id, stateId: id });

export const stateListSchema = z.array(stateSchema);
export const districtListSchema = z.array(districtSchema);
export const schoolListSchema = z.array(schoolSchema);
