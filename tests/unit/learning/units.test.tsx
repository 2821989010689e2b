// @vitest-environment jsdom
import '../../setup/dom.setup';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import OpenerPage from '@ui/learning/unit/OpenerPage';
import OverviewPage from '@ui/learning/unit/OverviewPage';
import UnitPage from '@ui/learning/unit/UnitPage';
import UnitsDashboardPage from '@ui/learning/unit/UnitsDashboardPage';
import { UnitLayout } from '@ui/learning/unit/UnitLayout';
import { audio, bi, courseTwin, image, ok, overviewView, rejected, unitCard, unitView } from './course-fixtures';
import { learningWorld, renderAt } from './learning-world';

describe('units dashboard', () => {
  it('shows every unit with number, thumbnail, description, narration and progress', async () => {
    const { services } = learningWorld(courseTwin({ units: async () => ok([unitCard(1)]) }));
    renderAt(<UnitsDashboardPage />, { services, path: '/' });
    expect(await screen.findByRole('heading', { level: 1, name: 'Your units' })).toBeTruthy();
    const card = await screen.findByRole('article', { name: 'Unit name 1' });
    expect(within(card).getByText('Unit 1')).toBeTruthy();
    expect(within(card).getByRole('img', { name: 'Thumbnail of unit 1' }).getAttribute('loading')).toBe('eager');
    expect(within(card).getByText('What this unit is about.')).toBeTruthy();
    expect(within(card).getByLabelText('Listen: Unit name 1')).toBeTruthy();
    const bar = within(card).getByRole('progressbar', { name: 'Progress in Unit name 1' });
    expect(bar.getAttribute('aria-valuenow')).toBe('25');
    expect(within(card).getByText('25% complete')).toBeTruthy();
    expect(within(card).getByText('In progress')).toBeTruthy();
    expect(within(card).getByText(/2 of 8 lessons completed/)).toBeTruthy();
    expect(within(card).getByRole('link', { name: 'Unit name 1' }).getAttribute('href')).toBe('/unit/1/opener/11');
  });

  it('writes the progress percent as the scores are written, in US Spanish too', async () => {
    const { services } = learningWorld(courseTwin({ units: async () => ok([unitCard(1)]) }), { language: 'es' });
    renderAt(<UnitsDashboardPage />, { services, path: '/', language: 'es' });
    const bar = await screen.findByRole('progressbar');
    expect(bar.getAttribute('aria-valuetext')).toBe('25% completado');
  });

  it('shows a locked unit as locked, in words, and does not let it open', async () => {
    const { services } = learningWorld(courseTwin({ units: async () => ok([unitCard(1), unitCard(3, { lockStatus: 'locked' })]) }));
    renderAt(<UnitsDashboardPage />, { services, path: '/' });
    const locked = await screen.findByRole('article', { name: 'Unit name 3' });
    expect(within(locked).getByText(/Locked: your teacher has not opened this unit yet/)).toBeTruthy();
    expect(within(locked).queryByRole('link')).toBeNull();
    // The lock is drawn large enough to read (24 px, not 16) and stays decorative beside the words.
    const lock = within(locked).getByTestId('unit-card-locked').querySelector('svg')!;
    expect(Number(lock.getAttribute('width'))).toBeGreaterThanOrEqual(24);
    expect(lock.getAttribute('aria-hidden')).toBe('true');
    expect(within(screen.getByRole('article', { name: 'Unit name 1' })).getByRole('link')).toBeTruthy();
  });

  it('marks benchmark and literacy units', async () => {
    const units = [
      unitCard(4, { number: 0, belongsTo: 'literacy', specialUnitAcronym: bi('LS', 'DL'), openerId: null }),
      unitCard(5, { number: 0, belongsTo: 'benchmark', unitTypeId: 4, specialUnitAcronym: bi('BM', 'ER'), openerId: null }),
    ];
    const { services } = learningWorld(courseTwin({ units: async () => ok(units) }));
    renderAt(<UnitsDashboardPage />, { services, path: '/' });
    const literacy = await screen.findByRole('article', { name: 'Unit name 4' });
    expect(within(literacy).getByText('Literacy skills')).toBeTruthy();
    expect(within(literacy).getByRole('link').getAttribute('href')).toBe('/unit/4');
    const benchmark = screen.getByRole('article', { name: 'Unit name 5' });
    expect(within(benchmark).getByText('Benchmark')).toBeTruthy();
    expect(benchmark.getAttribute('data-kind')).toBe('benchmark');
  });

  it('offers a retry when the units cannot be loaded', async () => {
    const units = vi.fn(async () => ok([unitCard(1)])).mockResolvedValueOnce(rejected(500, 'INTERNAL', 'Something went wrong'));
    const { services } = learningWorld(courseTwin({ units }));
    renderAt(<UnitsDashboardPage />, { services, path: '/' });
    expect((await screen.findByRole('alert')).textContent).toContain('Something went wrong');
    await userEvent.setup().click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findByRole('article', { name: 'Unit name 1' })).toBeTruthy();
  });
});

