// @vitest-environment jsdom
import '../../setup/dom.setup';
import { readdirSync } from 'node:fs';
import path from 'node:path';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { MESSAGES } from '@domain/shared/messages';
import { authoringStrings } from '@ui/authoring/authoring.locale';
import { readingBuilderStrings } from '@ui/authoring/biography-builder/reading-builder.locale';
import { editingStrings } from '@ui/authoring/editing/editing.locale';
import { lessonBuilderStrings } from '@ui/authoring/lesson-builder/lesson-builder.locale';
import { previewStrings } from '@ui/authoring/preview/preview.locale';
import { publishStrings } from '@ui/authoring/publish/publish.strings';
import { expectAxeClean } from '../expect-axe-clean';
import { authoringWorld, removeConfirmed, renderBackOffice } from './authoring-world';

/** The biography builder (/back-office/biography-builder/unit/{unitId}/biography/{id}) and the unit builder's biographies, over the in-memory twins. */

const LEWIS = { biographies: [{ unitId: 1, name: { en: 'Meriwether Lewis', es: 'Meriwether Lewis' } }] };
const LEWIS_PATH = '/back-office/biography-builder/unit/1/biography/601';
const fileInput = (region: HTMLElement) => region.querySelector<HTMLInputElement>('input[type="file"]')!;

describe('biography builder', () => {
  it('creates a biography from the unit builder and opens it in its builder', async () => {
    const user = userEvent.setup();
    const { services, reading } = authoringWorld();
    renderBackOffice(services, '/back-office/unit-builder/unit/1');
    expect(await screen.findByText('This unit has no biographies yet.')).toBeTruthy();
    await user.click(screen.getByRole('button', { name: 'Add biography' }));
    expect(reading.createBiography).toHaveBeenCalledWith(1);
    expect(await screen.findByRole('heading', { level: 1, name: 'New biography' })).toBeTruthy();
    expect(screen.getByText('Spanish: Nueva biografía')).toBeTruthy();
    expect(screen.getByText('Never published')).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Publish New biography' })).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Preview New biography' }).getAttribute('href')).toBe('/back-office/preview-mode/biography/unit/1/biography/601');

    await user.click(screen.getByRole('link', { name: 'Back to the unit builder' }));
    const table = await screen.findByRole('table', { name: /Biographies of Unit 1: Colonies \(1 biography\)/ });
    expect(within(table).getByRole('link', { name: 'Edit New biography' }).getAttribute('href')).toBe(LEWIS_PATH);
  });

  it("saves the character's name on leaving the field; an empty English name shows the required message and is not sent", async () => {
    const user = userEvent.setup();
    const { services, reading } = authoringWorld(undefined, undefined, LEWIS);
    renderBackOffice(services, LEWIS_PATH);
    const english = await screen.findByRole('textbox', { name: 'Character name in English' });
    await user.clear(english);
    await user.tab();
    expect(await screen.findByText(MESSAGES.required.en)).toBeTruthy();
    expect(reading.renameBiography).not.toHaveBeenCalled();

    await user.type(english, 'Sacagawea');
    await user.tab();
    await waitFor(() => expect(reading.renameBiography).toHaveBeenCalledWith(601, { version: 1, characterName: { en: 'Sacagawea', es: 'Meriwether Lewis' } }));
    expect(await screen.findByRole('heading', { level: 1, name: 'Sacagawea' })).toBeTruthy();
    expect(screen.queryByText(MESSAGES.required.en)).toBeNull();
    expect(await screen.findByText('All changes saved')).toBeTruthy();
    // It was published: now it has changes students do not see.
    expect(screen.getByText('Unpublished changes')).toBeTruthy();
  });

  it('saves the period in one language and keeps the other; a portrait is uploaded, saved and removed', async () => {
    const user = userEvent.setup();
    const { services, reading } = authoringWorld(undefined, undefined, LEWIS);
    renderBackOffice(services, LEWIS_PATH);
    await user.type(await screen.findByRole('textbox', { name: 'Period in Spanish' }), '1774–1809');
    await user.tab();
    await waitFor(() => expect(reading.saveBiography).toHaveBeenCalledWith(601, { version: 1, characterPeriod: { en: '', es: '1774–1809' } }));

    const portrait = screen.getByRole('region', { name: 'Portrait' });
    expect(within(portrait).getByText('No portrait yet.')).toBeTruthy();
    await user.upload(fileInput(portrait), new File(['png!'], 'lewis.png', { type: 'image/png' }));
    await waitFor(() => expect(reading.saveBiography).toHaveBeenCalledWith(601, { version: 2, portraitImageId: 7001 }));
    const image = await within(portrait).findByRole('img', { name: 'Portrait of Meriwether Lewis' });
    expect(image.getAttribute('src')).toBe('/api/images/7001');

    await user.click(within(portrait).getByRole('button', { name: 'Remove the portrait' }));
    await waitFor(() => expect(reading.saveBiography).toHaveBeenCalledWith(601, { version: 3, portraitImageId: null }));
    expect(await within(portrait).findByText('No portrait yet.')).toBeTruthy();
  });

  it('removes a biography from the unit builder after confirming', async () => {
    const user = userEvent.setup();
    const { services, reading } = authoringWorld(undefined, undefined, LEWIS);
    renderBackOffice(services, '/back-office/unit-builder/unit/1');
    await screen.findByRole('link', { name: 'Edit Meriwether Lewis' });
    await removeConfirmed(user, 'Meriwether Lewis');
    expect(reading.removeBiography).toHaveBeenCalledWith(601);
    expect(await screen.findByText(MESSAGES.publishToSeeChanges.en)).toBeTruthy();
    expect(await screen.findByText('This unit has no biographies yet.')).toBeTruthy();
  });

  it('an unknown biography is a generic error, not a redirect', async () => {
    const { services } = authoringWorld();
    renderBackOffice(services, '/back-office/biography-builder/unit/1/biography/999');
    const alert = await screen.findByRole('alert');
    expect(alert.textContent).toContain('The biography could not be loaded');
    expect(alert.textContent).toContain(MESSAGES.notFound.en);
  });

  it('labels every control of the builder (axe)', async () => {
    const { services } = authoringWorld(undefined, undefined, LEWIS);
    const { container } = renderBackOffice(services, LEWIS_PATH);
    await screen.findByRole('textbox', { name: 'Character name in English' });
    await expectAxeClean(container);
  });
});

