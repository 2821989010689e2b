// @vitest-environment jsdom
import '../../../setup/dom.setup';
import { act, fireEvent, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { SortableList } from '@ui/authoring/editing/SortableList';
import { SortableListLoaded } from '@ui/authoring/editing/SortableListLoaded';
import { renderControl } from './editing-render';

interface Row {
  readonly id: number;
  readonly name: string;
}
const ROWS: readonly Row[] = [
  { id: 11, name: 'Alpha' },
  { id: 12, name: 'Beta' },
  { id: 13, name: 'Gamma' },
];

const list = (onMove: (from: number, to: number) => void, rows: readonly Row[] = ROWS, disabled = false) => (
  <SortableListLoaded items={rows} label="Components" itemLabel={(row) => row.name} onMove={onMove} renderItem={(row) => <span>{row.name}</span>} disabled={disabled} />
);

const ROW_HEIGHT = 40;

afterEach(() => {
  vi.restoreAllMocks();
});

describe('SortableList', () => {
  it('draws its rows only once its code has arrived, the loader announced until then', async () => {
    renderControl(<SortableList items={ROWS} label="Components" itemLabel={(row) => row.name} onMove={vi.fn()} renderItem={(row) => <input aria-label={row.name} />} />);
    expect(screen.queryByRole('textbox')).toBeNull();
    expect(screen.getByRole('status').textContent).toBe('Loading…');
    const items = within(await screen.findByRole('list', { name: 'Components' })).getAllByRole('listitem');
    expect(items.map((item) => within(item).getByRole('textbox').getAttribute('aria-label'))).toEqual(['Alpha', 'Beta', 'Gamma']);
    expect(screen.queryByRole('status')).toBeNull();
  });

  it('moves an item one place with its Move up and Move down buttons', async () => {
    const user = userEvent.setup();
    const onMove = vi.fn();
    renderControl(list(onMove));
    const items = within(screen.getByRole('list', { name: 'Components' })).getAllByRole('listitem');
    expect(items.map((item) => within(item).getByText(/^(Alpha|Beta|Gamma)$/).textContent)).toEqual(['Alpha', 'Beta', 'Gamma']);
    expect(screen.getByRole('button', { name: 'Move up: Alpha' })).toHaveProperty('disabled', true);
    expect(screen.getByRole('button', { name: 'Move down: Gamma' })).toHaveProperty('disabled', true);
    await user.click(screen.getByRole('button', { name: 'Move up: Beta' }));
    expect(onMove).toHaveBeenLastCalledWith(1, 0);
    await user.click(screen.getByRole('button', { name: 'Move down: Beta' }));
    expect(onMove).toHaveBeenLastCalledWith(1, 2);
    expect(onMove).toHaveBeenCalledTimes(2);
  });

  it('keeps the focus on a Move button when the row reaches an end', async () => {
    const user = userEvent.setup();
    const { rerender } = renderControl(list(() => {}));
    await user.click(screen.getByRole('button', { name: 'Move up: Beta' }));
    rerender(list(() => {}, [ROWS[1]!, ROWS[0]!, ROWS[2]!]));
    expect(document.activeElement).toBe(screen.getByRole('button', { name: 'Move down: Beta' }));
  });

  it('moves nothing while a change is saved', () => {
    renderControl(list(() => {}, ROWS, true));
    for (const name of ['Move up: Beta', 'Move down: Beta', 'Move Beta']) expect(screen.getByRole('button', { name })).toHaveProperty('disabled', true);
  });

  it('drags by keyboard: Space picks the handle up, an arrow moves it, Space drops it, one move, spoken in Spanish', async () => {
    // jsdom lays nothing out: each row gets a place in a column so the sensor can find its neighbours.
    vi.spyOn(HTMLElement.prototype, 'getBoundingClientRect').mockImplementation(function (this: HTMLElement) {
      const row = this.closest('li');
      const index = row ? Array.from(row.parentElement!.children).indexOf(row) : 0;
      const top = index * ROW_HEIGHT;
      return { x: 0, y: top, top, left: 0, right: 300, bottom: top + ROW_HEIGHT, width: 300, height: ROW_HEIGHT, toJSON: () => ({}) } as DOMRect;
    });
    const onMove = vi.fn();
    renderControl(list(onMove), 'es');
    const handle = screen.getByRole('button', { name: 'Mover Alpha' });
    expect(handle.getAttribute('aria-roledescription')).toBe('elemento reordenable');
    handle.focus();
    act(() => void fireEvent.keyDown(handle, { code: 'Space', key: ' ' }));
    await screen.findByText('Tomaste Alpha, en la posición 1 de 3.');
    act(() => void fireEvent.keyDown(handle, { code: 'ArrowDown', key: 'ArrowDown' }));
    act(() => void fireEvent.keyDown(handle, { code: 'Space', key: ' ' }));
    expect(onMove).toHaveBeenCalledTimes(1);
    expect(onMove).toHaveBeenCalledWith(0, 1);
    await screen.findByText('Alpha se soltó en la posición 2 de 3.');
  });
});
