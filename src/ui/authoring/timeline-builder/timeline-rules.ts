import { lazyRuleOf, plainText } from '../lesson-builder/fields';

const eventFields = () => import('@domain/authoring/reading-authoring.schemas').then((m) => m.timelineEventFieldsSchema.shape);

/** The shared rules of an event's fields, checked before a save leaves the browser (loaded with their schema on the first check). */
export const eventRules = {
  /** The English date and title are required (Spanish may follow later). */
  required: lazyRuleOf(() => eventFields().then((fields) => fields.title.shape.en)),
  plain: plainText,
  /** A whole year; an empty or non-numeric entry reads as invalid, not as year 0. */
  year: lazyRuleOf(
    () => eventFields().then((fields) => fields.year),
    (raw) => (raw.trim() === '' || !/^-?\d+$/.test(raw.trim()) ? Number.NaN : Number(raw.trim())),
  ),
};
