// @vitest-environment jsdom
import '../../setup/dom.setup';
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter, Route, Routes } from 'react-router-dom';
import { describe, expect, it } from 'vitest';
import { RoleId } from '@domain/identity/role';
import { MainMenu } from '@ui/shell/MainMenu';
import { NAVIGATION_BY_ROLE } from '@ui/shell/role-navigation';
import { managementWorld, profileOf, renderSection } from '../management/management-world';

/** The header's menu on narrow windows, with a student's navigation and a stand-in for the switches. */
function renderMenu() {
  const { services } = managementWorld(profileOf(RoleId.Student));
  renderSection(
    <MemoryRouter initialEntries={['/']}>
      <MainMenu items={NAVIGATION_BY_ROLE[RoleId.Student]}>
        <button type="button">Switches</button>
      </MainMenu>
      <Routes>
        <Route path="*" element={<p>page</p>} />
      </Routes>
    </MemoryRouter>,
    services,
  );
  return screen.getByRole('button', { name: 'Menu' });
}

describe('the header menu', () => {
  it('opens a panel with every navigation link and the switches, and says so on its button', async () => {
    const button = renderMenu();
    expect(button.getAttribute('aria-expanded')).toBe('false');
    expect(screen.queryByRole('link', { name: 'Contributors' })).toBeNull();
    await userEvent.click(button);
    expect(button.getAttribute('aria-expanded')).toBe('true');
    const panel = document.getElementById(button.getAttribute('aria-controls')!)!;
    expect(panel.hidden).toBe(false);
    for (const name of ['My units', 'Scope and sequence', 'Literacy skills', 'Contributors']) expect(panel.contains(screen.getByRole('link', { name }))).toBe(true);
    expect(panel.contains(screen.getByRole('button', { name: 'Switches' }))).toBe(true);
  });

  it('closes on Escape and gives focus back to its button', async () => {
    const button = renderMenu();
    await userEvent.click(button);
    await userEvent.tab();
    expect(document.activeElement).toBe(screen.getByRole('link', { name: 'My units' }));
    await userEvent.keyboard('{Escape}');
    expect(button.getAttribute('aria-expanded')).toBe('false');
    expect(document.activeElement).toBe(button);
  });

  it('closes when a link is taken, the link of the page already shown too', async () => {
    const button = renderMenu();
    for (const name of ['Contributors', 'Contributors']) {
      await userEvent.click(button);
      await userEvent.click(screen.getByRole('link', { name }));
      expect(button.getAttribute('aria-expanded')).toBe('false');
      expect(screen.queryByRole('link', { name })).toBeNull();
    }
  });
});
