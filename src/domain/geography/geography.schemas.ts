import { z } from 'zod';
import { idSchema, msg, safeText, wholeNumberSchema } from '../shared/schema-kit';
import type { districtSchema, schoolSchema, stateSchema } from './geography.responses';

export const placeNameSchema = safeText('placeNameFormat').trim().min(1, msg('placeNameFormat')).max(100, msg('placeNameFormat'));

export const stateInputSchema = z.object({
  name: placeNameSchema,
  abbreviation: safeText('abbreviationFormat').trim().regex(/^[A-Z]{2,5}$/, msg('abbreviationFormat')),
});
export const districtInputSchema = z.object({ name: placeNameSchema, stateId: idSchema });
export const schoolInputSchema = z.object({ name: placeNameSchema, districtId: idSchema });

export type StateInput = z.infer<typeof stateInputSchema>;
export type DistrictInput = z.infer<typeof districtInputSchema>;
export type SchoolInput = z.infer<typeof schoolInputSchema>;

export type State = z.infer<typeof stateSchema>;
export type District = z.infer<typeof districtSchema>;
export type School = z.infer<typeof schoolSchema>;

export const nameParamsSchema = z.object({ name: safeText().trim().min(1).max(100) });

/** `School/{GetAll|GetByStateId}/{id}`: GetAll ignores the id (0 by convention). */
export const schoolListParamsSchema = z.object({ apiPath: z.enum(['GetAll', 'GetByStateId']), id: wholeNumberSchema(0) });
