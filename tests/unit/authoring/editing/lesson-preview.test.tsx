// @vitest-environment jsdom
import '../../../setup/dom.setup';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import type { AppServices } from '@application/app-services';
import type { LessonDraft } from '@application/authoring/lesson-content.use-cases';
import { RoleId } from '@domain/identity/role';
import { renderBackOffice } from '../authoring-world';
import { managementWorld, profileOf } from '../../management/management-world';
import { lessonView, ok, rejected } from '../../learning/course-fixtures';

/** The draft of a three-page lesson (page breaks between), as `GET lesson/2/backup` answers it. */
function draft(): LessonDraft {
  const { progress: _none, ...document } = lessonView();
  return {
    lesson: { id: 2, unitId: 1, title: document.title, lessonTypeId: 2, number: 1, order: 2, version: 4, publishState: 'unpublished-changes', publishedAt: null, componentCount: 5 },
    document: { ...document, version: 4 },
  };
}

/** What the audio players read of the student's language choices: the narration language, unchanged. */
const NARRATION: Partial<Record<string, unknown>> = { narrationLanguage: () => 'en', onNarrationLanguageChange: () => () => {} };

/**
 * A previewer signed in with the lesson's draft behind `openLessonDraft`. Every other learning use
 * case (the course reads, lesson status, last page) is recorded: a preview must call none.
 */
function previewWorld(roleId: RoleId, answer = ok(draft())) {
  const base = managementWorld(profileOf(roleId));
  const learningCalls: string[] = [];
  const learning = new Proxy({} as AppServices['learning'], {
    get: (_target, name) => {
      if (typeof name === 'string' && NARRATION[name]) return NARRATION[name];
      learningCalls.push(String(name));
      return vi.fn();
    },
  });
  const openLessonDraft = vi.fn(async () => answer);
  const services: AppServices = { ...base.services, learning, lessonContent: { openLessonDraft } as unknown as AppServices['lessonContent'] };
  return { services, openLessonDraft, learningCalls };
}

describe('lesson preview', () => {
  it('shows the draft with the students’ components under the preview banner, and links builders back', async () => {
    const user = userEvent.setup();
    const { services, openLessonDraft, learningCalls } = previewWorld(RoleId.ContentCreator);
    renderBackOffice(services, '/back-office/preview-mode/unit/1/lesson-builder/2');
    expect(await screen.findByRole('heading', { level: 1, name: 'Crossing the Atlantic' })).toBeTruthy();
    expect(openLessonDraft).toHaveBeenCalledWith(2);
    const banner = screen.getByTestId('preview-banner');
    expect(within(banner).getByText('Preview — draft, not published')).toBeTruthy();
    expect(within(banner).getByRole('link', { name: 'Back to the lesson builder' }).getAttribute('href')).toBe('/back-office/lesson-builder/unit/1/lesson/2');
    expect(screen.getByText('Why cross an ocean?')).toBeTruthy();
    expect(screen.getByText('Page one title')).toBeTruthy();

    await user.click(screen.getByRole('button', { name: 'Next page' }));
    expect(await screen.findByText('Page two text')).toBeTruthy();
    await user.click(screen.getByRole('button', { name: 'Next page' }));
    expect(await screen.findByRole('heading', { name: 'Page three card' })).toBeTruthy();
    // Nothing to finish and nothing recorded: a preview never changes a lesson's status or last page.
    expect(screen.queryByRole('button', { name: 'Finish lesson' })).toBeNull();
    expect(screen.queryByTestId('lesson-status')).toBeNull();
    expect(learningCalls).toEqual([]);
  });

  it('opens the district teachers’ preview path without a link to the builder they may not open', async () => {
    const { services, openLessonDraft } = previewWorld(RoleId.DistrictTeacher);
    renderBackOffice(services, '/back-office/preview-mode/unitPreview/1/lesson-builder/2');
    expect(await screen.findByRole('heading', { level: 1, name: 'Crossing the Atlantic' })).toBeTruthy();
    expect(openLessonDraft).toHaveBeenCalledWith(2);
    expect(screen.getByText('Preview — draft, not published')).toBeTruthy();
    expect(screen.queryByRole('link', { name: 'Back to the lesson builder' })).toBeNull();
  });

  it('links each lesson preview to its own builder, in Spanish too', async () => {
    const { services } = previewWorld(RoleId.SuperAdmin);
    renderBackOffice(services, '/back-office/preview-mode/skill-unit/unit/1/lesson/2', 'es');
    expect(await screen.findByText('Vista previa: borrador, sin publicar')).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Volver al editor de la lección' }).getAttribute('href')).toBe('/back-office/skill-Unit-lesson-builder/unit/1/lesson/2');
  });

  it('says when the draft could not be loaded, with Try again', async () => {
    const { services } = previewWorld(RoleId.ContentCreator, rejected(404, 'LESSON.NOT_FOUND', 'Lesson not found'));
    renderBackOffice(services, '/back-office/preview-mode/lesson-story/unit/1/lesson/9');
    const alert = await screen.findByRole('alert');
    expect(within(alert).getByText('The lesson draft could not be loaded')).toBeTruthy();
    expect(within(alert).getByRole('button', { name: 'Try again' })).toBeTruthy();
  });

  it('answers a preview path that names no builder with a generic not-found, loading no draft', async () => {
    const { services, openLessonDraft } = previewWorld(RoleId.ContentCreator);
    renderBackOffice(services, '/back-office/preview-mode/no-such-builder/unit/1/lesson/3');
    expect(await screen.findByRole('heading', { level: 1, name: 'Page not found' })).toBeTruthy();
    expect(openLessonDraft).not.toHaveBeenCalled();
  });
});
