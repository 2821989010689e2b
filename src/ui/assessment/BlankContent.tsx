import { createElement, Fragment, useMemo, type ReactNode } from 'react';
import { RichText } from '../learning/common/RichText';

/** Where a blank sits in cloze and fill-in-blank content: `[[n]]` with n its number (question.schemas.ts BLANK_MARKER). */
const BLANK_MARKER = /\[\[(\d+)\]\]/g;
const VOID_TAGS = new Set(['br', 'hr', 'img', 'wbr']);
const SKIPPED_TAGS = new Set(['script', 'style', 'iframe', 'object', 'embed', 'template']);
/** Attributes carried over (the server already sanitized the content); everything else is dropped. */
const ATTRIBUTES: Readonly<Record<string, string>> = {
  class: 'className',
  href: 'href',
  title: 'title',
  lang: 'lang',
  dir: 'dir',
  src: 'src',
  alt: 'alt',
  colspan: 'colSpan',
  rowspan: 'rowSpan',
};

function textWithBlanks(text: string, renderBlank: (number: number) => ReactNode, key: string): ReactNode {
  const parts: ReactNode[] = [];
  let last = 0;
  for (const match of text.matchAll(BLANK_MARKER)) {
    const at = match.index ?? 0;
    if (at > last) parts.push(text.slice(last, at));
    parts.push(<Fragment key={`${key}-blank-${match[1]}`}>{renderBlank(Number(match[1]))}</Fragment>);
    last = at + match[0].length;
  }
  if (last === 0) return text;
  if (last < text.length) parts.push(text.slice(last));
  return <Fragment key={key}>{parts}</Fragment>;
}

function toReact(nodes: NodeListOf<ChildNode>, renderBlank: (number: number) => ReactNode, prefix: string): ReactNode[] {
  return Array.from(nodes, (node, i) => {
    const key = `${prefix}${i}`;
    if (node.nodeType === Node.TEXT_NODE) return textWithBlanks(node.textContent ?? '', renderBlank, key);
    if (node.nodeType !== Node.ELEMENT_NODE) return null;
    const element = node as Element;
    const tag = element.tagName.toLowerCase();
    if (SKIPPED_TAGS.has(tag)) return null;
    const props: Record<string, unknown> = { key };
    for (const attribute of Array.from(element.attributes)) {
      const name = ATTRIBUTES[attribute.name];
      if (name) props[name] = attribute.value;
    }
    if (VOID_TAGS.has(tag)) return createElement(tag, props);
    return createElement(tag, props, ...toReact(element.childNodes, renderBlank, `${key}.`));
  });
}

/**
 * Rich content with its `[[n]]` markers replaced by inputs, inline where they are written. The HTML
 * is turned into React elements (not injected), so each blank is a real control in the sentence.
 */
export function BlankContent({ html, renderBlank, className }: { html: string; renderBlank: (number: number) => ReactNode; className?: string }) {
  const nodes = useMemo(() => (typeof DOMParser === 'undefined' ? null : new DOMParser().parseFromString(`<body>${html}</body>`, 'text/html').body.childNodes), [html]);
  if (!nodes) return <RichText html={html} className={className} />;
  return <div className={className}>{toReact(nodes, renderBlank, 'n')}</div>;
}
