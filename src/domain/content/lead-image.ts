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

/**
 * The first picture of a page: the first image of its lead component. The app shell names it (a preload)
 * so that it downloads beside the page's scripts instead of after its data (issue 17: the lesson's and
 * the dashboard's largest paint waited 1.3–1.6 s for the request to be made).
 */
export function firstPictureUrl(components: readonly Pick<Component, 'id' | 'paragraphs'>[]): string | null {
  const lead = leadImageComponentId(components);
  const component = components.find((c) => c.id === lead);
  return component?.paragraphs.find((paragraph) => paragraph.images.length > 0)?.images[0].image.url ?? null;
}
