import { z } from 'zod';
import type { MessageKey } from './messages';

/** Zod issue messages in shared schemas are message keys; the edge (server or UI) renders them. */
export const msg = (key: MessageKey): string => key;

/** A database id in a path or body: a positive integer, numeric strings accepted. */
export const idSchema = z.coerce.number({ error: msg('optionRequired') }).int(msg('optionRequired')).positive(msg('optionRequired'));

/** A selected option (role, state, district, campus): "An option must be selected". */
export const selectedIdSchema = idSchema;

export const idParamsSchema = z.object({ id: idSchema });

/** The response of a call that answers no data (`data: null`): its message says it all. */
export const noDataSchema = z.null();
