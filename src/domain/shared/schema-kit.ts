import { z } from 'zod';
import type { MessageKey } from './messages';

/** Zod issue messages in shared schemas are message keys; the edge (server or UI) renders them. */
export const msg = (key: MessageKey): string => key;

/** The largest id the database's integer columns hold; a larger one can name nothing. */
export const MAX_DATABASE_ID = 2_147_483_647;

/** A database id in a path or body: a positive integer within the integer columns, numeric strings accepted. */
export const idSchema = z.coerce
  .number({ error: msg('optionRequired') })
  .int(msg('optionRequired'))
  .positive(msg('optionRequired'))
  .max(MAX_DATABASE_ID, msg('idOutOfRange'));

/** A selected option (role, state, district, campus): "An option must be selected". */
export const selectedIdSchema = idSchema;

/** A count or index in a path or body (a page, a question index, a round): whole, from `min`, within an integer column. */
export const wholeNumberSchema = (min: number, message: MessageKey = 'fieldsInvalid') =>
  z.coerce.number({ error: msg(message) }).int(msg(message)).min(min, msg(message)).max(MAX_DATABASE_ID, msg(message));

export const idParamsSchema = z.object({ id: idSchema });

/**
 * NUL (PostgreSQL text cannot hold it) or a UTF-16 surrogate without its partner (what cutting a
 * string in the middle of an emoji leaves; it cannot be encoded and would be stored as "�").
 */
// eslint-disable-next-line no-control-regex -- NUL is exactly what this looks for
const UNSTORABLE_TEXT = /\u0000|[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/;

/** Whether a text can be stored as it is: no NUL and no unpaired surrogate. */
export const isStorableText = (value: string): boolean => !UNSTORABLE_TEXT.test(value);

/**
 * Every text a request carries starts here: a string (with `error` as its type message) that is
 * refused with a 400 naming the field when it holds NUL or an unpaired surrogate. Chain the field's
 * own rules (trim, length, pattern) after it.
 */
export const safeText = (error: MessageKey = 'fieldsInvalid') =>
  z.string({ error: msg(error) }).refine(isStorableText, msg('textInvalidCharacters'));

/** The response of a call that answers no data (`data: null`): its message says it all. */
export const noDataSchema = z.null();
