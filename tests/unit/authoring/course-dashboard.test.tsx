// @vitest-environment jsdom
import '../../setup/dom.setup';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { MESSAGES } from '@domain/shared/messages';
import { refused } from '@infrastructure/http/in-memory-answers';
import { authoringWorld, removeConfirmed, renderBackOffice } from './authoring-world';

/** The course dashboard (/back-office/dashboard-builder) over the real use cases and the in-memory authoring twin. */

const table = (caption = /Units of the course/) => screen.getByRole('table', { name: caption });
const rowHeaders = (caption?: RegExp) => within(table(caption)).getAllByRole('rowheader').map((cell) => cell.firstChild?.textContent);

describe('course dashboard', () => {
  it('lists the units in course order with number, both languages, type, menu, publish state and lesson count', async () => {
    const { services } = authoringWorld();
    renderBackOffice(services);
    expect(await screen.findByRole('heading', { level: 1, name: 'Course dashboard' })).toBeTruthy();
    await screen.findByText('Units of the course (3)');
    expect(rowHeaders()).toEqual(['Unit 1: Colonies', 'Unit 2: Revolution', 'Reading maps']);
    const colonies = within(table()).getAllByRole('row')[1]!;
    expect(within(colonies).getByText('Spanish: Colonias')).toBeTruthy();
    expect(within(colonies).getByText('Unit')).toBeTruthy();
    expect(within(colonies).getByText('History course')).toBeTruthy();
    expect(within(colonies).getByText('Published')).toBeTruthy();
    expect(within(colonies).getByText('Last published:')).toBeTruthy();
    expect(within(colonies).getByRole('cell', { name: '3' })).toBeTruthy();
    const maps = within(table()).getAllByRole('row')[3]!;
    expect(within(maps).getByText('Never published')).toBeTruthy();
    expect(within(maps).getByText('No Spanish name yet')).toBeTruthy();
    expect(within(maps).getByText('Literacy skills')).toBeTruthy();
    // Only units without a number carry an acronym; actions are named for their unit.
    expect(within(maps).getByRole('button', { name: 'Acronym of Reading maps' })).toBeTruthy();
    expect(within(colonies).queryByRole('button', { name: /Acronym/ })).toBeNull();
    expect(within(colonies).getByRole('link', { name: 'Open Unit 1: Colonies' }).getAttribute('href')).toBe('/back-office/unit-builder/unit/1');
    expect(within(maps).getByRole('link', { name: 'Open Reading maps' }).getAttribute('href')).toMatch(/^\/back-office\/skill-lesson-unit-builder\/unit\/\d+$/);
    expect(screen.getByRole('button', { name: 'Publish the course' })).toBeTruthy();
  });

  it('creates a unit of the chosen type at the end of the course; focus goes to its Rename', async () => {
    const user = userEvent.setup();
    const { services, twin } = authoringWorld();
    renderBackOffice(services);
    await screen.findByText('Units of the course (3)');
    await user.click(screen.getByRole('button', { name: 'New unit: choose its type' }));
    await user.click(await screen.findByRole('menuitem', { name: 'Unit' }));
    expect(twin.createUnit).toHaveBeenCalledWith(1);
    await screen.findByText('Units of the course (4)');
    expect(rowHeaders()).toEqual(['Unit 1: Colonies', 'Unit 2: Revolution', 'Reading maps', 'Unit 3: New unit']);
    expect(await screen.findByText(MESSAGES.changesSaved.en)).toBeTruthy();
    await waitFor(() => expect(document.activeElement).toBe(screen.getByRole('button', { name: 'Rename Unit 3: New unit' })));
  });

  it('a benchmark unit comes with its benchmark lesson and is queued for publishing', async () => {
    const user = userEvent.setup();
    const { services, twin } = authoringWorld();
    renderBackOffice(services);
    await screen.findByText('Units of the course (3)');
    await user.click(screen.getByRole('button', { name: 'New unit: choose its type' }));
    await user.click(await screen.findByRole('menuitem', { name: 'Benchmark unit' }));
    expect(twin.createUnit).toHaveBeenCalledWith(4);
    const row = (await screen.findByRole('rowheader', { name: /^New unit/ })).closest('tr')!;
    expect(within(row).getByText('Benchmark unit')).toBeTruthy();
    expect(within(row).getByText('Benchmarks')).toBeTruthy();
    expect(within(row).getByRole('cell', { name: '1' })).toBeTruthy();
    expect(twin.jobs()).toMatchObject([{ scope: 'unit', state: 'queued' }]);
  });

  it('renames a unit in both languages and moves it to another menu', async () => {
    const user = userEvent.setup();
    const { services, twin } = authoringWorld();
    renderBackOffice(services);
    await user.click(await screen.findByRole('button', { name: 'Rename Unit 2: Revolution' }));
    const dialog = await screen.findByRole('dialog', { name: 'Rename Unit 2: Revolution' });
    const en = within(dialog).getByRole('textbox', { name: 'Name in English' });
    await user.clear(en);
    await user.type(en, 'The New Nation');
    const es = within(dialog).getByRole('textbox', { name: 'Name in Spanish' });
    await user.clear(es);
    await user.type(es, 'La nueva nación');
    await user.click(within(dialog).getByRole('combobox', { name: 'Belongs to' }));
    await user.click(await screen.findByRole('option', { name: 'Literacy skills' }));
    await user.click(within(dialog).getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(twin.renameUnit).toHaveBeenCalledWith(2, { version: 1, name: { en: 'The New Nation', es: 'La nueva nación' }, belongsTo: 'literacy' });
    // A literacy unit has no number; the history units are numbered again.
    await waitFor(() => expect(rowHeaders()).toEqual(['Unit 1: Colonies', 'The New Nation', 'Reading maps']));
    expect(screen.getByText('Spanish: La nueva nación')).toBeTruthy();
    expect(await screen.findByText(MESSAGES.changesSaved.en)).toBeTruthy();
  });

  it('an empty English name is refused before any call', async () => {
    const user = userEvent.setup();
    const { services, twin } = authoringWorld();
    renderBackOffice(services);
    await user.click(await screen.findByRole('button', { name: 'Rename Unit 1: Colonies' }));
    const dialog = await screen.findByRole('dialog', { name: 'Rename Unit 1: Colonies' });
    await user.clear(within(dialog).getByRole('textbox', { name: /Name in English/ }));
    await user.click(within(dialog).getByRole('button', { name: 'Save' }));
    expect(within(dialog).getByRole('alert').textContent).toBe(MESSAGES.fieldsInvalid.en);
    expect(twin.renameUnit).not.toHaveBeenCalled();
  });

  it('a stale save shows the server message, shows the latest version behind, keeps the typed text, and saves again', async () => {
    const user = userEvent.setup();
    const { services, twin } = authoringWorld();
    renderBackOffice(services);
    await user.click(await screen.findByRole('button', { name: 'Rename Unit 1: Colonies' }));
    const dialog = await screen.findByRole('dialog', { name: 'Rename Unit 1: Colonies' });
    // Another creator saves the unit meanwhile.
    twin.touchUnit(1, { en: 'Thirteen Colonies', es: 'Trece colonias' });
    const en = within(dialog).getByRole('textbox', { name: 'Name in English' });
    await user.clear(en);
    await user.type(en, 'The Colonies');
    await user.click(within(dialog).getByRole('button', { name: 'Save' }));

    expect((await within(dialog).findByRole('alert')).textContent).toBe(MESSAGES.staleDraft.en);
    await expect(vi.mocked(twin.renameUnit).mock.results[0]!.value).resolves.toMatchObject({ ok: false, code: 'AUTHORING.STALE_VERSION', current: { version: 2 } });
    // The list behind shows the other creator's version; the form keeps what this creator typed.
    expect(await screen.findByRole('rowheader', { name: /^Unit 1: Thirteen Colonies/ }, { timeout: 2000 })).toBeTruthy();
    expect((within(dialog).getByRole('textbox', { name: 'Name in English' }) as HTMLInputElement).value).toBe('The Colonies');

    await user.click(within(dialog).getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(twin.renameUnit).toHaveBeenLastCalledWith(1, expect.objectContaining({ version: 2, name: { en: 'The Colonies', es: 'Colonias' } }));
    expect(await screen.findByRole('rowheader', { name: /^Unit 1: The Colonies/ })).toBeTruthy();
  });

  it('sets a special unit acronym; one language alone is refused', async () => {
    const user = userEvent.setup();
    const { services, twin } = authoringWorld();
    renderBackOffice(services);
    await user.click(await screen.findByRole('button', { name: 'Acronym of Reading maps' }));
    const dialog = await screen.findByRole('dialog', { name: 'Acronym of Reading maps' });
    await user.type(within(dialog).getByRole('textbox', { name: 'Acronym in English' }), 'LS');
    await user.click(within(dialog).getByRole('button', { name: 'Save' }));
    expect(within(dialog).getByText('Fill in both acronyms, or leave both empty')).toBeTruthy();
    expect(twin.setUnitAcronym).not.toHaveBeenCalled();
    await user.type(within(dialog).getByRole('textbox', { name: 'Acronym in Spanish' }), 'HL');
    await user.click(within(dialog).getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(twin.setUnitAcronym).toHaveBeenCalledWith(3, 1, { en: 'LS', es: 'HL' });
    expect(await screen.findByRole('rowheader', { name: /^LS: Reading maps/ })).toBeTruthy();
  });

  it('moves units by keyboard: the order, numbers and focus follow; a published unit reminds to publish', async () => {
    const user = userEvent.setup();
    const { services, twin } = authoringWorld();
    renderBackOffice(services);
    const down = await screen.findByRole('button', { name: 'Move Unit 1: Colonies down' });
    down.focus();
    await user.keyboard('{Enter}');
    expect(twin.moveUnit).toHaveBeenCalledWith(1, { number: 1, order: 2, oldOrder: 1 });
    await waitFor(() => expect(rowHeaders()).toEqual(['Unit 1: Revolution', 'Unit 2: Colonies', 'Reading maps']));
    // Focus stays with the moved unit, so the next Enter moves it again.
    await waitFor(() => expect(document.activeElement).toBe(screen.getByRole('button', { name: 'Move Unit 2: Colonies down' })));
    expect(screen.getByText('Colonies is now at position 2 of 3')).toBeTruthy();
    expect(screen.getByText(MESSAGES.publishToSeeChanges.en)).toBeTruthy();
    await user.keyboard('{Enter}');
    await waitFor(() => expect(rowHeaders()).toEqual(['Unit 1: Revolution', 'Reading maps', 'Unit 2: Colonies']));
    // At the end there is no Move down: focus goes to its Move up.
    await waitFor(() => expect(document.activeElement).toBe(screen.getByRole('button', { name: 'Move Unit 2: Colonies up' })));
    expect(screen.getByRole('button', { name: 'Move Unit 2: Colonies down' }).hasAttribute('disabled')).toBe(true);
  });

  it('a move from an order someone else changed fails with "Failed to reorder unit!" and the server message, and reloads the list', async () => {
    const user = userEvent.setup();
    const { services, twin } = authoringWorld();
    vi.mocked(twin.moveUnit).mockResolvedValueOnce(refused(409, 'AUTHORING.STALE_ORDER', 'staleOrder'));
    renderBackOffice(services);
    await user.click(await screen.findByRole('button', { name: 'Move Unit 2: Revolution up' }));
    expect(await screen.findByText('Failed to reorder unit!')).toBeTruthy();
    expect(screen.getByText(MESSAGES.staleOrder.en)).toBeTruthy();
    await waitFor(() => expect(twin.units).toHaveBeenCalledTimes(2));
  });

  it('removes a published unit after confirming, with the course-publish alert', async () => {
    const user = userEvent.setup();
    const { services, twin } = authoringWorld();
    renderBackOffice(services);
    await removeConfirmed(user, 'Unit 1: Colonies');
    expect(twin.removeUnit).toHaveBeenCalledWith(1);
    expect(await screen.findByText(MESSAGES.coursePublishNeeded.en)).toBeTruthy();
    await waitFor(() => expect(rowHeaders()).toEqual(['Unit 1: Revolution', 'Reading maps']));
  });

  it('a refused removal stays in the dialog with "Failed to remove unit!"', async () => {
    const user = userEvent.setup();
    const { services, twin } = authoringWorld();
    vi.mocked(twin.removeUnit).mockResolvedValueOnce(refused(404, 'AUTHORING.UNIT_NOT_FOUND', 'notFound'));
    renderBackOffice(services);
    const dialog = await removeConfirmed(user, 'Reading maps');
    expect((await within(dialog).findByRole('alert')).textContent).toBe(`Failed to remove unit! ${MESSAGES.notFound.en}`);
  });

  it('reads in Spanish', async () => {
    const { services } = authoringWorld();
    renderBackOffice(services, '/back-office/dashboard-builder', 'es');
    expect(await screen.findByRole('heading', { level: 1, name: 'Panel del curso' })).toBeTruthy();
    await screen.findByText('Unidades del curso (3)');
    expect(rowHeaders(/Unidades del curso/)).toEqual(['Unidad 1: Colonias', 'Unidad 2: Revolución', 'Reading maps']);
    expect(screen.getByRole('button', { name: 'Renombrar Unidad 1: Colonias' })).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Bajar Unidad 1: Colonias' })).toBeTruthy();
    expect(screen.getAllByText('Publicada').length).toBe(2);
    expect(screen.getByText('Nunca publicada')).toBeTruthy();
    expect(screen.getByText('Inglés: Colonies')).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Nueva unidad: elige su tipo' })).toBeTruthy();
  });
});
