// @vitest-environment jsdom
import '../../setup/dom.setup';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { readdirSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import type { AppServices } from '@application/app-services';
import { RoleId } from '@domain/identity/role';
import { MESSAGES } from '@domain/shared/messages';
import { authoringStrings } from '@ui/authoring/authoring.locale';
import { readingBuilderStrings } from '@ui/authoring/biography-builder/reading-builder.locale';
import { editingStrings } from '@ui/authoring/editing/editing.locale';
import { lessonBuilderStrings } from '@ui/authoring/lesson-builder/lesson-builder.locale';
import { openerFieldsOf } from '@ui/authoring/page-builders/page-bodies';
import { pageBuilderStrings } from '@ui/authoring/page-builders/page-builders.locale';
import { previewStrings } from '@ui/authoring/preview/preview.locale';
import { publishStrings } from '@ui/authoring/publish/publish.strings';
import { expectAxeClean } from '../expect-axe-clean';
import { managementWorld, profileOf } from '../management/management-world';
import { authoringWorld, renderBackOffice } from './authoring-world';

/** The opener, overview, teacher-page and contributors previews: the draft by the students' own pages, under the preview banner. */

const SEED = {
  openers: [{ unitId: 1, hotspots: [{ en: 'Jamestown', es: 'Jamestown' }] }],
  teacherPages: [{ unitId: 1, title: { en: 'Teaching the colonies', es: 'Enseñar las colonias' }, skills: [{ en: 'Reading maps', es: 'Leer mapas' }] }],
  contributors: { title: { en: 'Who made this course', es: 'Quién hizo este curso' }, people: [{ name: 'Ada Park', role: { en: 'Writer', es: 'Escritora' } }] },
  overviews: [{ unitId: 1, blurbs: [{ en: 'Why colonies?', es: '¿Por qué colonias?' }, { en: 'Life in Jamestown', es: 'La vida en Jamestown' }] }],
};

/**
 * A previewer's world (the content creator unless `roleId` says otherwise) with the students'
 * narration language; any other learning call (progress, a published read) would be recorded, and
 * none is expected.
 */
function previewWorld(roleId: RoleId = RoleId.ContentCreator) {
  const world = authoringWorld(undefined, undefined, {}, SEED);
  const learningCalls: string[] = [];
  const narration: Partial<Record<string, unknown>> = { narrationLanguage: () => 'en', onNarrationLanguageChange: () => () => {} };
  const learning = new Proxy({} as AppServices['learning'], {
    get: (_target, name) => {
      if (typeof name === 'string' && name in narration) return narration[name];
      learningCalls.push(String(name));
      return () => Promise.reject(new Error(`learning.${String(name)} is not part of a preview`));
    },
  });
  const session = managementWorld(profileOf(roleId)).services.session;
  return { ...world, services: { ...world.services, learning, session }, learningCalls };
}

describe('page previews', () => {
  it("shows the opener's draft with its hotspots, and the way back to its builder", async () => {
    const user = userEvent.setup();
    const { services, pages, learningCalls } = previewWorld();
    const saved = await pages.saveOpener(901, { ...(await openerFields(services)), color: '#ffffff', titleBackgroundColor: '#123456' });
    expect(saved.ok).toBe(true);
    renderBackOffice(services, '/back-office/preview-mode/opener/1');
    expect(await screen.findByRole('heading', { level: 1, name: 'Colonies' })).toBeTruthy();
    expect(screen.getByTestId('opener')).toBeTruthy();
    const banner = screen.getByTestId('preview-banner');
    expect(within(banner).getByText('Preview — draft, not published')).toBeTruthy();
    expect(within(banner).getByRole('link', { name: 'Back to the opener builder' }).getAttribute('href')).toBe('/back-office/opener-builder/unit/1');
    expect(pages.openerDraftOfUnit).toHaveBeenCalledWith(1);
    // No background image yet: the hotspots wait for their map, as students would see it.
    expect(screen.queryByRole('button', { name: /Jamestown/ })).toBeNull();
    await user.click(screen.getByRole('link', { name: 'Back to the opener builder' }));
    expect(await screen.findByRole('textbox', { name: 'Title colour' }, { timeout: 5000 })).toBeTruthy();
    expect(learningCalls).toEqual([]);
  });

  it("shows the overview's draft; checking a blurb stays on the page and saves nothing", async () => {
    const user = userEvent.setup();
    const { services, pages, learningCalls } = previewWorld();
    renderBackOffice(services, '/back-office/preview-mode/overview/1');
    expect(await screen.findByRole('heading', { level: 1, name: 'Colonies: overview' })).toBeTruthy();
    expect(screen.getByTestId('blurb-counts').textContent).toBe('0 checked, 2 remaining');
    await user.click(screen.getByRole('checkbox', { name: 'I can explain “Why colonies?”' }));
    expect(screen.getByTestId('blurb-counts').textContent).toBe('1 checked, 1 remaining');
    expect(pages.overviewDraft).toHaveBeenCalledWith(1);
    expect(pages.saveOverview).not.toHaveBeenCalled();
    expect(learningCalls).toEqual([]);
    expect(screen.getByRole('link', { name: 'Back to the overview builder' }).getAttribute('href')).toBe('/back-office/unit-builder/unit/1/overview');
  });

  it("shows the teacher page's draft; its builder link comes with the draft (the path names no unit)", async () => {
    const { services, learningCalls } = previewWorld();
    renderBackOffice(services, '/back-office/preview-mode/teacher-page/921');
    expect(await screen.findByRole('heading', { level: 1, name: 'Teaching the colonies' })).toBeTruthy();
    expect(within(screen.getByTestId('teacher-skills')).getByRole('heading', { level: 3, name: 'Reading maps' })).toBeTruthy();
    expect(screen.getByRole('link', { name: "Back to the teacher's page builder" }).getAttribute('href')).toBe('/back-office/teacher-page-builder/921/unit/1');
    expect(learningCalls).toEqual([]);
  });

  it("shows the contributors page's draft", async () => {
    const { services, pages } = previewWorld();
    await pages.saveContributors({ version: 1, title: { en: 'The team', es: 'El equipo' }, intro: null, contributors: [{ id: 9101, name: 'Ada Park', role: { en: 'Writer', es: 'Escritora' } }] });
    renderBackOffice(services, '/back-office/preview-mode/contributors-page');
    expect(await screen.findByRole('heading', { level: 1, name: 'The team' })).toBeTruthy();
    expect(within(screen.getByTestId('contributors')).getByText('Ada Park')).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Back to the contributors page builder' }).getAttribute('href')).toBe('/back-office/contributors-page-builder');
  });

  it('a district teacher previews without the way back to builders they may not open', async () => {
    const { services } = previewWorld(RoleId.DistrictTeacher);
    const first = renderBackOffice(services, '/back-office/preview-mode/teacher-page/921');
    expect(await screen.findByRole('heading', { level: 1, name: 'Teaching the colonies' })).toBeTruthy();
    expect(screen.getByText('Preview — draft, not published')).toBeTruthy();
    expect(screen.queryByRole('link', { name: "Back to the teacher's page builder" })).toBeNull();
    first.unmount();
    renderBackOffice(services, '/back-office/preview-mode/overview/1');
    expect(await screen.findByRole('heading', { level: 1, name: 'Colonies: overview' })).toBeTruthy();
    expect(screen.queryByRole('link', { name: 'Back to the overview builder' })).toBeNull();
  });

  it('a unit without an opener says so; an unknown teacher page is a generic error', async () => {
    const { services } = previewWorld();
    const first = renderBackOffice(services, '/back-office/preview-mode/opener/2');
    expect(await screen.findByText('This unit has no opener yet.')).toBeTruthy();
    first.unmount();
    renderBackOffice(services, '/back-office/preview-mode/teacher-page/999');
    const alert = await screen.findByRole('alert');
    expect(alert.textContent).toContain("The teacher's page draft could not be loaded");
    expect(alert.textContent).toContain(MESSAGES.notFound.en);
  });

  it('reads in Spanish, axe clean', async () => {
    const { services } = previewWorld();
    for (const [preview, heading] of [
      ['/back-office/preview-mode/opener/1', 'Colonias'],
      ['/back-office/preview-mode/overview/1', 'Colonias: resumen'],
      ['/back-office/preview-mode/teacher-page/921', 'Enseñar las colonias'],
      ['/back-office/preview-mode/contributors-page', 'Quién hizo este curso'],
    ] as const) {
      const view = renderBackOffice(services, preview, 'es');
      expect(await screen.findByRole('heading', { level: 1, name: heading })).toBeTruthy();
      expect(screen.getByText('Vista previa: borrador, sin publicar')).toBeTruthy();
      await expectAxeClean(view.container);
      view.unmount();
    }
  });
});

/** The opener's fields as its builder would send them back (through the port, as a second creator's save). */
async function openerFields(services: AppServices) {
  const draft = await services.pageAuthoring.openerDraft(901);
  if (!draft.ok) throw new Error('the opener is seeded');
  return { version: draft.data.version, ...openerFieldsOf(draft.data) };
}

/** The page builders' bundle: the rules tests/unit/locales.test.ts applies to the shared locales. */
describe('page builder strings', () => {
  it('has the same keys in English and Spanish, none empty', () => {
    expect(Object.keys(pageBuilderStrings.es).sort()).toEqual(Object.keys(pageBuilderStrings.en).sort());
    for (const text of [...Object.values(pageBuilderStrings.en), ...Object.values(pageBuilderStrings.es)]) expect(text.trim()).not.toBe('');
  });

  it('defines no key that another bundle or the message catalogue already has', async () => {
    const others = [publishStrings, authoringStrings, editingStrings, lessonBuilderStrings, previewStrings, readingBuilderStrings];
    const taken = new Set<string>([...Object.keys(MESSAGES), ...others.flatMap((bundle) => Object.keys(bundle.en))]);
    const dir = path.resolve('src/ui/i18n/locales');
    for (const file of readdirSync(dir).filter((f) => f.endsWith('.ts') && f !== 'index.ts')) {
      const module = (await import(path.join(dir, file))) as Record<string, { en: Record<string, string> }>;
      for (const bundle of Object.values(module)) for (const key of Object.keys(bundle.en)) taken.add(key);
    }
    expect(Object.keys(pageBuilderStrings.en).filter((key) => taken.has(key))).toEqual([]);
  });

  it('names the opener in the Spanish of the style guide (presentación, never apertura)', () => {
    expect(Object.values(pageBuilderStrings.es).filter((text) => /apertura/i.test(text))).toEqual([]);
  });
});
