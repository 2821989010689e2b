import type { Component } from './component.schemas';

/**
 * The component whose images a page shows first: the first with a paragraph image. Its pictures are the
 * page's likely largest paint, so they load at once and before the rest; the others wait until they
 * scroll near (issue 17: the lesson's largest paint waited for lazy loading). Route-point images appear
 * stop by stop, after the student acts, so they do not count.
 */
export function leadImageComponentId(components: readonly Pick<Component, 'id' | 'paragraphs'>[]): number | null {
  const lead = components.find((component) => component.paragraphs.some((paragraph) => paragraph.images.length > 0));
  return lead?.id ?? null;
}
