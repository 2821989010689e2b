// @vitest-environment jsdom
import '../../setup/dom.setup';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { MESSAGES } from '@domain/shared/messages';
import { authoringWorld, expectAxeCleanInBothLanguages, removeConfirmed, renderBackOffice } from './authoring-world';

/** The contributors page builder (/back-office/contributors-page-builder) over the in-memory twins. */

const BUILDER = '/back-office/contributors-page-builder';
const PEOPLE = {
  contributors: {
    title: { en: 'Who made this course', es: 'Quién hizo este curso' },
    people: [
      { name: 'Ada Park', role: { en: 'Writer', es: 'Escritora' } },
      { name: 'Luis Vega', role: { en: 'Illustrator', es: 'Ilustrador' } },
    ],
  },
};
const world = () => authoringWorld(undefined, undefined, {}, PEOPLE);
const people = () => within(screen.getByRole('list', { name: 'Contributors' })).getAllByRole('listitem').map((item) => within(item).getByText(/\(.*\)$/).textContent);

describe('contributors page builder', () => {
  it('the course dashboard leads to the builder: title, publish state, publish and preview', async () => {
    const user = userEvent.setup();
    const { services } = world();
    renderBackOffice(services);
    await user.click(await screen.findByRole('link', { name: 'Edit the contributors page' }));
    expect(await screen.findByRole('heading', { level: 1, name: 'Who made this course' }, { timeout: 5000 })).toBeTruthy();
    expect(screen.getByText('Contributors page')).toBeTruthy();
    expect(screen.getByText('Published')).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Publish Who made this course' })).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Preview Who made this course' }).getAttribute('href')).toBe('/back-office/preview-mode/contributors-page');
    // The list draws its rows once its code (dnd-kit) has arrived.
    await screen.findByRole('list', { name: 'Contributors' });
    expect(people()).toEqual(['Ada Park (Writer)', 'Luis Vega (Illustrator)']);
    expect(screen.getByRole('link', { name: 'Back to the course dashboard' }).getAttribute('href')).toBe('/back-office/dashboard-builder');
  });

  it("edits a person's name (checked first), saved with the whole list and the version; the server's words show", async () => {
    const user = userEvent.setup();
    const { services, pages } = world();
    renderBackOffice(services, BUILDER);
    await user.click(await screen.findByRole('button', { name: 'Edit Luis Vega (Illustrator)' }));
    const fields = screen.getByRole('region', { name: 'Fields of Luis Vega (Illustrator)' });
    const name = within(fields).getByRole('textbox', { name: 'Name' });
    await user.clear(name);
    await user.tab();
    expect(await within(fields).findByText(MESSAGES.required.en)).toBeTruthy();
    expect(pages.saveContributors).not.toHaveBeenCalled();
    await user.type(name, 'Luisa Vega');
    await user.tab();
    await waitFor(() =>
      expect(pages.saveContributors).toHaveBeenCalledWith({
        version: 1,
        title: { en: 'Who made this course', es: 'Quién hizo este curso' },
        intro: null,
        contributors: [
          { id: 9101, name: 'Ada Park', role: { en: 'Writer', es: 'Escritora' } },
          { id: 9102, name: 'Luisa Vega', role: { en: 'Illustrator', es: 'Ilustrador' } },
        ],
      }),
    );
    expect(await screen.findByText(MESSAGES.changesSaved.en)).toBeTruthy();
    await waitFor(() => expect(people()).toEqual(['Ada Park (Writer)', 'Luisa Vega (Illustrator)']));
  });

  it('adds a contributor at the end, moves them first by keyboard and removes another after confirming', async () => {
    const user = userEvent.setup();
    const { services, pages } = world();
    renderBackOffice(services, BUILDER);
    await user.click(await screen.findByRole('button', { name: 'Add contributor' }));
    expect(await screen.findByRole('region', { name: 'Fields of New contributor (Contributor)' })).toBeTruthy();
    expect(vi.mocked(pages.saveContributors).mock.lastCall![0].contributors[2]).toEqual({ name: 'New contributor', role: { en: 'Contributor', es: 'Colaborador' } });

    for (const step of [1, 2]) {
      const up = screen.getByRole('button', { name: 'Move up: New contributor (Contributor)' });
      up.focus();
      await user.keyboard('{Enter}');
      await waitFor(() => expect(pages.saveContributors).toHaveBeenCalledTimes(step + 1));
    }
    await waitFor(() => expect(people()).toEqual(['New contributor (Contributor)', 'Ada Park (Writer)', 'Luis Vega (Illustrator)']));

    await removeConfirmed(user, 'Ada Park (Writer)');
    await waitFor(() => expect(people()).toEqual(['New contributor (Contributor)', 'Luis Vega (Illustrator)']));
    expect(vi.mocked(pages.saveContributors).mock.lastCall![0].contributors.map((c) => c.id)).toEqual([9103, 9102]);
  });

  it("a stale save shows the server's message and the newer draft", async () => {
    const user = userEvent.setup();
    const { services, pages } = world();
    renderBackOffice(services, BUILDER);
    const title = await screen.findByRole('textbox', { name: 'Title in English' });
    pages.touchContributors('The team');
    await user.type(title, '!');
    await user.tab();
    const alert = await screen.findByRole('alert', { name: 'This draft changed' });
    expect(alert.textContent).toContain(MESSAGES.staleDraft.en);
    await waitFor(() => expect((title as HTMLInputElement).value).toBe('The team'));
  });

  it('publishes the contributors page as its own job', async () => {
    const user = userEvent.setup();
    const { services, twin } = world();
    renderBackOffice(services, BUILDER);
    await user.click(await screen.findByRole('button', { name: 'Publish Who made this course' }));
    await waitFor(() => expect(twin.publish).toHaveBeenCalledWith('contributors', 941));
  });

  it('labels every control of the builder (axe), in Spanish too', async () => {
    await expectAxeCleanInBothLanguages(world, BUILDER, (language) => screen.findByRole('list', { name: language === 'en' ? 'Contributors' : 'Colaboradores' }));
  });
});
