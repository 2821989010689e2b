// @vitest-environment jsdom
import '../../setup/dom.setup';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { MESSAGES } from '@domain/shared/messages';
import { expectAxeClean } from '../expect-axe-clean';
import { COURSE, renderBackOffice } from './authoring-world';
import { unitDetailsWorld } from './unit-details-world';

/**
 * The unit, skill-unit, unit-dashboard and timeline-event previews: the drafts by the students' own
 * unit frame, lessons list, videos, unit cards and event page, under the preview banner, with no
 * student's call made.
 */

const PREVIEW = '/back-office/preview-mode';
const TIMELINE = { timelines: [{ unitId: 1, title: { en: 'Colonial years', es: 'Años coloniales' }, events: [{ en: 'Jamestown founded', year: 1607 }, { en: 'Mayflower lands', year: 1620 }] }] };
/** COURSE with a literacy unit that has a skill lesson and a story. */
const WITH_SKILLS = [...COURSE.slice(0, 2), { name: { en: 'Reading maps', es: 'Leer mapas' }, belongsTo: 'literacy' as const, lessons: [{ title: { en: 'Map legends', es: 'Leyendas' }, lessonTypeId: 4 }, { title: { en: 'A map story', es: 'Una historia de mapas' }, lessonTypeId: 3 }] }];