describe('unit layout', () => {
  const page = <UnitLayout unitId={1}>{<h1>Inside the unit</h1>}</UnitLayout>;

  it('shows the unit sub-navigation with the sections the unit has', async () => {
    const { services } = learningWorld(courseTwin());
    renderAt(page, { services, path: '/unit/1/time-line' });
    const nav = await screen.findByRole('navigation', { name: 'Unit sections' });
    const links = within(nav).getAllByRole('link');
    expect(links.map((l) => l.textContent)).toEqual(['Opener', 'Overview', 'Lessons', 'Timeline', 'Vocabulary', 'Biographies', 'Stories']);
    expect(within(nav).getByRole('link', { name: 'Timeline' }).getAttribute('aria-current')).toBe('page');
    expect(within(nav).getByRole('link', { name: 'Biographies' }).getAttribute('href')).toBe('/unit/1/biography/31');
    expect(screen.getByText('Unit 1: Unit name 1')).toBeTruthy();
    expect(screen.getByRole('heading', { level: 1, name: 'Inside the unit' })).toBeTruthy();
  });

  it('lists every lesson in the unit menu with its status, linking by lesson type', async () => {
    const course = courseTwin();
    const { services } = learningWorld(course);
    const user = userEvent.setup();
    renderAt(page, { services, path: '/unit/1/lesson/2' });
    await user.click(await screen.findByRole('button', { name: 'Unit menu' }));
    const menu = await screen.findByRole('navigation', { name: 'Unit menu' });
    const href = (name: RegExp) => within(menu).getByRole('link', { name }).getAttribute('href');
    expect(href(/Unit Opener/)).toBe('/unit/1/opener/11');
    expect(href(/Crossing the Atlantic/)).toBe('/unit/1/lesson/2');
    expect(href(/A Story Lesson/)).toBe('/unit/1/bill-story/3');
    expect(href(/Skill: Maps/)).toBe('/unit/1/assessment/4');
    expect(within(menu).getByRole('link', { name: /Crossing the Atlantic/ }).getAttribute('aria-current')).toBe('page');
    const items = within(menu).getAllByRole('listitem');
    expect(items[0].textContent).toContain('Completed');
    expect(items[1].textContent).toContain('In progress');
    expect(items[2].textContent).toContain('Not started');
    expect(items[3].textContent).toContain('Score: 80%');
    expect(within(menu).getByRole('link', { name: 'Benjamin Franklin' }).getAttribute('href')).toBe('/unit/1/biography/31');
    expect(within(menu).getByRole('link', { name: 'The Starving Winter' }).getAttribute('href')).toBe('/unit/1/unitstory/41');
    // Opening the menu reloads the lesson statuses.
    expect(course.lessons).toHaveBeenCalledWith(1);
    // The drawer loads on the first open; closing it still gives focus back to its button.
    await user.keyboard('{Escape}');
    await waitFor(() => expect(document.activeElement).toBe(screen.getByRole('button', { name: 'Unit menu' })));
  });

  it('goes home when the next unit is locked', async () => {
    const course = courseTwin({ unit: async (id) => ok(unitView(id, { previousUnit: { id: 0, lockStatus: 'unlocked' }, nextUnit: { id: 2, lockStatus: 'locked' } })) });
    const { services } = learningWorld(course);
    renderAt(page, { services, path: '/unit/1/lesson/2' });
    await userEvent.setup().click(await screen.findByRole('button', { name: 'Next unit' }));
    await waitFor(() => expect(screen.getByTestId('location').textContent).toBe('/'));
  });

  it('goes home when the previous unit is locked, and into an open one otherwise', async () => {
    const course = courseTwin({ unit: async (id) => ok(unitView(id, { previousUnit: { id: 1, lockStatus: 'locked' }, nextUnit: { id: 3, lockStatus: 'unlocked' } })) });
    const { services } = learningWorld(course);
    const user = userEvent.setup();
    const view = renderAt(<UnitLayout unitId={2}>{null}</UnitLayout>, { services, path: '/unit/2/overview' });
    await user.click(await screen.findByRole('button', { name: 'Next unit' }));
    expect(screen.getByTestId('location').textContent).toBe('/unit/3');
    view.unmount();
    renderAt(<UnitLayout unitId={2}>{null}</UnitLayout>, { services, path: '/unit/2/overview' });
    await user.click(await screen.findByRole('button', { name: 'Previous unit' }));
    expect(screen.getByTestId('location').textContent).toBe('/');
  });

  it('shows the locked message instead of a locked unit', async () => {
    const course = courseTwin({ unit: async () => rejected(403, 'UNIT.LOCKED', 'This unit is locked') });
    const { services } = learningWorld(course);
    renderAt(<UnitLayout unitId={9}>{<h1>Secret</h1>}</UnitLayout>, { services, path: '/unit/9/lesson/50' });
    expect((await screen.findByTestId('unit-locked')).textContent).toContain('This unit is locked');
    expect(screen.queryByText('Secret')).toBeNull();
    expect(screen.getByRole('link', { name: 'Choose another unit' }).getAttribute('href')).toBe('/');
  });

  it('shows the locked message once when the screen inside is locked too', async () => {
    let answerUnit: (value: ReturnType<typeof rejected>) => void = () => {};
    const course = courseTwin({
      unit: () => new Promise((resolve) => (answerUnit = resolve)),
      overview: vi.fn(async () => rejected(403, 'UNIT.LOCKED', 'This unit is locked')),
    });
    const { services } = learningWorld(course);
    renderAt(<OverviewPage />, { services, path: '/unit/3/overview', pattern: '/unit/:unitId/overview' });
    // The overview answers first: its own gate waits for the layout instead of showing a second message.
    await waitFor(() => expect(course.overview).toHaveBeenCalled());
    expect(screen.queryByTestId('unit-locked')).toBeNull();
    answerUnit(rejected(403, 'UNIT.LOCKED', 'This unit is locked'));
    expect(await screen.findAllByTestId('unit-locked')).toHaveLength(1);
    expect(screen.getByRole('heading', { level: 1, name: 'This unit is locked' })).toBeTruthy();
  });

  it('goes home with the notice when the unit does not exist', async () => {
    const course = courseTwin({ unit: async () => rejected(404, 'UNIT.NOT_FOUND', 'This page is not available, so you are back on the home page.') });
    const { services } = learningWorld(course);
    renderAt(<UnitLayout unitId={99}>{null}</UnitLayout>, { services, path: '/unit/99/overview' });
    await waitFor(() => expect(screen.getByTestId('location').textContent).toBe('/'));
  });

  it('lands /unit/:id on the opener, or on the first lesson of a unit without opener and overview', async () => {
    const { services } = learningWorld(courseTwin());
    renderAt(<UnitPage />, { services, path: '/unit/1', pattern: '/unit/:unitId' });
    await waitFor(() => expect(screen.getByTestId('location').textContent).toBe('/unit/1/opener/11'));

    const literacy = courseTwin({ unit: async (id) => ok(unitView(id, { openerId: null, overview: { intro: null, blurbs: [] }, lessons: [unitView(4).lessons[3]] })) });
    renderAt(<UnitPage />, { services: learningWorld(literacy).services, path: '/unit/4', pattern: '/unit/:unitId' });
    await waitFor(() => expect(screen.getAllByTestId('location').at(-1)!.textContent).toBe('/unit/4/assessment/4'));
  });

  it('loads the unit again in Spanish', async () => {
    const { services } = learningWorld(courseTwin(), { language: 'es' });
    renderAt(page, { services, path: '/unit/1/overview', language: 'es' });
    expect(await screen.findByRole('navigation', { name: 'Secciones de la unidad' })).toBeTruthy();
    expect(screen.getByText('Unidad 1: Unit name 1 (es)')).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Menú de la unidad' })).toBeTruthy();
  });
});