/** The biography and timeline builders' bundle: the rules tests/unit/locales.test.ts applies to the shared locales. */
describe('biography and timeline builder strings', () => {
  it('has the same keys in English and Spanish, none empty', () => {
    expect(Object.keys(readingBuilderStrings.es).sort()).toEqual(Object.keys(readingBuilderStrings.en).sort());
    for (const text of [...Object.values(readingBuilderStrings.en), ...Object.values(readingBuilderStrings.es)]) expect(text.trim()).not.toBe('');
  });

  it('defines no key that another bundle or the message catalogue already has', async () => {
    const others = [publishStrings, authoringStrings, editingStrings, lessonBuilderStrings, previewStrings];
    const taken = new Set<string>([...Object.keys(MESSAGES), ...others.flatMap((bundle) => Object.keys(bundle.en))]);
    const dir = path.resolve('src/ui/i18n/locales');
    for (const file of readdirSync(dir).filter((f) => f.endsWith('.ts') && f !== 'index.ts')) {
      const module = (await import(path.join(dir, file))) as Record<string, { en: Record<string, string> }>;
      for (const bundle of Object.values(module)) for (const key of Object.keys(bundle.en)) taken.add(key);
    }
    expect(Object.keys(readingBuilderStrings.en).filter((key) => taken.has(key))).toEqual([]);
  });
});
