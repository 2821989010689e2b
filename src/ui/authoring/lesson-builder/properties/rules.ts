import { lazyRuleOf } from '../fields';
import type { PROPERTY_SCHEMAS } from './property-schemas';

/*
 * The §5 content-property rules as the properties panel checks them before sending: the very schemas
 * the server parses the request with, so the browser and the server never disagree. They load with
 * zod on the first check (lazyRuleOf), so a builder shows without them (issue 17).
 */
/** An empty entry means none (no colour, no address). */
export const noneWhenEmpty = (raw: string) => (raw.trim() === '' ? null : raw);
const numberOrText = (raw: string) => (raw.trim() !== '' && !Number.isNaN(Number(raw)) ? Number(raw) : raw);

const schemaOf = <K extends keyof typeof PROPERTY_SCHEMAS>(key: K) => () => import('./property-schemas').then((m) => m.PROPERTY_SCHEMAS[key]);

export const colourRule = lazyRuleOf(schemaOf('colour'), noneWhenEmpty);
export const addressRule = lazyRuleOf(schemaOf('address'), noneWhenEmpty);
/** Not numeric becomes 12 (§5), so the size never refuses. */
export const sizeRule = lazyRuleOf(schemaOf('size'));
export const heightRule = lazyRuleOf(schemaOf('height'));
/** Out of range or not numeric becomes 100 (§5). */
export const opacityRule = lazyRuleOf(schemaOf('opacity'), numberOrText);
export const marginRule = lazyRuleOf(schemaOf('margin'), numberOrText);
export const widthRule = lazyRuleOf(schemaOf('width'), numberOrText);
