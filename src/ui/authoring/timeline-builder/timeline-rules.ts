import { timelineEventFieldsSchema } from '@domain/authoring/reading-authoring.schemas';
import { plainText } from '../lesson-builder/fields';
import { ruleOf } from '../lesson-builder/field-rules';

/** The shared rules of an event's fields, checked before a save leaves the browser. */
export const eventRules = {
  /** The English date and title are required (Spanish may follow later). */
  required: ruleOf(timelineEventFieldsSchema.shape.title.shape.en),
  plain: plainText,
  /** A whole year; an empty or non-numeric entry reads as invalid, not as year 0. */
  year: ruleOf(timelineEventFieldsSchema.shape.year, (raw) => (raw.trim() === '' || !/^-?\d+$/.test(raw.trim()) ? Number.NaN : Number(raw.trim()))),
};
