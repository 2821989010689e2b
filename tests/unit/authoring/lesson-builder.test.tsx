// @vitest-environment jsdom
import '../../setup/dom.setup';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { MESSAGES } from '@domain/shared/messages';
import { refused } from '@infrastructure/http/in-memory-answers';
import { authoringWorld, renderBackOffice } from './authoring-world';

/** The lesson builder (/back-office/lesson-builder/unit/{unitId}/lesson/{lessonId}) over the real use cases and the in-memory twins. */

const JAMESTOWN = '/back-office/lesson-builder/unit/1/lesson/101';
const componentList = () => screen.getByRole('list', { name: 'Components of the lesson' });
const componentNames = () => within(componentList()).getAllByRole('button', { name: /^Edit / }).map((b) => b.textContent);
const properties = () => screen.getByRole('region', { name: /^Properties( of \d+\.|$)/ });

describe('lesson builder', () => {
  it('opens from the unit builder and shows the bar, the catalogue and the components in order', async () => {
    const user = userEvent.setup();
    const { services } = authoringWorld();
    renderBackOffice(services, '/back-office/unit-builder/unit/1');
    await user.click(await screen.findByRole('link', { name: 'Edit Lesson 1: Jamestown' }));
    expect(await screen.findByRole('heading', { level: 1, name: 'Lesson 1: Jamestown' })).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Back to Unit 1: Colonies' }).getAttribute('href')).toBe('/back-office/unit-builder/unit/1');
    expect(screen.getByRole('link', { name: 'Preview Lesson 1: Jamestown' }).getAttribute('href')).toBe('/back-office/preview-mode/unit/1/lesson-builder/101');
    expect(screen.getByText('Published')).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Publish Lesson 1: Jamestown' })).toBeTruthy();
    const catalogue = screen.getByRole('region', { name: 'Component catalogue' });
    expect(within(catalogue).getAllByRole('button')).toHaveLength(13);
    await screen.findByRole('list', { name: 'Components of the lesson' });
    expect(componentNames()).toEqual(['1. Section title', '2. Paragraph']);
    expect(screen.getByText('Select a component to edit its properties.')).toBeTruthy();
  });

  it('the story path opens the builder too; an empty lesson says so; a story row links to it', async () => {
    const { services } = authoringWorld(undefined, [{ id: 102, unitId: 1, title: { en: 'A colonial story', es: 'Una historia colonial' }, lessonTypeId: 3 }]);
    renderBackOffice(services, '/back-office/unit-builder/unit/1');
    const edit = await screen.findByRole('link', { name: 'Edit Story: A colonial story' });
    expect(edit.getAttribute('href')).toBe('/back-office/lesson-story/unit/1/lesson/102');
    await userEvent.setup().click(edit);
    expect(await screen.findByRole('heading', { level: 1, name: 'Story: A colonial story' })).toBeTruthy();
    expect(screen.getByText('This lesson has no components yet. Add one from the catalogue.')).toBeTruthy();
  });

  it('an unknown lesson is a generic error, not a redirect', async () => {
    const { services } = authoringWorld();
    renderBackOffice(services, '/back-office/lesson-builder/unit/1/lesson/999');
    const alert = await screen.findByRole('alert');
    expect(alert.textContent).toContain('The lesson could not be loaded');
    expect(alert.textContent).toContain(MESSAGES.notFound.en);
  });

  it('adds a component from the catalogue with Enter, at the end, and selects it', async () => {
    const user = userEvent.setup();
    const { services, content } = authoringWorld();
    renderBackOffice(services, JAMESTOWN);
    (await screen.findByRole('button', { name: 'Add Card' })).focus();
    await user.keyboard('{Enter}');
    expect(content.addComponent).toHaveBeenCalledWith(101, 1, 'card', undefined);
    await waitFor(() => expect(componentNames()).toEqual(['1. Section title', '2. Paragraph', '3. Card']));
    expect(screen.getByRole('heading', { name: 'Properties of 3. Card' })).toBeTruthy();
    expect(await screen.findByText('All changes saved')).toBeTruthy();
    // The lesson was published: it now has changes students do not see.
    expect(screen.getByText('Unpublished changes')).toBeTruthy();
  });

  it('adds after the selected component', async () => {
    const user = userEvent.setup();
    const { services, content } = authoringWorld();
    renderBackOffice(services, JAMESTOWN);
    await user.click(await screen.findByRole('button', { name: 'Edit 1. Section title' }));
    await user.click(screen.getByRole('button', { name: 'Add Group header' }));
    expect(content.addComponent).toHaveBeenCalledWith(101, 1, 'group-header', 2);
    await waitFor(() => expect(componentNames()).toEqual(['1. Section title', '2. Group header', '3. Paragraph']));
  });

  it("checks a section title's colour with the shared rule before saving it, then saves it on leaving the field", async () => {
    const user = userEvent.setup();
    const { services, content } = authoringWorld();
    renderBackOffice(services, JAMESTOWN);
    await user.click(await screen.findByRole('button', { name: 'Edit 1. Section title' }));
    const background = within(properties()).getByRole('textbox', { name: /^Background colour/ });
    await user.type(background, 'red');
    await user.tab();
    expect(await within(properties()).findByText(MESSAGES.invalidColour.en)).toBeTruthy();
    expect(content.saveComponent).not.toHaveBeenCalled();
    await user.clear(background);
    await user.type(background, '#1a2b3c');
    await user.tab();
    await waitFor(() => expect(content.saveComponent).toHaveBeenCalledWith(1001, 1, { background: '#1a2b3c' }));
    await waitFor(() => expect(within(properties()).queryByText(MESSAGES.invalidColour.en)).toBeNull());
    expect(await screen.findByText('All changes saved')).toBeTruthy();
  });

  it("shows the server's field error under the field and its message in the bar", async () => {
    const user = userEvent.setup();
    const { services, content } = authoringWorld();
    vi.mocked(content.saveComponent).mockResolvedValueOnce(refused(400, 'VALIDATION', 'invalidColour', 'color'));
    renderBackOffice(services, JAMESTOWN);
    await user.click(await screen.findByRole('button', { name: 'Edit 1. Section title' }));
    await user.type(within(properties()).getByRole('textbox', { name: /^Text colour/ }), '#abc');
    await user.tab();
    expect(await within(properties()).findByText(MESSAGES.invalidColour.en)).toBeTruthy();
    expect((await screen.findByText(/^Not saved:/)).textContent).toBe(`Not saved: ${MESSAGES.invalidColour.en}`);
  });

  it('saves quick edits one after another, each language kept as the previous save left it', async () => {
    const user = userEvent.setup();
    const { services, content } = authoringWorld();
    const saveComponent = content.saveComponent;
    let release = () => {};
    const held = new Promise<void>((resolve) => (release = resolve));
    // The English save is slow to answer; the Spanish one is asked for meanwhile.
    vi.mocked(saveComponent).mockImplementationOnce(async (...args) => {
      await held;
      return saveComponent(...args);
    });
    renderBackOffice(services, JAMESTOWN);
    await user.click(await screen.findByRole('button', { name: 'Edit 1. Section title' }));
    await user.type(within(properties()).getByRole('textbox', { name: 'Title in English' }), 'Settlers');
    await user.tab();
    await user.type(within(properties()).getByRole('textbox', { name: 'Title in Spanish' }), 'Colonos');
    await user.tab();
    expect(screen.getByText('Saving…')).toBeTruthy();
    release();
    await waitFor(() => expect(saveComponent).toHaveBeenLastCalledWith(1001, 2, { title: { en: 'Settlers', es: 'Colonos' } }));
    expect(await screen.findByText('All changes saved')).toBeTruthy();
    expect(componentNames()).toEqual(['1. Section title: Settlers', '2. Paragraph']);
  });

  it('adds a paragraph (it opens for editing) and a route point to an interactive map', async () => {
    const user = userEvent.setup();
    const { services, content } = authoringWorld();
    renderBackOffice(services, JAMESTOWN);
    await user.click(await screen.findByRole('button', { name: 'Edit 2. Paragraph' }));
    await user.click(within(properties()).getByRole('button', { name: 'Add paragraph' }));
    expect(content.addParagraph).toHaveBeenCalledWith(1002, 1);
    expect(await within(properties()).findByRole('heading', { name: 'Properties of Paragraph 2' })).toBeTruthy();

    // The paragraph component is selected: the map goes right after it.
    await user.click(screen.getByRole('button', { name: 'Add Interactive map' }));
    await screen.findByRole('heading', { name: 'Properties of 3. Interactive map' });
    const points = within(properties()).getByRole('region', { name: 'Route points' });
    expect(within(points).getByText('No route points yet.')).toBeTruthy();
    await user.click(within(points).getByRole('button', { name: 'Add route point' }));
    expect(content.addRoutePoint).toHaveBeenCalledWith(expect.any(Number), 3);
    expect(await within(points).findByText('Route point 1')).toBeTruthy();
  });

  it('reorders components by keyboard with the Move buttons', async () => {
    const user = userEvent.setup();
    const { services, content } = authoringWorld();
    renderBackOffice(services, JAMESTOWN);
    (await screen.findByRole('button', { name: 'Move up: 2. Paragraph' })).focus();
    await user.keyboard('{Enter}');
    expect(content.moveComponent).toHaveBeenCalledWith(1002, 1, 1);
    await waitFor(() => expect(componentNames()).toEqual(['1. Paragraph', '2. Section title']));
  });

  it("removes a component after confirming, with the server's message", async () => {
    const user = userEvent.setup();
    const { services, content } = authoringWorld();
    renderBackOffice(services, JAMESTOWN);
    await user.click(await screen.findByRole('button', { name: 'Remove 1. Section title' }));
    const dialog = await screen.findByRole('dialog', { name: /1\. Section title/ });
    await user.click(within(dialog).getByRole('button', { name: 'Remove' }));
    expect(content.removeComponent).toHaveBeenCalledWith(1001, 1);
    await waitFor(() => expect(componentNames()).toEqual(['1. Paragraph']));
    expect(await screen.findByText(MESSAGES.changesSaved.en)).toBeTruthy();
  });

  it("keeps a refused removal's message in the dialog", async () => {
    const user = userEvent.setup();
    const { services, content } = authoringWorld();
    vi.mocked(content.removeComponent).mockResolvedValueOnce(refused(404, 'AUTHORING.COMPONENT_NOT_FOUND', 'failedToRemoveComponent'));
    renderBackOffice(services, JAMESTOWN);
    await user.click(await screen.findByRole('button', { name: 'Remove 1. Section title' }));
    const dialog = await screen.findByRole('dialog', { name: /1\. Section title/ });
    await user.click(within(dialog).getByRole('button', { name: 'Remove' }));
    expect((await within(dialog).findByRole('alert')).textContent).toBe('Failed to remove component!');
  });

  it("a stale change shows the server's message and the newer draft", async () => {
    const user = userEvent.setup();
    const { services, content } = authoringWorld();
    renderBackOffice(services, JAMESTOWN);
    await screen.findByRole('button', { name: 'Edit 1. Section title' });
    // Another creator adds a video after this builder loaded version 1.
    content.touch(101, 'video-content');
    await user.click(screen.getByRole('button', { name: 'Add Card' }));
    const alert = await screen.findByRole('alert', { name: 'Someone else changed this lesson' });
    expect(alert.textContent).toContain(MESSAGES.staleDraft.en);
    await waitFor(() => expect(componentNames()).toEqual(['1. Section title', '2. Paragraph', '3. Video']));
    // The next change is based on the newer draft and goes through.
    await user.click(screen.getByRole('button', { name: 'Add Card' }));
    await waitFor(() => expect(componentNames()).toEqual(['1. Section title', '2. Paragraph', '3. Video', '4. Card']));
    expect(content.addComponent).toHaveBeenLastCalledWith(101, 2, 'card', undefined);
  });

  it('names the catalogue in Spanish', async () => {
    const { services } = authoringWorld();
    renderBackOffice(services, JAMESTOWN, 'es');
    const catalogue = await screen.findByRole('region', { name: 'Catálogo de componentes' });
    expect(within(catalogue).getByRole('button', { name: 'Agregar Conexiones globales' })).toBeTruthy();
  });
});
