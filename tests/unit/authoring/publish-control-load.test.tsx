// @vitest-environment jsdom
import '../../setup/dom.setup';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { expect, it, vi } from 'vitest';
import { publishWorld, renderControl } from './publish-control-world';

/*
 * The publish control loads its machine after the builder has shown (issue 17). Alone in its file, so
 * the implementations' module is first imported here, through the mock.
 */

it('the machine code does not arrive: the offline text, and Publish loads it again', async () => {
  let tries = 0;
  vi.doMock('@ui/authoring/publish/publish-workflow.actors', async () => {
    tries += 1;
    if (tries === 1) throw new TypeError('Failed to fetch dynamically imported module');
    return vi.importActual('@ui/authoring/publish/publish-workflow.actors');
  });
  try {
    const user = userEvent.setup();
    const { twin, services } = publishWorld();
    renderControl(services);
    expect((await screen.findByRole('alert')).textContent).toContain('The server cannot be reached');
    const button = screen.getByRole('button', { name: 'Publish Unit 1: Colonies' });
    expect(button.getAttribute('aria-disabled')).toBe('false');
    await user.click(button);
    await waitFor(() => expect(screen.queryByRole('alert')).toBeNull());
    await waitFor(() => expect(screen.getByRole('button', { name: 'Publish Unit 1: Colonies' }).getAttribute('aria-disabled')).toBe('false'));
    expect(twin.publish).not.toHaveBeenCalled();
    await user.click(screen.getByRole('button', { name: 'Publish Unit 1: Colonies' }));
    await waitFor(() => expect(twin.publish).toHaveBeenCalledTimes(1));
    expect(tries).toBe(2);
  } finally {
    vi.doUnmock('@ui/authoring/publish/publish-workflow.actors');
  }
});
