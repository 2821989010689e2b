/** recharts makes a chart focusable by default; these are pictures only (each table is its chart's twin), so never a tab stop. */
export const PICTURE_ONLY = { accessibilityLayer: false } as const;