describe('overview', () => {
  it('checks a blurb and shows the new counts', async () => {
    const after = overviewView({
      blurbs: overviewView().blurbs.map((b) => ({ ...b, status: 'checked' as const })),
      checked: 2,
      remaining: 0,
    });
    const checkBlurb = vi.fn(async () => ok(after, "The overview's status was updated"));
    const { services } = learningWorld(courseTwin({ checkBlurb }));
    renderAt(<OverviewPage />, { services, path: '/unit/1/overview', pattern: '/unit/:unitId/overview' });
    expect(await screen.findByRole('heading', { level: 1, name: 'Colonial America: overview' })).toBeTruthy();
    expect(screen.getByTestId('blurb-counts').textContent).toBe('1 checked, 1 remaining');
    const first = screen.getByTestId('blurb-1');
    expect(within(first).getByText('Remaining')).toBeTruthy();
    const box = within(first).getByRole('checkbox', { name: 'I can explain “Reasons to cross an ocean”' }) as HTMLInputElement;
    expect(box.checked).toBe(false);
    await userEvent.setup().click(box);
    expect(checkBlurb).toHaveBeenCalledWith(1, 1, true);
    await waitFor(() => expect(screen.getByTestId('blurb-counts').textContent).toBe('2 checked, 0 remaining'));
    expect(within(screen.getByTestId('blurb-1')).getByText('Checked')).toBeTruthy();
    expect((within(screen.getByTestId('blurb-1')).getByRole('checkbox') as HTMLInputElement).checked).toBe(true);
  });

  it('unchecks a checked blurb', async () => {
    const checkBlurb = vi.fn(async () => ok(overviewView({ checked: 0, remaining: 2 })));
    const { services } = learningWorld(courseTwin({ checkBlurb }));
    renderAt(<OverviewPage />, { services, path: '/unit/1/overview', pattern: '/unit/:unitId/overview' });
    await userEvent.setup().click(await screen.findByRole('checkbox', { name: 'I can explain “Three colonial regions”' }));
    expect(checkBlurb).toHaveBeenCalledWith(1, 2, false);
  });
});

