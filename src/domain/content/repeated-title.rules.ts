/**
 * A page already names what the student reads in its one h1 (the lesson title, the story name). Authors
 * often open the content with a section title saying the same words, which then read twice, to eyes and
 * to screen readers. That opening title is left out of the first page, unless it is all the page holds
 * (page numbers are the server's and saved as progress, so no page may disappear).
 */
const same = (a: string, b: string) => a.replace(/\s+/g, ' ').trim().toLocaleLowerCase() === b.replace(/\s+/g, ' ').trim().toLocaleLowerCase();

export function withoutRepeatedTitle<C extends { readonly type: string }>(pages: readonly C[][], title: string, titleOf: (component: C) => string): C[][] {
  const [first, ...rest] = pages;
  const opening = first?.[0];
  if (!first || first.length < 2 || opening?.type !== 'section-title' || !title.trim() || !same(titleOf(opening), title)) return [...pages];
  return [first.slice(1), ...rest];
}
