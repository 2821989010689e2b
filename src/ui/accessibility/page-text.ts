/** What read-aloud never speaks: code, hidden parts and what assistive technology is told to skip. */
const SKIPPED = 'script, style, noscript, template, [hidden], [aria-hidden="true"], [inert]';
/** Elements read as a block of their own (a line), so a heading is not run into the next text. */
const BLOCK = /^(ADDRESS|ARTICLE|ASIDE|BLOCKQUOTE|BUTTON|CAPTION|DD|DIV|DT|FIELDSET|FIGCAPTION|FOOTER|H[1-6]|HEADER|LABEL|LEGEND|LI|NAV|P|PRE|SECTION|TD|TH|TR)$/;

function collect(node: Node, out: string[]): void {
  if (node.nodeType === Node.TEXT_NODE) {
    out.push(node.textContent ?? '');
    return;
  }
  if (!(node instanceof Element) || node.matches(SKIPPED)) return;
  // Hidden by the stylesheet (a notice for another screen size): where the browser can tell.
  if (typeof node.checkVisibility === 'function' && !node.checkVisibility()) return;
  const block = BLOCK.test(node.tagName);
  if (block) out.push('\n');
  for (const child of node.childNodes) collect(child, out);
  if (block) out.push('\n');
}

/** The text of the page's main content (the header and the tools' own panel are not part of it), a block a line. */
export function mainContentText(document: Document): string {
  const main = document.getElementById('main-content');
  if (!main) return '';
  const out: string[] = [];
  collect(main, out);
  return out.join('');
}
