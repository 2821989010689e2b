import type { CSSProperties } from 'react';

/**
 * Mantine's default dimmed grey (gray.6) and error red (red.6) are about 3.3:1 on white, below
 * WCAG 1.4.3 for small text. Custom properties inherit, so setting these on a section's root and
 * on its dialogs (which are portalled out of it) darkens descriptions, captions, notes and field
 * errors to gray.7 (about 8:1) and red.8 (about 5.8:1), including those of shared inputs.
 */
export const READABLE_COLOURS = {
  '--mantine-color-dimmed': 'var(--mantine-color-gray-7)',
  '--mantine-color-error': 'var(--mantine-color-red-8)',
} as CSSProperties;