describe('unit previews', () => {
  it("shows the unit's draft in the students' unit frame: every live lesson (published or not), its videos, links to the other previews", async () => {
    const { services, unitDetails, learningCalls } = unitDetailsWorld({ reading: TIMELINE });
    const view = renderBackOffice(services, `${PREVIEW}/unit/1`);
    const table = await screen.findByTestId('lesson-dashboard', {}, { timeout: 5000 });
    expect(screen.getByRole('heading', { level: 1, name: 'Lessons: Colonies' })).toBeTruthy();
    expect(unitDetails.unitDraft).toHaveBeenCalledWith(1);
    const rows = within(table).getAllByRole('rowheader').map((cell) => cell.textContent);
    expect(rows).toEqual(['Jamestown', 'A colonial story', 'Plymouth']);
    expect(within(table).getByRole('link', { name: 'Plymouth' }).getAttribute('href')).toBe(`${PREVIEW}/unit/1/lesson-builder/103`);
    expect(within(table).getByRole('link', { name: 'A colonial story' }).getAttribute('href')).toBe(`${PREVIEW}/lesson-story/unit/1/lesson/102`);

    const bar = screen.getByTestId('unit-bar');
    expect(within(bar).getByText('Unit 1: Colonies')).toBeTruthy();
    const sections = within(bar).getByRole('navigation', { name: 'Unit sections' });
    expect(within(sections).getByRole('link', { name: 'Timeline' }).getAttribute('href')).toBe(`${PREVIEW}/time-line/unit/1`);
    // The lessons and videos are on this page: their sections are words, not links to the students' pages.
    expect(within(sections).queryByRole('link', { name: 'Lessons' })).toBeNull();
    expect(within(sections).getByText('Videos')).toBeTruthy();
    expect(within(bar).queryByRole('button', { name: /Previous unit|Next unit/ })).toBeNull();

    const videos = screen.getByRole('region', { name: 'Videos' });
    expect(within(videos).getAllByRole('heading', { level: 3 }).map((h) => h.textContent)).toEqual(['A colonial town', 'Harbour tour']);
    expect(within(videos).getByTitle('Harbour tour').getAttribute('src')).toBe('https://video.example.org/embed/harbour');

    const banner = screen.getByTestId('preview-banner');
    expect(within(banner).getByRole('link', { name: 'Back to the unit builder' }).getAttribute('href')).toBe('/back-office/unit-builder/unit/1');
    await expectAxeClean(view.container, { iframes: false });
    expect(learningCalls).toEqual([]);
  });

  it('the unit menu lists the draft’s lessons without asking the students’ calls', async () => {
    const user = userEvent.setup();
    const { services, learningCalls } = unitDetailsWorld();
    renderBackOffice(services, `${PREVIEW}/unit/1`);
    await user.click(await screen.findByRole('button', { name: 'Unit menu' }, { timeout: 5000 }));
    const menu = await screen.findByTestId('unit-menu');
    expect(within(menu).getByRole('link', { name: /Plymouth/ }).getAttribute('href')).toBe(`${PREVIEW}/unit/1/lesson-builder/103`);
    expect(learningCalls).toEqual([]);
  });

  it('a literacy unit previews from its skill-unit path; Spanish leaves out its skill lessons as students would', async () => {
    const { services } = unitDetailsWorld({ course: WITH_SKILLS });
    const english = renderBackOffice(services, `${PREVIEW}/skillUnitBuilder/3`);
    const table = await screen.findByTestId('lesson-dashboard', {}, { timeout: 5000 });
    expect(within(table).getByRole('link', { name: 'Map legends' }).getAttribute('href')).toBe(`${PREVIEW}/skill-unit/unit/3/lesson/104`);
    expect(screen.getByRole('link', { name: 'Back to the unit builder' }).getAttribute('href')).toBe('/back-office/skill-lesson-unit-builder/unit/3');
    english.unmount();

    const spanish = renderBackOffice(services, `${PREVIEW}/skillUnitBuilder/3`, 'es');
    const tabla = await screen.findByTestId('lesson-dashboard', {}, { timeout: 5000 });
    expect(within(tabla).getAllByRole('rowheader').map((cell) => cell.textContent)).toEqual(['Una historia de mapas']);
    expect(screen.getByText('Vista previa: borrador, sin publicar')).toBeTruthy();
    await expectAxeClean(spanish.container, { iframes: false });
  });

  it("shows the units dashboard's cards from the drafts, each leading to its unit's preview", async () => {
    const user = userEvent.setup();
    const { services, unitDetails, learningCalls } = unitDetailsWorld();
    const view = renderBackOffice(services, `${PREVIEW}/unit-dashboard`);
    const grid = await screen.findByTestId('units-dashboard', {}, { timeout: 5000 });
    expect(unitDetails.unitDrafts).toHaveBeenCalled();
    expect(within(grid).getAllByRole('heading', { level: 2 }).map((h) => h.textContent)).toEqual(['Colonies', 'Revolution', 'Reading maps']);
    expect(within(screen.getByTestId('unit-card-1')).getByText('From Jamestown to the thirteen colonies.')).toBeTruthy();
    expect(within(grid).getByRole('link', { name: 'Reading maps' }).getAttribute('href')).toBe(`${PREVIEW}/skillUnitBuilder/3`);
    expect(screen.getByRole('link', { name: 'Back to the course dashboard' }).getAttribute('href')).toBe('/back-office/dashboard-builder');
    await expectAxeClean(view.container, { iframes: false });

    await user.click(within(grid).getByRole('link', { name: 'Colonies' }));
    expect(await screen.findByRole('heading', { level: 1, name: 'Lessons: Colonies' }, { timeout: 5000 })).toBeTruthy();
    expect(learningCalls).toEqual([]);
  });

  it("shows one timeline event from its timeline's draft; previous, next and back stay in the previews", async () => {
    const user = userEvent.setup();
    const { services, unitDetails, learningCalls } = unitDetailsWorld({ reading: TIMELINE });
    const view = renderBackOffice(services, `${PREVIEW}/time-line-event/801`);
    expect(await screen.findByRole('heading', { level: 1, name: 'Jamestown founded' }, { timeout: 5000 })).toBeTruthy();
    expect(unitDetails.timelineDraftOfEvent).toHaveBeenCalledWith(801);
    expect(screen.getByRole('link', { name: /Back to the timeline$/ }).getAttribute('href')).toBe(`${PREVIEW}/time-line/unit/1`);
    expect(screen.getByRole('link', { name: 'Back to the timeline builder' }).getAttribute('href')).toBe('/back-office/time-line-builder/unit/1');
    await expectAxeClean(view.container, { iframes: false });

    await user.click(screen.getByRole('link', { name: /Mayflower lands/ }));
    const heading = await screen.findByRole('heading', { level: 1, name: 'Mayflower lands' });
    await waitFor(() => expect(document.activeElement).toBe(heading));
    expect(learningCalls).toEqual([]);
  });

  it('an unknown unit or event is a generic error inside the back office; a path that is no id is not found', async () => {
    const { services } = unitDetailsWorld();
    const unit = renderBackOffice(services, `${PREVIEW}/unit/99`);
    const alert = await screen.findByRole('alert', {}, { timeout: 5000 });
    expect(alert.textContent).toContain('The unit draft could not be loaded');
    expect(alert.textContent).toContain(MESSAGES.notFound.en);
    unit.unmount();
    const event = renderBackOffice(services, `${PREVIEW}/time-line-event/999`);
    expect((await screen.findByRole('alert', {}, { timeout: 5000 })).textContent).toContain('The timeline event could not be loaded');
    event.unmount();
    renderBackOffice(services, `${PREVIEW}/unit/abc`);
    expect(await screen.findByRole('heading', { level: 1 })).toBeTruthy();
    expect(screen.queryByTestId('preview-banner')).toBeNull();
  });
});
