// @vitest-environment jsdom
import '../../setup/dom.setup';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { CATALOGUE_COMPONENT_TYPES } from '@domain/authoring/lesson-content.schemas';
import { expectAxeClean } from '../expect-axe-clean';
import { renderBackOffice } from './authoring-world';
import { unitDetailsWorld } from './unit-details-world';

/** /back-office/sample: the component catalogue with what each type is for and its first use in the course, over the in-memory twins. */

/** COURSE's drafts (authoring-world.tsx: Jamestown has a section title and a paragraph) with titles written in. */
async function titledWorld() {
  const world = unitDetailsWorld();
  const draft = await world.content.lessonDraft(101);
  if (!draft.ok) throw new Error('the seeded lesson draft is missing');
  let version = draft.data.lesson.version;
  for (const component of draft.data.document.components) {
    const saved = await world.content.saveComponent(component.id, version, { title: { en: `Sample ${component.type}`, es: `Muestra ${component.type}` } });
    if (!saved.ok) throw new Error(saved.message);
    version += 1;
  }
  return world;
}

describe('component samples page', () => {
  it("lists the 13 catalogue types with what each is for; used ones show their first use by the students' components, with the way to its lesson", async () => {
    const { services, unitDetails, learningCalls } = await titledWorld();
    const view = renderBackOffice(services, '/back-office/sample');
    const list = await screen.findByTestId('component-samples', {}, { timeout: 5000 });
    expect(screen.getByRole('heading', { level: 1, name: 'Component samples' })).toBeTruthy();
    expect(unitDetails.componentSamples).toHaveBeenCalled();
    const articles = within(list).getAllByRole('article');
    expect(articles).toHaveLength(CATALOGUE_COMPONENT_TYPES.length);

    const sectionTitle = screen.getByRole('article', { name: 'Section title' });
    expect(within(sectionTitle).getByText('A section heading with its own background, colour and size.')).toBeTruthy();
    expect(within(sectionTitle).getByRole('heading', { level: 3, name: 'Sample section-title' })).toBeTruthy();
    expect(within(sectionTitle).getByText(/From Colonies, lesson "Jamestown"/)).toBeTruthy();
    expect(within(sectionTitle).getByRole('link', { name: 'Open the lesson builder for Jamestown' }).getAttribute('href')).toBe('/back-office/lesson-builder/unit/1/lesson/101');

    const card = screen.getByRole('article', { name: 'Card' });
    expect(within(card).getByText('Not used in the course yet.')).toBeTruthy();
    expect(within(card).queryByRole('link')).toBeNull();

    await expectAxeClean(view.container, { iframes: false });
    expect(learningCalls).toEqual([]);
  });

  it('is reached from the course dashboard, and reads in Spanish', async () => {
    const user = userEvent.setup();
    const { services } = await titledWorld();
    renderBackOffice(services, '/back-office/dashboard-builder', 'es');
    expect((await screen.findByRole('link', { name: 'Vista previa del panel de unidades' }, { timeout: 5000 })).getAttribute('href')).toBe('/back-office/preview-mode/unit-dashboard');
    await user.click(screen.getByRole('link', { name: 'Muestras de componentes' }));
    expect(await screen.findByRole('heading', { level: 1, name: 'Muestras de componentes' })).toBeTruthy();
    const paragraph = await screen.findByRole('article', { name: 'Párrafo' }, { timeout: 5000 });
    expect(within(paragraph).getByText(/De Colonias, lección «Jamestown»/)).toBeTruthy();
    expect(within(screen.getByRole('article', { name: 'Tarjeta' })).getByText('Todavía no se usa en el curso.')).toBeTruthy();
  });
});
