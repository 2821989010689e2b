import { createElement, type CSSProperties, type ReactNode } from 'react';

/** Heading levels inside a page: the page owns the one h1, so components start at h2. */
export type HeadingLevel = 2 | 3 | 4 | 5 | 6;

/** One level deeper, never past h6. */
export function deeper(level: HeadingLevel): HeadingLevel {
  return Math.min(level + 1, 6) as HeadingLevel;
}

/** A heading whose level follows the page outline (WCAG 1.3.1: headings in order). */
export function Heading({ level, children, id, className, style }: { level: HeadingLevel; children: ReactNode; id?: string; className?: string; style?: CSSProperties }) {
  return createElement(`h${level}`, { id, className, style }, children);
}
