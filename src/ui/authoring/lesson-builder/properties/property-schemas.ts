import { z } from 'zod';
import {
  colourSchema,
  componentHeightSchema,
  componentSizeSchema,
  imageDetailsFieldsSchema,
  paragraphFieldsSchema,
  webAddressSchema,
} from '@domain/authoring/lesson-content.schemas';

/** The §5 content-property schemas as the properties panel checks what is typed (rules.ts loads this module on the first check). */
export const PROPERTY_SCHEMAS = {
  colour: colourSchema.nullable(),
  address: webAddressSchema.nullable(),
  size: componentSizeSchema,
  height: componentHeightSchema,
  opacity: paragraphFieldsSchema.shape.opacity,
  margin: z.number({ error: 'marginsWholePixels' }).pipe(imageDetailsFieldsSchema.shape.captionMargin.unwrap()),
  width: z.number({ error: 'fieldsInvalid' }).pipe(imageDetailsFieldsSchema.shape.width.unwrap()),
};
