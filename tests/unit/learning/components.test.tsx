// @vitest-environment jsdom
import '../../setup/dom.setup';
import { fireEvent, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { COMPONENT_TYPES, type Component } from '@domain/content/component.schemas';
import { COMPONENT_RENDERERS, ComponentList, headingLevels } from '@ui/learning/components/ComponentList';
import { audio, bi, component, courseTwin, imageDetails, paragraph, routePoint } from './course-fixtures';
import { learningWorld, renderAt } from './learning-world';

function renderComponents(components: Component[]) {
  const { services } = learningWorld(courseTwin());
  return renderAt(<ComponentList components={components} />, { services, path: '/' });
}

const EVERY_TYPE: Component[] = [
  component(1, 'group-header', { title: bi('Mapping the colonies'), groupHeaderType: 1 }),
  component(2, 'section-title', { title: bi('Crossing the Atlantic'), background: '#DCE8F5', color: '#1F3A5F', size: 24 }),
  component(3, 'paragraph', {
    paragraphs: [
      paragraph(1, {
        title: bi('Pushes and pulls'),
        content: bi('<p>Land was scarce.</p>'),
        orientation: 'right-side',
        audio: audio(15),
        images: [imageDetails(9, 'A sailing ship', { caption: bi('A merchant ship'), captionAudio: audio(13), disclaimer: bi('Illustration made for this course.'), marginBottom: 12.4 })],
      }),
    ],
  }),
  component(4, 'card', { title: bi('Think about it'), content: bi('<p>List two things.</p>'), alignment: 'center', audio: audio(18) }),
  component(5, 'text-content', { content: bi('<p>The Pilgrims came in 1620.</p>') }),
  component(6, 'video-content', { title: bi('A walk through town'), videoUrl: '/api/videos/27' }),
  component(7, 'video-content', { title: bi('An outside video'), videoUrl: 'https://video.example/embed/1' }),
  component(8, 'interactive-map', {
    title: bi('Travel down the coast'),
    paragraphs: [paragraph(2, { images: [imageDetails(4, 'Map of the colonies')], routePoints: [routePoint(1, 'Massachusetts'), routePoint(2, 'New York')], isProgressiveMap: true })],
  }),
  component(9, 'interactive-lesson', {
    title: bi('A day in the life'),
    paragraphs: [paragraph(3, { routePoints: [routePoint(1, 'Before sunrise'), routePoint(2, 'Morning')], isHorizontalMode: true, displayStepNumbers: true })],
  }),
  component(10, 'only-images', { title: bi('Work in each region'), paragraphs: [paragraph(4, { images: [imageDetails(22, 'A fishing boat'), imageDetails(23, 'A wheat farm')] })] }),
  component(11, 'global-connections', {
    title: bi('Atlantic trade routes'),
    paragraphs: [paragraph(5, { images: [imageDetails(31, 'Map of sea routes')], routePoints: [1, 2, 3, 4, 5].map((n) => routePoint(n, `Port ${n}`)) })],
  }),
  component(12, 'embedded-content', { title: bi('Explore the meeting house'), embedUrl: '/api/images/10', height: '420px' }),
  component(13, 'rubric', { title: bi('Check your comparison'), content: bi('<ul><li>3 – names a difference</li></ul>') }),
  component(14, 'assessment-group', { assessmentGroupNumber: 2 }),
  component(15, 'page-break'),
];

describe('lesson component renderers', () => {
  it('has a renderer for every component type', () => {
    expect(Object.keys(COMPONENT_RENDERERS).sort()).toEqual([...COMPONENT_TYPES].sort());
    expect(new Set(EVERY_TYPE.map((c) => c.type))).toEqual(new Set(COMPONENT_TYPES));
  });

  it('renders each type with accessible names', () => {
    renderComponents(EVERY_TYPE);
    // group-header and section-title open sections (h2); what follows nests at h3.
    expect(screen.getByRole('heading', { level: 2, name: 'Mapping the colonies' })).toBeTruthy();
    const sectionTitle = screen.getByRole('heading', { level: 2, name: 'Crossing the Atlantic' });
    expect(sectionTitle.getAttribute('style')).toContain('font-size: 24px');
    // paragraph: title, text, narration, image on the right with caption, caption audio and disclaimer
    expect(screen.getByRole('heading', { level: 3, name: 'Pushes and pulls' })).toBeTruthy();
    expect(screen.getByTestId('paragraph').getAttribute('data-orientation')).toBe('right-side');
    expect(screen.getByLabelText('Listen: Pushes and pulls')).toBeTruthy();
    expect(screen.getByRole('img', { name: 'A sailing ship' })).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Open image full screen: A sailing ship' })).toBeTruthy();
    const figure = screen.getByText('A merchant ship').closest('figure') as HTMLElement;
    expect(figure.getAttribute('style')).toContain('margin-bottom: 12px');
    expect(within(figure).getByLabelText('Listen: A merchant ship')).toBeTruthy();
    expect(within(figure).getByText('Illustration made for this course.')).toBeTruthy();
    // card
    const card = screen.getByRole('region', { name: 'Think about it' });
    expect(card.getAttribute('style')).toContain('text-align: center');
    expect(within(card).getByLabelText('Listen: Think about it')).toBeTruthy();
    // text-content
    expect(screen.getByText('The Pilgrims came in 1620.')).toBeTruthy();
    // video-content: own video in a labelled player, an outside one in a titled sandboxed frame
    const own = screen.getByLabelText('Video: A walk through town');
    expect(own.tagName).toBe('VIDEO');
    // with its captions in both languages, the interface language's on
    expect([...own.querySelectorAll('track[kind="captions"]')].map((t) => `${t.getAttribute('srclang')} ${t.getAttribute('src')} ${t.hasAttribute('default')}`)).toEqual([
      'en /api/videos/27/captions/en true',
      'es /api/videos/27/captions/es false',
    ]);
    const outside = screen.getByTitle('Video: An outside video');
    expect(outside.tagName).toBe('IFRAME');
    expect(outside.getAttribute('sandbox')).toContain('allow-same-origin');
    // interactive map (progressive): only the first stop until moving on
    const map = screen.getByRole('group', { name: 'Travel down the coast: Stops' });
    expect(within(map).getByRole('button', { name: 'Stop 1' })).toBeTruthy();
    expect(within(map).queryByRole('button', { name: 'Stop 2' })).toBeNull();
    expect(screen.getByRole('img', { name: 'Map of the colonies' })).toBeTruthy();
    // interactive lesson: step numbers shown
    const steps = screen.getByRole('group', { name: 'A day in the life: Stops' });
    expect(within(steps).getByText('Step 1 of 2')).toBeTruthy();
    // only-images: a gallery
    expect(screen.getByRole('img', { name: 'A fishing boat' })).toBeTruthy();
    expect(screen.getByRole('img', { name: 'A wheat farm' })).toBeTruthy();
    // global connections: five stops
    const route = screen.getByRole('group', { name: 'Atlantic trade routes: Stops' });
    expect(within(route).getAllByRole('button', { name: /^Stop \d$/ })).toHaveLength(5);
    // embedded content: titled and sandboxed without same-origin rights (it is on this origin)
    const embed = screen.getByTitle('Embedded content: Explore the meeting house');
    expect(embed.getAttribute('sandbox')).not.toContain('allow-same-origin');
    expect(embed.getAttribute('style')).toContain('height: 420px');
    // rubric
    expect(screen.getByRole('region', { name: 'Check your comparison' }).textContent).toContain('Rubric');
    // assessment group: the slot, no questions
    expect(screen.getByRole('region', { name: 'Assessment 2' }).getAttribute('data-testid')).toBe('assessment-group-slot');
  });

  it('keeps headings in order on a page', () => {
    expect(headingLevels([{ type: 'text-content' }, { type: 'section-title' }, { type: 'card' }, { type: 'group-header' }, { type: 'rubric' }])).toEqual([2, 2, 3, 2, 3]);
  });

  it('shows a paragraph carousel one image at a time, operable with the keyboard', async () => {
    const user = userEvent.setup();
    renderComponents([
      component(1, 'only-images', {
        title: bi('Work in each region'),
        paragraphs: [paragraph(4, { isCarousal: true, images: [imageDetails(22, 'A fishing boat', { order: 1 }), imageDetails(23, 'A wheat farm', { order: 2 }), imageDetails(24, 'A rice field', { order: 3 })] })],
      }),
    ]);
    const carousel = screen.getByRole('region', { name: 'Work in each region' });
    expect(carousel.getAttribute('aria-roledescription')).toBe('carousel');
    expect(within(carousel).getByRole('group', { name: 'Image 1 of 3' })).toBeTruthy();
    expect(within(carousel).getByRole('img', { name: 'A fishing boat' })).toBeTruthy();

    await user.click(within(carousel).getByRole('button', { name: 'Next image' }));
    expect(within(carousel).getByRole('img', { name: 'A wheat farm' })).toBeTruthy();

    // Keyboard: Tab to the controls, then arrows, Home and End.
    within(carousel).getByRole('button', { name: 'Previous image' }).focus();
    await user.keyboard('{ArrowRight}');
    expect(within(carousel).getByRole('group', { name: 'Image 3 of 3' })).toBeTruthy();
    await user.keyboard('{ArrowRight}');
    expect(within(carousel).getByRole('img', { name: 'A fishing boat' })).toBeTruthy();
    await user.keyboard('{ArrowLeft}');
    expect(within(carousel).getByRole('img', { name: 'A rice field' })).toBeTruthy();
    await user.keyboard('{Home}');
    expect(within(carousel).getByText('Image 1 of 3')).toBeTruthy();
    await user.keyboard('{End}');
    expect(within(carousel).getByText('Image 3 of 3')).toBeTruthy();
    await user.keyboard('{Enter}');
    expect(within(carousel).getByText('Image 2 of 3')).toBeTruthy();
  });

  it('reveals a progressive map stop by stop and moves between stops with the keyboard', async () => {
    const user = userEvent.setup();
    renderComponents([
      component(1, 'interactive-map', {
        title: bi('Travel down the coast'),
        paragraphs: [paragraph(2, { isProgressiveMap: true, routePoints: [routePoint(1, 'Massachusetts'), routePoint(2, 'New York'), routePoint(3, 'Virginia')] })],
      }),
    ]);
    const map = screen.getByRole('group', { name: 'Travel down the coast: Stops' });
    expect(within(map).getByTestId('route-stop').textContent).toContain('Massachusetts');
    expect(within(map).getByRole('button', { name: 'Stop 1' }).getAttribute('aria-current')).toBe('step');
    await user.click(within(map).getByRole('button', { name: 'Next stop' }));
    expect(within(map).getByRole('button', { name: 'Stop 2' }).getAttribute('aria-current')).toBe('step');
    expect(within(map).getByTestId('route-stop').textContent).toContain('New York');
    expect(within(map).queryByRole('button', { name: 'Stop 3' })).toBeNull();
    // Arrow keys move among the revealed stops.
    fireEvent.keyDown(within(map).getByRole('button', { name: 'Stop 2' }), { key: 'ArrowLeft' });
    expect(within(map).getByTestId('route-stop').textContent).toContain('Massachusetts');
    await user.click(within(map).getByRole('button', { name: 'Next stop' }));
    await user.click(within(map).getByRole('button', { name: 'Next stop' }));
    expect(within(map).getByTestId('route-stop').textContent).toContain('Virginia');
    expect((within(map).getByRole('button', { name: 'Next stop' }) as HTMLButtonElement).disabled).toBe(true);
  });

  it('lays paragraphs out by size, alignment, height and background at its opacity', () => {
    renderComponents([
      component(1, 'paragraph', {
        paragraphs: [paragraph(1, { content: bi('<p>Half width</p>'), size: 6, alignment: 'center', height: '300px', background: '#DCE8F5', opacity: 50 })],
      }),
    ]);
    const box = screen.getByTestId('paragraph');
    expect(box.style.width).toBe('50%');
    expect(box.style.minHeight).toBe('300px');
    expect(box.style.background).toContain('color-mix');
    expect((box.parentElement as HTMLElement).style.justifyContent).toBe('center');
  });

  it('shows Spanish content and labels in Spanish', () => {
    const { services } = learningWorld(courseTwin(), { language: 'es' });
    renderAt(<ComponentList components={[component(1, 'card', { title: bi('Think', 'Piénsalo'), audio: audio(18) })]} />, { services, path: '/', language: 'es' });
    expect(screen.getByRole('heading', { name: 'Piénsalo' })).toBeTruthy();
    expect(screen.getByLabelText('Escuchar: Piénsalo')).toBeTruthy();
  });
});
