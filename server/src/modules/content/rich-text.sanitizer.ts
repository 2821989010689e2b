import createDOMPurify from 'dompurify';
import { JSDOM } from 'jsdom';

/**
 * Rich text (HTML from the back office's editor) is sanitized on the server before it is stored and
 * again when it is published: scripts, event handlers, `javascript:` and other unsafe URLs are removed;
 * links that open a new tab get rel="noopener noreferrer".
 */
const window = new JSDOM('').window;
const purify = createDOMPurify(window as unknown as Parameters<typeof createDOMPurify>[0]);

purify.addHook('afterSanitizeAttributes', (node) => {
  if (node.tagName === 'A' && node.getAttribute('target') === '_blank') node.setAttribute('rel', 'noopener noreferrer');
});

const OPTIONS = {
  USE_PROFILES: { html: true },
  FORBID_TAGS: ['style', 'form', 'input', 'button', 'textarea', 'select', 'iframe', 'object', 'embed'],
  FORBID_ATTR: ['style'],
  ADD_ATTR: ['target'],
};

export function sanitizeRichText(html: string): string {
  if (!html) return '';
  return purify.sanitize(html, OPTIONS) as unknown as string;
}
