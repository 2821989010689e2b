import { createElement } from 'react';
import classes from './RichText.module.css';

/**
 * Rich course text. The server sanitizes it with DOMPurify when it is stored and again when it is
 * published (docs/content-api.md), so it is rendered as HTML here.
 */
export function RichText({ html, as = 'div', className }: { html: string; as?: 'div' | 'span'; className?: string }) {
  if (!html) return null;
  return createElement(as, { className: `${classes.rich} ${className ?? ''}`, dangerouslySetInnerHTML: { __html: html } });
}
