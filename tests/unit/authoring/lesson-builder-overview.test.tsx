// @vitest-environment jsdom
import '../../setup/dom.setup';
import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import type { Editor } from '@tiptap/core';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import type { Language } from '@domain/shared/constants';
import { MESSAGES } from '@domain/shared/messages';
import { expectAxeClean } from '../expect-axe-clean';
import { authoringWorld, COURSE, DRAFTS, renderBackOffice } from './authoring-world';

/** The lesson builder's overview panel (PUT lesson/{id}/overview, GET unit/{id}/unitskills) over the in-memory twins. */

const JAMESTOWN = '/back-office/lesson-builder/unit/1/lesson/101';
const TEACHER_PAGE = {
  unitId: 1,
  title: { en: 'Skills of the colonies', es: 'Destrezas de las colonias' },
  skills: [
    { en: 'Reading historical maps', es: 'Leer mapas históricos' },
    { en: 'Cause and effect', es: 'Causa y efecto' },
  ],
};

/** The Jamestown lesson's builder with the overview opened; the first unit has a teacher page unless `withPage` is false. */
async function openOverview({ withPage = true, language = 'en' as Language } = {}) {
  const user = userEvent.setup();
  const world = authoringWorld(COURSE, DRAFTS, {}, withPage ? { teacherPages: [TEACHER_PAGE] } : {});
  const { container } = renderBackOffice(world.services, JAMESTOWN, language);
  const overview = await screen.findByRole('region', { name: language === 'en' ? 'Lesson overview' : 'Resumen de la lección' });
  await user.click(within(overview).getByRole('button', { expanded: false }));
  return { user, container, overview, ...world };
}

/** Writes `text` into the rich-text editor named `name` and leaves it (which hands the text on at once). */
async function write(region: HTMLElement, name: string, text: string) {
  const area = await within(region).findByRole('textbox', { name });
  act(() => void (area as HTMLElement & { editor: Editor }).editor.chain().insertContent(text).run());
  fireEvent.blur(area);
}

describe('the lesson overview', () => {
  it('says what is set while closed, and labels every control once open (axe)', async () => {
    const user = userEvent.setup();
    const world = authoringWorld(COURSE, DRAFTS, {}, { teacherPages: [TEACHER_PAGE] });
    const { container } = renderBackOffice(world.services, JAMESTOWN);
    const overview = await screen.findByRole('region', { name: 'Lesson overview' });
    expect(within(overview).getByText('Essential question: none. Skills: none.')).toBeTruthy();
    expect(within(overview).queryByRole('textbox')).toBeNull();
    expect(world.pages.unitSkills).not.toHaveBeenCalled();
    const toggle = within(overview).getByRole('button', { name: 'Lesson overview' });
    await user.click(toggle);
    expect(toggle.getAttribute('aria-expanded')).toBe('true');
    await within(overview).findByRole('combobox', { name: /Skills \(the unit's teacher's page\)/ });
    expect(world.pages.unitSkills).toHaveBeenCalledWith(1);
    await expectAxeClean(container);
  });

  it("writes the lesson's essential question through the builder's line of changes, then removes it", async () => {
    const { user, overview, content } = await openOverview();
    const question = within(overview).getByRole('region', { name: "The lesson's essential question" });
    await write(question, "The lesson's essential question in English", 'Why did they come?');
    await user.click(within(question).getByRole('button', { name: "Save the lesson's essential question" }));
    await waitFor(() =>
      expect(content.saveLessonOverview).toHaveBeenCalledWith(101, { version: 1, essentialQuestion: { question: { en: expect.stringContaining('Why did they come?'), es: '' }, audio: null } }),
    );
    expect(await screen.findByText('All changes saved')).toBeTruthy();
    expect(within(overview).getByText('Essential question: written. Skills: none.')).toBeTruthy();
    // Once made, it has its narration, named as the lesson's.
    expect(await within(question).findByText("Narration of the lesson's essential question in English: No recording")).toBeTruthy();

    await user.click(within(overview).getByRole('button', { name: "Remove the lesson's essential question" }));
    const dialog = await screen.findByRole('dialog', { name: "Remove the lesson's essential question?" });
    await user.click(within(dialog).getByRole('button', { name: 'Remove' }));
    await waitFor(() => expect(content.saveLessonOverview).toHaveBeenLastCalledWith(101, { version: 2, essentialQuestion: null }));
    expect(await within(overview).findByText('Essential question: none. Skills: none.')).toBeTruthy();
    expect(within(overview).queryByRole('button', { name: "Remove the lesson's essential question" })).toBeNull();
    // The editor starts again empty, and focus is back on the panel's toggle.
    const area = within(overview).getByRole('textbox', { name: "The lesson's essential question in English" });
    expect(area.textContent).toBe('');
    await waitFor(() => expect(document.activeElement).toBe(within(overview).getByRole('button', { name: 'Lesson overview' })));
  });

  it("links the lesson to the unit's teacher page, listing its skills, and back to none", async () => {
    const { user, overview, content } = await openOverview();
    const choice = await within(overview).findByRole('combobox', { name: /Skills \(the unit's teacher's page\)/ });
    expect(within(overview).getByRole('list', { name: 'Skills on Skills of the colonies' }).textContent).toContain('Cause and effect');
    await user.selectOptions(choice, 'Skills of the colonies');
    await waitFor(() => expect(content.saveLessonOverview).toHaveBeenCalledWith(101, { version: 1, skillsId: 921 }));
    expect(await within(overview).findByText("Essential question: none. Skills: the unit's teacher's page.")).toBeTruthy();
    await user.selectOptions(choice, 'No skills');
    await waitFor(() => expect(content.saveLessonOverview).toHaveBeenLastCalledWith(101, { version: 2, skillsId: null }));
  });

  it("shows the server's refusal of another unit's page under the choice", async () => {
    const { user, overview, content } = await openOverview();
    vi.mocked(content.saveLessonOverview).mockResolvedValueOnce({
      ok: false,
      status: 400,
      code: 'AUTHORING.SKILLS_NOT_IN_UNIT',
      message: MESSAGES.skillsNotInUnit.en,
      fields: [{ field: 'skillsId', message: MESSAGES.skillsNotInUnit.en }],
      kind: 'rejected',
    });
    await user.selectOptions(await within(overview).findByRole('combobox', { name: /Skills/ }), 'Skills of the colonies');
    expect(await within(overview).findByText(MESSAGES.skillsNotInUnit.en)).toBeTruthy();
  });

  it("says when the unit has no teacher's page yet, in Spanish too", async () => {
    const { overview } = await openOverview({ withPage: false, language: 'es' });
    expect(await within(overview).findByText(/Esta unidad todavía no tiene página del maestro/)).toBeTruthy();
    expect(within(overview).queryByRole('combobox')).toBeNull();
    expect(within(overview).getByRole('textbox', { name: 'La pregunta esencial de la lección en inglés' })).toBeTruthy();
  });
});