describe('opener', () => {
  it('shows the title in its colours, narration, story, highlight, hotspots as disclosures and the video', async () => {
    const opener = {
      id: 11,
      unitId: 1,
      unitName: bi('Colonial America'),
      backgroundImage: image(4, 'Map of the thirteen colonies'),
      openerBackgroundImage: image(5, 'A forested coastline'),
      thumbnailImage: null,
      titleBackgroundColor: '#1F3A5F',
      color: '#FFFFFF',
      videoUrl: '/api/videos/6',
      audio: audio(7),
      unitOpenerEmbededLink: 'https://example.org/activity',
      hotspots: [
        { id: 1, order: 1, xPercent: 62, yPercent: 22, label: bi('New England'), text: bi('<p>Rocky soil and long winters.</p>') },
        { id: 2, order: 2, xPercent: 52, yPercent: 45, label: bi('Middle Colonies'), text: bi('<p>Rich farmland.</p>') },
      ],
      story: bi('<p>Imagine stepping off a small wooden ship.</p>'),
      highlight: bi('<p>Big question: how did geography shape the colonies?</p>'),
      version: 1,
      publishedAt: '2026-11-22T00:00:00.000Z',
    };
    const { services } = learningWorld(courseTwin({ opener: async () => ok(opener) }));
    const user = userEvent.setup();
    renderAt(<OpenerPage />, { services, path: '/unit/1/opener/11', pattern: '/unit/:unitId/opener/:openerId' });
    const title = await screen.findByRole('heading', { level: 1, name: 'Colonial America' });
    expect((title.parentElement as HTMLElement).style.background).toBeTruthy();
    expect(screen.getByLabelText('Listen: Colonial America')).toBeTruthy();
    expect(screen.getByText('Imagine stepping off a small wooden ship.')).toBeTruthy();
    expect(screen.getByText(/Big question/)).toBeTruthy();
    expect(screen.getByRole('img', { name: 'A forested coastline' })).toBeTruthy();
    const hotspot = screen.getByRole('button', { name: 'New England' });
    expect(hotspot.getAttribute('aria-expanded')).toBe('false');
    expect(screen.getByText('Rocky soil and long winters.').closest('[hidden]')).toBeTruthy();
    await user.click(hotspot);
    expect(hotspot.getAttribute('aria-expanded')).toBe('true');
    expect(screen.getByText('Rocky soil and long winters.').closest('[hidden]')).toBeNull();
    expect(screen.getByLabelText('Unit video: Colonial America').tagName).toBe('VIDEO');
    expect(screen.getByLabelText('Unit video: Colonial America').querySelectorAll('track[kind="captions"]')).toHaveLength(2);
    expect(screen.getByTitle('Interactive content: Colonial America').tagName).toBe('IFRAME');
    expect(screen.getByRole('link', { name: 'Go to the overview' }).getAttribute('href')).toBe('/unit/1/overview');
  });
});
