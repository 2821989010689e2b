import { z } from 'zod';
import {
  colourSchema,
  componentHeightSchema,
  componentSizeSchema,
  imageDetailsFieldsSchema,
  paragraphFieldsSchema,
  webAddressSchema,
} from '@domain/authoring/lesson-content.schemas';
import { ruleOf } from '../field-rules';

/*
 * The §5 content-property rules as the properties panel checks them before sending: the very schemas
 * the server parses the request with, so the browser and the server never disagree.
 */
/** An empty entry means none (no colour, no address). */
export const noneWhenEmpty = (raw: string) => (raw.trim() === '' ? null : raw);
const numberOrText = (raw: string) => (raw.trim() !== '' && !Number.isNaN(Number(raw)) ? Number(raw) : raw);

export const colourRule = ruleOf(colourSchema.nullable(), noneWhenEmpty);
export const addressRule = ruleOf(webAddressSchema.nullable(), noneWhenEmpty);
/** Not numeric becomes 12 (§5), so the size never refuses. */
export const sizeRule = ruleOf(componentSizeSchema);
export const heightRule = ruleOf(componentHeightSchema);
/** Out of range or not numeric becomes 100 (§5). */
export const opacityRule = ruleOf(paragraphFieldsSchema.shape.opacity, numberOrText);
export const marginRule = ruleOf(z.number({ error: 'marginsWholePixels' }).pipe(imageDetailsFieldsSchema.shape.captionMargin.unwrap()), numberOrText);
export const widthRule = ruleOf(z.number({ error: 'fieldsInvalid' }).pipe(imageDetailsFieldsSchema.shape.width.unwrap()), numberOrText);
