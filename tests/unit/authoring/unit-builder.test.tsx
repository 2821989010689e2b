// @vitest-environment jsdom
import '../../setup/dom.setup';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { MESSAGES } from '@domain/shared/messages';
import { refused } from '@infrastructure/http/in-memory-answers';
import { authoringWorld, removeConfirmed, renderBackOffice } from './authoring-world';

/** The unit builder (/back-office/unit-builder/unit/{id}) over the real use cases and the in-memory authoring twin. */

const lessonsTable = (caption: RegExp = /^Lessons of/) => screen.getByRole('table', { name: caption });
const rowHeaders = (caption?: RegExp) => within(lessonsTable(caption)).getAllByRole('rowheader').map((cell) => cell.firstChild?.textContent);

describe('unit builder', () => {
  it('shows the unit with its state and its lessons, numbering only regular lessons', async () => {
    const { services } = authoringWorld();
    renderBackOffice(services, '/back-office/unit-builder/unit/1');
    expect(await screen.findByRole('heading', { level: 1, name: 'Unit 1: Colonies' })).toBeTruthy();
    expect(screen.getByText('Spanish: Colonias')).toBeTruthy();
    expect(screen.getByText('Lessons of Unit 1: Colonies (3)')).toBeTruthy();
    expect(rowHeaders()).toEqual(['Lesson 1: Jamestown', 'Story: A colonial story', 'Lesson 2: Plymouth']);
    const plymouth = within(lessonsTable()).getAllByRole('row')[3]!;
    expect(within(plymouth).getByText('Never published')).toBeTruthy();
    expect(within(plymouth).getByRole('button', { name: 'Publish Lesson 2: Plymouth' })).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Publish Unit 1: Colonies' })).toBeTruthy();
    // Its biographies and timeline have their sections; later slices are named, not faked.
    expect(await screen.findByRole('button', { name: 'Add biography' })).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Create timeline' })).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Add story' })).toBeTruthy();
  });

  it('adds a lesson of the chosen type; the unit now has unpublished changes', async () => {
    const user = userEvent.setup();
    const { services, twin } = authoringWorld();
    renderBackOffice(services, '/back-office/unit-builder/unit/1');
    await screen.findByText('Lessons of Unit 1: Colonies (3)');
    await user.click(screen.getByRole('button', { name: 'Add lesson: choose its type' }));
    await user.click(await screen.findByRole('menuitem', { name: 'Lesson' }));
    expect(twin.createLesson).toHaveBeenCalledWith(1, 2);
    await screen.findByText('Lessons of Unit 1: Colonies (4)');
    expect(rowHeaders()).toEqual(['Lesson 1: Jamestown', 'Story: A colonial story', 'Lesson 2: Plymouth', 'Lesson 3: New lesson']);
    await waitFor(() => expect(document.activeElement).toBe(screen.getByRole('button', { name: 'Rename Lesson 3: New lesson' })));
    // The unit's own state (beneath its heading) changed with its lesson list.
    expect(screen.getAllByText('Unpublished changes').length).toBeGreaterThan(0);
  });

  it('renames a lesson with its type', async () => {
    const user = userEvent.setup();
    const { services, twin } = authoringWorld();
    renderBackOffice(services, '/back-office/unit-builder/unit/1');
    await user.click(await screen.findByRole('button', { name: 'Rename Lesson 2: Plymouth' }));
    const dialog = await screen.findByRole('dialog', { name: 'Rename Lesson 2: Plymouth' });
    const en = within(dialog).getByRole('textbox', { name: 'Title in English' });
    await user.clear(en);
    await user.type(en, 'Plymouth Rock');
    await user.click(within(dialog).getByRole('combobox', { name: 'Lesson type' }));
    await user.click(await screen.findByRole('option', { name: 'Story' }));
    await user.click(within(dialog).getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(twin.renameLesson).toHaveBeenCalledWith(103, { version: 1, title: { en: 'Plymouth Rock', es: 'Plymouth' }, lessonTypeValue: 3 });
    await waitFor(() => expect(rowHeaders()).toEqual(['Lesson 1: Jamestown', 'Story: A colonial story', 'Story: Plymouth Rock']));
  });

  it('moves a published lesson by keyboard and reminds to publish the unit', async () => {
    const user = userEvent.setup();
    const { services, twin } = authoringWorld();
    renderBackOffice(services, '/back-office/unit-builder/unit/1');
    (await screen.findByRole('button', { name: 'Move Lesson 1: Jamestown down' })).focus();
    await user.keyboard('{Enter}');
    expect(twin.moveLesson).toHaveBeenCalledWith(101, { number: 1, order: 2, oldOrder: 1 });
    await waitFor(() => expect(rowHeaders()).toEqual(['Story: A colonial story', 'Lesson 1: Jamestown', 'Lesson 2: Plymouth']));
    expect(await screen.findByText(MESSAGES.publishToSeeChanges.en)).toBeTruthy();
    await waitFor(() => expect(document.activeElement).toBe(screen.getByRole('button', { name: 'Move Lesson 1: Jamestown down' })));
  });

  it('a lesson never published moves without the reminder', async () => {
    const user = userEvent.setup();
    const { services } = authoringWorld();
    renderBackOffice(services, '/back-office/unit-builder/unit/1');
    await user.click(await screen.findByRole('button', { name: 'Move Lesson 2: Plymouth up' }));
    await waitFor(() => expect(rowHeaders()).toEqual(['Lesson 1: Jamestown', 'Lesson 2: Plymouth', 'Story: A colonial story']));
    expect(await screen.findByText(MESSAGES.changesSaved.en)).toBeTruthy();
    expect(screen.queryByText(MESSAGES.publishToSeeChanges.en)).toBeNull();
  });

  it('removes a published lesson after confirming; later lessons move up and the reminder shows', async () => {
    const user = userEvent.setup();
    const { services, twin } = authoringWorld();
    renderBackOffice(services, '/back-office/unit-builder/unit/1');
    await removeConfirmed(user, 'Lesson 1: Jamestown');
    expect(twin.removeLesson).toHaveBeenCalledWith(101);
    expect(await screen.findByText(MESSAGES.publishToSeeChanges.en)).toBeTruthy();
    await waitFor(() => expect(rowHeaders()).toEqual(['Story: A colonial story', 'Lesson 1: Plymouth']));
  });

  it('a refused lesson move shows "Failed to reorder lesson!" with the server message', async () => {
    const user = userEvent.setup();
    const { services, twin } = authoringWorld();
    vi.mocked(twin.moveLesson).mockResolvedValueOnce(refused(409, 'AUTHORING.STALE_ORDER', 'staleOrder'));
    renderBackOffice(services, '/back-office/unit-builder/unit/1');
    await user.click(await screen.findByRole('button', { name: 'Move Lesson 2: Plymouth up' }));
    expect(await screen.findByText('Failed to reorder lesson!')).toBeTruthy();
    expect(screen.getByText(MESSAGES.staleOrder.en)).toBeTruthy();
  });

  it('publishes the unit from its builder', async () => {
    const user = userEvent.setup();
    const { services, twin, center } = authoringWorld();
    renderBackOffice(services, '/back-office/unit-builder/unit/1');
    await waitFor(() => expect(center.getSnapshot().channel).toBe('connected'));
    await user.click(await screen.findByRole('button', { name: 'Publish Unit 1: Colonies' }));
    await waitFor(() => expect(twin.publish).toHaveBeenCalledWith('unit', 1));
  });

  it('a unit that does not exist shows a generic not-found error, not a redirect', async () => {
    const { services } = authoringWorld();
    renderBackOffice(services, '/back-office/unit-builder/unit/99');
    const alert = await screen.findByRole('alert', { name: 'The unit could not be loaded' });
    expect(alert.textContent).toContain(MESSAGES.notFound.en);
    expect(within(alert).getByRole('button', { name: 'Try again' })).toBeTruthy();
  });

  it('the skill-lesson unit builder path shows the same builder', async () => {
    const { services } = authoringWorld();
    renderBackOffice(services, '/back-office/skill-lesson-unit-builder/unit/3');
    expect(await screen.findByRole('heading', { level: 1, name: 'Reading maps' })).toBeTruthy();
  });

  it('a unit builder path without a unit id shows the generic not-found page', async () => {
    const { services, twin } = authoringWorld();
    renderBackOffice(services, '/back-office/unit-builder/unit/abc');
    expect(await screen.findByRole('heading', { level: 1, name: 'Page not found' })).toBeTruthy();
    expect(twin.unitDetails).not.toHaveBeenCalled();
  });

  it('reads in Spanish', async () => {
    const { services } = authoringWorld();
    renderBackOffice(services, '/back-office/unit-builder/unit/1', 'es');
    expect(await screen.findByRole('heading', { level: 1, name: 'Unidad 1: Colonias' })).toBeTruthy();
    expect(rowHeaders(/^Lecciones de/)).toEqual(['Lección 1: Jamestown', 'Historia: Una historia colonial', 'Lección 2: Plymouth']);
    expect(screen.getByRole('button', { name: 'Agregar lección: elige su tipo' })).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Bajar Lección 1: Jamestown' })).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Volver al panel del curso' })).toBeTruthy();
  });
});
