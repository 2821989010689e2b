import { z } from 'zod';
import { idSchema, msg } from '../shared/schema-kit';
import type { districtSchema, schoolSchema, stateSchema } from './geography.responses';

export const placeNameSchema = z.string({ error: msg('placeNameFormat') }).trim().min(1, msg('placeNameFormat')).max(100, msg('placeNameFormat'));

export const stateInputSchema = z.object({
  name: placeNameSchema,
  abbreviation: z.string({ error: msg('abbreviationFormat') }).trim().regex(/^[A-Z]{2,5}$/, msg('abbreviationFormat')),
});
export const districtInputSchema = z.object({ name: placeNameSchema, stateId: idSchema });
export const schoolInputSchema = z.object({ name: placeNameSchema, districtId: idSchema });

export type StateInput = z.infer<typeof stateInputSchema>;
export type DistrictInput = z.infer<typeof districtInputSchema>;
export type SchoolInput = z.infer<typeof schoolInputSchema>;

export type State = z.infer<typeof stateSchema>;
export type District = z.infer<typeof districtSchema>;
export type School = z.infer<typeof schoolSchema>;

export const nameParamsSchema = z.object({ name: z.string().trim().min(1).max(100) });
