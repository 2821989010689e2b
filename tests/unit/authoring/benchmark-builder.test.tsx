// @vitest-environment jsdom
import '../../setup/dom.setup';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { refused } from '@infrastructure/http/in-memory-answers';
import { expectAxeCleanInBothLanguages, renderBackOffice } from './authoring-world';
import { BENCHMARK_LESSON, BUILDER_PATH, PREVIEW_PATH, benchmarkWorld } from './benchmark-world';

/*
 * The benchmark assessment builder (issue 15) over its in-memory twin: the sets in product-spec §4's
 * order with §5's warnings; creating makes the new set active; rename, question sets, linked unit,
 * publish (clears the active set) and removal of the active set; the preview chooses a set.
 */

const table = () => screen.findByRole('table', { name: /benchmark sets?, linked ones by unit number/ });
const rowHeaders = async () =>
  within(await table())
    .getAllByRole('rowheader')
    .map((cell) => cell.textContent);
const panel = () => screen.findByRole('region', { name: /^Set: / });

describe('benchmark assessment builder', () => {
  it('lists the sets linked ones by unit number, unlinked last, with their state and warnings', async () => {
    renderBackOffice(benchmarkWorld().services, BUILDER_PATH);
    expect(await rowHeaders()).toEqual(['Set C', 'Set A', 'Draft set']);
    const rows = within(await table()).getAllByRole('row').slice(1);
    expect(rows.map((row) => [...row.querySelectorAll('td')].slice(0, 4).map((cell) => cell.textContent))).toEqual([
      ['Unit 1: Colonies', '1 (4 questions)', 'Unpublished changes', 'This set has changes students will not see until you publish it.'],
      ['Unit 2: Revolution', '2 (3 questions)', 'Published', 'None'],
      ['Not linked', '1 (0 questions)', 'Never published', 'This set is not published: teachers cannot assign it.'],
    ]);
    expect(screen.getByText('Choose a set in the list, or create one, to edit it.')).toBeTruthy();
  });

  it('creates a set that becomes the active one, kept for the tab', async () => {
    const user = userEvent.setup();
    const world = benchmarkWorld();
    renderBackOffice(world.services, BUILDER_PATH);
    await table();
    await user.click(screen.getByRole('button', { name: 'Create set' }));
    expect(await panel()).toHaveProperty('textContent', expect.stringContaining('Set: New benchmark set'));
    expect(world.benchmarkPort.create).toHaveBeenCalledWith(BENCHMARK_LESSON);
    expect(world.active.read()).toBe(101);
    expect(await rowHeaders()).toEqual(['Set C', 'Set A', 'Draft set', 'New benchmark set']);
    expect(await screen.findByText('Benchmark set created')).toBeTruthy();
  });

  it('renames the active set per language, refuses an empty title before calling, and the list follows', async () => {
    const user = userEvent.setup();
    const world = benchmarkWorld(undefined, 1);
    renderBackOffice(world.services, BUILDER_PATH);
    const active = await panel();
    const english = within(active).getByRole('textbox', { name: 'Title (English)' });
    await user.clear(english);
    await user.click(within(active).getByRole('button', { name: 'Save title' }));
    expect(await within(active).findByText('Enter a title for the set')).toBeTruthy();
    expect(world.benchmarkPort.setTitle).not.toHaveBeenCalled();
    await user.type(english, 'Set B: ¿1776?');
    await user.clear(within(active).getByRole('textbox', { name: 'Title (Spanish)' }));
    await user.type(within(active).getByRole('textbox', { name: 'Title (Spanish)' }), 'Conjunto B');
    await user.click(within(active).getByRole('button', { name: 'Save title' }));
    await waitFor(() => expect(world.benchmarkPort.setTitle).toHaveBeenCalledTimes(2));
    expect(world.benchmarkPort.setTitle).toHaveBeenNthCalledWith(1, 1, 'Set B: ¿1776?', 'en');
    expect(world.benchmarkPort.setTitle).toHaveBeenNthCalledWith(2, 1, 'Conjunto B', 'es');
    await waitFor(async () => expect(await rowHeaders()).toContain('Set B: ¿1776?'));
  });

  it('changes the number of question sets and the linked unit; a refusal is shown by the field', async () => {
    const user = userEvent.setup();
    const world = benchmarkWorld(undefined, 3);
    renderBackOffice(world.services, BUILDER_PATH);
    const active = await panel();
    const count = within(active).getByRole('textbox', { name: 'Number of question sets' });
    await user.clear(count);
    await user.type(count, '3');
    await user.click(within(active).getByRole('button', { name: 'Save number of question sets' }));
    await waitFor(() => expect(world.benchmarkPort.setCount).toHaveBeenCalledWith(3, 3));
    await waitFor(async () => expect(within(await table()).getAllByRole('row')[1]!.textContent).toContain('3 (4 questions)'));
    await user.clear(within(await panel()).getByRole('textbox', { name: 'Number of question sets' }));
    await user.type(within(await panel()).getByRole('textbox', { name: 'Number of question sets' }), '0');
    await user.click(within(await panel()).getByRole('button', { name: 'Save number of question sets' }));
    expect(await screen.findByText('A set holds from 1 to 10 question sets')).toBeTruthy();

    await user.selectOptions(within(await panel()).getByRole('combobox', { name: 'Linked unit' }), 'Unit 2: Revolution');
    await waitFor(() => expect(world.benchmarkPort.link).toHaveBeenCalledWith(3, 2));
    // Now two sets test Revolution; Set C moves after Set A by id.
    await waitFor(async () => expect(await rowHeaders()).toEqual(['Set A', 'Set C', 'Draft set']));
  });

  it('publishes the active set: the stored active set is cleared; a refusal keeps it open with the reason', async () => {
    const user = userEvent.setup();
    const world = benchmarkWorld(undefined, 3);
    renderBackOffice(world.services, BUILDER_PATH);
    await user.click(within(await panel()).getByRole('button', { name: 'Publish set' }));
    expect(await screen.findByText('Benchmark set published. Teachers can assign this version now.')).toBeTruthy();
    expect(world.active.read()).toBeNull();
    expect(await screen.findByText('Choose a set in the list, or create one, to edit it.')).toBeTruthy();

    await user.click(screen.getByRole('button', { name: 'Open Draft set' }));
    await user.click(within(await panel()).getByRole('button', { name: 'Publish set' }));
    const alert = await within(await panel()).findByRole('alert');
    expect(alert.textContent).toContain('The set was not published.');
    expect(world.active.read()).toBe(1);
  });

  it('removes the active set after confirming; a set students have is refused inside the dialog', async () => {
    const user = userEvent.setup();
    const world = benchmarkWorld(undefined, 3);
    renderBackOffice(world.services, BUILDER_PATH);
    await panel();
    await user.click(screen.getByRole('button', { name: 'Remove set' }));
    const dialog = await screen.findByRole('dialog', { name: /Set C/ });
    await user.click(within(dialog).getByRole('button', { name: 'Remove' }));
    expect((await within(dialog).findByRole('alert')).textContent).toBe('Students were assigned this set or have answered it, so it cannot be removed');
    await user.click(within(dialog).getByRole('button', { name: 'Cancel' }));

    await user.click(screen.getByRole('button', { name: 'Open Draft set' }));
    await within(await panel()).findByText(/Set: Draft set/);
    await user.click(screen.getByRole('button', { name: 'Remove set' }));
    await user.click(within(await screen.findByRole('dialog', { name: /Draft set/ })).getByRole('button', { name: 'Remove' }));
    await waitFor(async () => expect(await rowHeaders()).toEqual(['Set C', 'Set A']));
    expect(world.benchmarkPort.remove).toHaveBeenCalledWith(1);
    expect(world.active.read()).toBeNull();
  });

  it('shows the server refusal of the list for a lesson that is not a benchmark lesson', async () => {
    const world = benchmarkWorld();
    vi.mocked(world.benchmarkPort.setsOfLesson).mockResolvedValueOnce(refused(409, 'BENCHMARK_SET.NOT_A_BENCHMARK_LESSON', 'notABenchmarkLesson'));
    renderBackOffice(world.services, BUILDER_PATH);
    expect(await screen.findByText('The benchmark sets could not be loaded.')).toBeTruthy();
  });

  it('previews the chosen set, or says why it cannot be shown yet', async () => {
    const world = benchmarkWorld(undefined, 1);
    renderBackOffice(world.services, `${PREVIEW_PATH}?setId=2`);
    expect(await screen.findByRole('heading', { name: 'Preview: Set A' })).toBeTruthy();
    await waitFor(() => expect(world.benchmarkPort.preview).toHaveBeenCalledWith(2));
    expect(await screen.findByText('This set cannot be shown yet.')).toBeTruthy();
  });

  it('previews another set when it is chosen in the set select', async () => {
    const world = benchmarkWorld(undefined, 1);
    renderBackOffice(world.services, `${PREVIEW_PATH}?setId=2`);
    const chooser = await screen.findByRole('combobox', { name: 'Set to preview' });
    expect(within(chooser).getAllByRole('option').map((option) => option.textContent)).toEqual(['Set C', 'Set A', 'Draft set']);
    await userEvent.selectOptions(chooser, 'Set C');
    expect(await screen.findByRole('heading', { name: 'Preview: Set C' })).toBeTruthy();
    await waitFor(() => expect(world.benchmarkPort.preview).toHaveBeenCalledWith(3));
  });

  it('has every control labelled, in English and Spanish', async () => {
    await expectAxeCleanInBothLanguages(
      () => benchmarkWorld(undefined, 2),
      BUILDER_PATH,
      async () => {
        await screen.findByRole('table');
        await screen.findByRole('region', { name: /^(Set|Conjunto): / });
      },
    );
  });
});
