// @vitest-environment jsdom
import '../../setup/dom.setup';
import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import type { Component } from '@domain/content/component.schemas';
import { firstPictureUrl, leadImageComponentId } from '@domain/content/lead-image';
import { pagesInOrder } from '@domain/content/lesson-pages';
import { ComponentList } from '@ui/learning/components/ComponentList';
import { bi, component, courseTwin, imageDetails, paragraph, routePoint } from './course-fixtures';
import { learningWorld, renderAt } from './learning-world';

/**
 * Issue 17 (Lighthouse): a lesson's largest paint is its first picture, which waited for lazy loading
 * (87% of the lesson's LCP was load delay). The page's first component with a paragraph image loads its
 * pictures at once and first; every other picture waits until it scrolls near.
 */
const PAGE: Component[] = [
  component(1, 'section-title', { title: bi('Crossing the Atlantic') }),
  component(2, 'interactive-map', { paragraphs: [paragraph(1, { routePoints: [routePoint(1, 'Boston', { images: [imageDetails(5, 'The harbour')] })] })] }),
  component(3, 'paragraph', { paragraphs: [paragraph(2, { content: bi('<p>Land was scarce.</p>') }), paragraph(3, { images: [imageDetails(9, 'A sailing ship'), imageDetails(10, 'A map')] })] }),
  component(4, 'only-images', { paragraphs: [paragraph(4, { images: [imageDetails(22, 'A fishing boat')] })] }),
];

describe('the page first pictures', () => {
  it('are those of the first component with a paragraph image', () => {
    expect(leadImageComponentId(PAGE)).toBe(3);
    expect(leadImageComponentId(PAGE.slice(3))).toBe(4);
    // route-point pictures show stop by stop, after the student acts
    expect(leadImageComponentId(PAGE.slice(0, 2))).toBeNull();
    expect(leadImageComponentId([])).toBeNull();
  });

  it('begin with the page\'s first picture, which the app shell names for the browser to fetch early', () => {
    // the first paragraph with an image, its first image
    expect(firstPictureUrl(PAGE)).toBe('/api/images/9');
    expect(firstPictureUrl(PAGE.slice(3))).toBe('/api/images/22');
    expect(firstPictureUrl(PAGE.slice(0, 2))).toBeNull();
    // a lesson's first page, in the components' order and up to its first page break
    const shuffled = [component(5, 'page-break'), ...PAGE].reverse();
    expect(firstPictureUrl(pagesInOrder(shuffled)[0])).toBe('/api/images/9');
    const pictureAfterBreak = [PAGE[0], component(2, 'page-break'), PAGE[2]];
    expect(firstPictureUrl(pagesInOrder(pictureAfterBreak)[0])).toBeNull();
  });

  it('load at once and first; the rest lazily', () => {
    const { services } = learningWorld(courseTwin());
    renderAt(<ComponentList components={PAGE} />, { services, path: '/' });
    for (const name of ['A sailing ship', 'A map']) {
      const lead = screen.getByRole('img', { name });
      expect(lead.getAttribute('loading')).toBe('eager');
      expect(lead.getAttribute('fetchpriority')).toBe('high');
    }
    const later = screen.getByRole('img', { name: 'A fishing boat' });
    expect(later.getAttribute('loading')).toBe('lazy');
    expect(later.hasAttribute('fetchpriority')).toBe(false);
  });

  it('are not singled out in a list of one-component samples', () => {
    const { services } = learningWorld(courseTwin());
    renderAt(<ComponentList components={PAGE.slice(2, 3)} leadImages={false} />, { services, path: '/' });
    expect(screen.getByRole('img', { name: 'A sailing ship' }).getAttribute('loading')).toBe('lazy');
  });
});
