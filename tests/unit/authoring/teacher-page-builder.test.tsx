// @vitest-environment jsdom
import '../../setup/dom.setup';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { MESSAGES } from '@domain/shared/messages';
import { authoringWorld, expectAxeCleanInBothLanguages, removeConfirmed, renderBackOffice } from './authoring-world';

/** The teacher page builder (/back-office/teacher-page-builder/{id}/unit/{unitId}) over the in-memory twins. */

const BUILDER = '/back-office/teacher-page-builder/921/unit/1';
const WITH_PAGE = {
  teacherPages: [
    {
      unitId: 1,
      title: { en: 'Teaching the colonies', es: 'Enseñar las colonias' },
      skills: [
        { en: 'Reading maps', es: 'Leer mapas' },
        { en: 'Using sources', es: 'Usar fuentes' },
      ],
    },
  ],
};
const world = () => authoringWorld(undefined, undefined, {}, WITH_PAGE);
const skillNames = () => within(screen.getByRole('list', { name: 'Skills' })).getAllByRole('listitem').map((item) => within(item).getByText(/^(Reading|Using|New)/).textContent);

describe('teacher page builder', () => {
  it("the unit builder creates the unit's teacher page and opens it in its builder", async () => {
    const user = userEvent.setup();
    const { services, pages } = authoringWorld();
    renderBackOffice(services, '/back-office/unit-builder/unit/1');
    // The file's first render imports the unit builder's lazy parts: on a busy CI machine that took over a second.
    const table = await screen.findByRole('table', { name: "Opener, overview and teacher's page of Unit 1: Colonies" }, { timeout: 5000 });
    await user.click(within(table).getByRole('button', { name: "Create teacher's page" }));
    expect(pages.createTeacherPage).toHaveBeenCalledWith(1);
    expect(await screen.findByRole('textbox', { name: 'Title in English' }, { timeout: 5000 })).toBeTruthy();
    expect(screen.getByRole('heading', { level: 1, name: "Teacher's page" })).toBeTruthy();
    expect(screen.getByText('Never published')).toBeTruthy();
    expect(screen.getByRole('button', { name: "Publish Teacher's page" })).toBeTruthy();
    expect(screen.getByRole('link', { name: "Preview Teacher's page" }).getAttribute('href')).toBe('/back-office/preview-mode/teacher-page/921');
    expect(screen.getByText("This teacher's page has no skills yet.")).toBeTruthy();
  });

  it("saves the title on leaving the field with the version (an empty English title is not sent); the server's words show", async () => {
    const user = userEvent.setup();
    const { services, pages } = world();
    renderBackOffice(services, BUILDER);
    const english = await screen.findByRole('textbox', { name: 'Title in English' });
    await user.clear(english);
    await user.tab();
    expect(await screen.findByText(MESSAGES.required.en)).toBeTruthy();
    expect(pages.saveTeacherPage).not.toHaveBeenCalled();

    await user.type(english, 'The thirteen colonies');
    await user.tab();
    await waitFor(() => expect(pages.saveTeacherPage).toHaveBeenCalled());
    const [id, body] = vi.mocked(pages.saveTeacherPage).mock.lastCall!;
    expect(id).toBe(921);
    expect(body).toMatchObject({ version: 1, title: { en: 'The thirteen colonies', es: 'Enseñar las colonias' }, content: null });
    expect(body.skills.map((s) => s.id)).toEqual([9101, 9102]);
    expect(await screen.findByText(MESSAGES.teacherPageUpdated.en)).toBeTruthy();
    expect(screen.getByRole('heading', { level: 1, name: 'The thirteen colonies' })).toBeTruthy();
    expect(screen.getByText('Unpublished changes')).toBeTruthy();
  });

  it('adds a skill (it opens), renames it, moves it up by keyboard and removes another after confirming', async () => {
    const user = userEvent.setup();
    const { services, pages } = world();
    renderBackOffice(services, BUILDER);
    await user.click(await screen.findByRole('button', { name: 'Add skill' }));
    const fields = await screen.findByRole('region', { name: 'Fields of New skill' });
    expect(vi.mocked(pages.saveTeacherPage).mock.lastCall![1].skills[2]).toEqual({ name: { en: 'New skill', es: 'Nueva destreza' }, description: null });
    const name = within(fields).getByRole('textbox', { name: 'Skill name in English' });
    await user.clear(name);
    await user.type(name, 'Using timelines');
    await user.tab();
    await waitFor(() => expect(skillNames()).toEqual(['Reading maps', 'Using sources', 'Using timelines']));

    screen.getByRole('button', { name: 'Move up: Using timelines' }).focus();
    await user.keyboard('{Enter}');
    await waitFor(() => expect(skillNames()).toEqual(['Reading maps', 'Using timelines', 'Using sources']));
    expect(vi.mocked(pages.saveTeacherPage).mock.lastCall![1].skills.map((s) => s.id)).toEqual([9101, 9103, 9102]);

    await removeConfirmed(user, 'Reading maps');
    await waitFor(() => expect(skillNames()).toEqual(['Using timelines', 'Using sources']));
    expect(vi.mocked(pages.saveTeacherPage).mock.lastCall![1].skills.map((s) => s.id)).toEqual([9103, 9102]);
  });

  it("a stale save shows the server's message and the newer draft", async () => {
    const user = userEvent.setup();
    const { services, pages } = world();
    renderBackOffice(services, BUILDER);
    const spanish = await screen.findByRole('textbox', { name: 'Title in Spanish' });
    pages.touchTeacherPage(921, 'Colonial America');
    await user.type(spanish, '!');
    await user.tab();
    const alert = await screen.findByRole('alert', { name: 'This draft changed' });
    expect(alert.textContent).toContain(MESSAGES.staleDraft.en);
    expect(await screen.findByRole('heading', { level: 1, name: 'Colonial America' })).toBeTruthy();
    expect((spanish as HTMLInputElement).value).toBe('Enseñar las colonias');
  });

  it('an unknown teacher page is a generic error, not a redirect', async () => {
    const { services } = world();
    renderBackOffice(services, '/back-office/teacher-page-builder/999/unit/1');
    const alert = await screen.findByRole('alert');
    expect(alert.textContent).toContain("The teacher's page could not be loaded");
    expect(alert.textContent).toContain(MESSAGES.notFound.en);
  });

  it('publishes the teacher page as its own job', async () => {
    const user = userEvent.setup();
    const { services, twin } = world();
    renderBackOffice(services, BUILDER);
    await user.click(await screen.findByRole('button', { name: 'Publish Teaching the colonies' }));
    await waitFor(() => expect(twin.publish).toHaveBeenCalledWith('teacher-page', 921));
  });

  it('labels every control of the builder (axe), in Spanish too', async () => {
    await expectAxeCleanInBothLanguages(world, BUILDER, (language) => screen.findByRole('list', { name: language === 'en' ? 'Skills' : 'Destrezas' }));
  });
});
