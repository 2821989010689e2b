import { z } from 'zod';
import { idSchema } from '../shared/schema-kit';

/** Request schemas of the classroom details calls (docs/decisions.md "Classroom details and unit locks"). */

/** `PUT ClassRoom/{id}/unit-locks/{unitId}`: a classroom and one of the published units. */
export const unitLockParamsSchema = z.object({ id: idSchema, unitId: idSchema });

/** `{ locked: true }` locks the unit for the classroom's students, `false` opens it; strictly a boolean. */
export const unitLockBodySchema = z.object({ locked: z.boolean({ error: 'required' }) });
export type UnitLockBody = z.infer<typeof unitLockBodySchema>;
