// @vitest-environment jsdom
import '../../setup/dom.setup';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { MESSAGES } from '@domain/shared/messages';
import { expectAxeClean } from '../expect-axe-clean';
import { expectAxeCleanInBothLanguages, removeConfirmed, renderBackOffice } from './authoring-world';
import { MANAGER_EN, MANAGER_ES, vocabularyWorld } from './vocabulary-world';

/** The vocabulary manager (/back-office/vocabulary-manager/unit/{unitId}/{language}-us) over the in-memory twins. */

const terms = () => screen.getByRole('table', { name: /terms? in this glossary|terms shown/ });
const termNames = () => within(terms()).queryAllByRole('rowheader').map((cell) => cell.textContent);

describe('vocabulary manager', () => {
  it("lists the unit's glossary in the path's language, with the unit's publish state and the way to the other language", async () => {
    const { services, vocabularyPort } = vocabularyWorld();
    renderBackOffice(services, MANAGER_EN);
    expect(await screen.findByRole('heading', { level: 1, name: 'Vocabulary of Unit 1: Colonies — English' })).toBeTruthy();
    expect(await screen.findByRole('table', { name: '2 terms in this glossary' })).toBeTruthy();
    expect(vocabularyPort.glossary).toHaveBeenCalledWith(1, 1);
    expect(termNames()).toEqual(['Charter', 'Colony']);
    const colony = within(terms()).getByRole('rowheader', { name: 'Colony' }).closest('tr')!;
    expect(within(colony).getByText('KOL-uh-nee')).toBeTruthy();
    expect(within(colony).getByText('No')).toBeTruthy();
    expect(within(colony).getByRole('button', { name: 'Edit Colony' })).toBeTruthy();
    expect(within(colony).getByRole('button', { name: 'Remove Colony' })).toBeTruthy();
    expect(screen.getByText('Published')).toBeTruthy();
    expect(screen.getByText(/Students see this glossary once the unit is published/)).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Publish the unit in the unit builder' }).getAttribute('href')).toBe('/back-office/unit-builder/unit/1');
    expect(screen.getByRole('link', { name: 'Back to the unit builder' }).getAttribute('href')).toBe('/back-office/unit-builder/unit/1');

    await userEvent.setup().type(screen.getByRole('searchbox', { name: 'Filter terms' }), 'grant');
    expect(screen.getByRole('table', { name: '1 of 2 terms shown' })).toBeTruthy();
    expect(termNames()).toEqual(['Charter']);

    expect(screen.getByRole('link', { name: 'Open the Spanish vocabulary' }).getAttribute('href')).toBe(MANAGER_ES);
  });

  it('the other language is its own glossary: the link opens it', async () => {
    const user = userEvent.setup();
    const { services, vocabularyPort } = vocabularyWorld();
    renderBackOffice(services, MANAGER_EN);
    await user.click(await screen.findByRole('link', { name: 'Open the Spanish vocabulary' }));
    expect(await screen.findByRole('heading', { level: 1, name: 'Vocabulary of Unit 1: Colonies — Spanish' })).toBeTruthy();
    expect(await screen.findByRole('table', { name: '1 term in this glossary' })).toBeTruthy();
    expect(termNames()).toEqual(['Colonia']);
    expect(vocabularyPort.glossary).toHaveBeenLastCalledWith(1, 0);
    expect(screen.getByRole('link', { name: 'Open the English vocabulary' }).getAttribute('href')).toBe(MANAGER_EN);
  });

  it('adds a term with the form: the shared rules first, then the call, and the row shows', async () => {
    const user = userEvent.setup();
    const { services, vocabularyPort } = vocabularyWorld();
    renderBackOffice(services, MANAGER_EN);
    await user.click(await screen.findByRole('button', { name: 'Add term' }));
    const dialog = await screen.findByRole('dialog', { name: 'Add a term' });
    await user.click(within(dialog).getByRole('button', { name: 'Save' }));
    expect(within(dialog).getAllByText(MESSAGES.required.en)).toHaveLength(2);
    expect(vocabularyPort.addTerm).not.toHaveBeenCalled();

    await user.type(within(dialog).getByRole('textbox', { name: 'Name' }), 'Tobacco');
    await user.type(within(dialog).getByRole('textbox', { name: 'Definition' }), 'The cash crop of Virginia');
    await user.type(within(dialog).getByRole('textbox', { name: /^Part of speech/ }), 'noun');
    await user.click(within(dialog).getByRole('button', { name: 'Save' }));
    await waitFor(() =>
      expect(vocabularyPort.addTerm).toHaveBeenCalledWith({
        unitId: 1,
        language: 1,
        name: 'Tobacco',
        pronunciation: null,
        definition: 'The cash crop of Virginia',
        secondaryDefinition: null,
        category: 'noun',
        plural: null,
        usage: null,
        audioId: null,
      }),
    );
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(await screen.findByText('Term added')).toBeTruthy();
    await waitFor(() => expect(termNames()).toEqual(['Charter', 'Colony', 'Tobacco']));
  });

  it('edits a term; a name the glossary has already is refused under Name (409), then saved under another', async () => {
    const user = userEvent.setup();
    const { services, vocabularyPort } = vocabularyWorld();
    renderBackOffice(services, MANAGER_EN);
    await user.click(await screen.findByRole('button', { name: 'Edit Charter' }));
    const dialog = await screen.findByRole('dialog', { name: 'Edit Charter' });
    const name = within(dialog).getByRole('textbox', { name: 'Name' });
    expect((within(dialog).getByRole('textbox', { name: 'Definition' }) as HTMLTextAreaElement).value).toBe('A written grant of rights from a ruler');
    await user.clear(name);
    await user.type(name, 'colony');
    await user.click(within(dialog).getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(vocabularyPort.saveTerm).toHaveBeenCalledWith(4002, expect.objectContaining({ name: 'colony' })));
    await waitFor(() => expect(name.getAttribute('aria-invalid')).toBe('true'));
    expect(within(dialog).getAllByText(MESSAGES.vocabularyNameTaken.en).length).toBeGreaterThan(0);

    await user.clear(name);
    await user.type(name, 'Royal charter');
    await user.click(within(dialog).getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    await waitFor(() => expect(termNames()).toEqual(['Colony', 'Royal charter']));
  });

  it("uploads the term's audio in the form (audio only) and saves it with the term; removing it is saved the same way", async () => {
    const user = userEvent.setup();
    const { services, vocabularyPort } = vocabularyWorld();
    renderBackOffice(services, MANAGER_EN);
    await user.click(await screen.findByRole('button', { name: 'Edit Colony' }));
    const dialog = await screen.findByRole('dialog', { name: 'Edit Colony' });
    expect(within(dialog).getByText('No audio yet.')).toBeTruthy();
    await user.upload(dialog.querySelector<HTMLInputElement>('input[type="file"]')!, new File(['mp3'], 'colony.mp3', { type: 'audio/mpeg' }));
    expect(await within(dialog).findByText('New audio, kept when you save: colony.mp3')).toBeTruthy();
    await user.click(within(dialog).getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(vocabularyPort.saveTerm).toHaveBeenCalledWith(4001, expect.objectContaining({ audioId: expect.any(Number) as number })));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    const colony = () => within(terms()).getByRole('rowheader', { name: 'Colony' }).closest('tr')!;
    await waitFor(() => expect(within(colony()).getByText('Yes')).toBeTruthy());

    await user.click(within(colony()).getByRole('button', { name: 'Edit Colony' }));
    const again = await screen.findByRole('dialog', { name: 'Edit Colony' });
    await user.click(within(again).getByRole('button', { name: 'Remove the audio' }));
    expect(within(again).getByText('The audio is removed when you save.')).toBeTruthy();
    await user.click(within(again).getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(vocabularyPort.saveTerm).toHaveBeenLastCalledWith(4001, expect.objectContaining({ audioId: null })));
    await waitFor(() => expect(within(colony()).getByText('No')).toBeTruthy());
  });

  it('removes a term only after confirming', async () => {
    const user = userEvent.setup();
    const { services, vocabularyPort } = vocabularyWorld();
    renderBackOffice(services, MANAGER_EN);
    await screen.findByRole('table', { name: '2 terms in this glossary' });
    await removeConfirmed(user, 'Charter');
    expect(vocabularyPort.removeTerm).toHaveBeenCalledWith(4002);
    expect(await screen.findByRole('table', { name: '1 term in this glossary' })).toBeTruthy();
    expect(termNames()).toEqual(['Colony']);
    expect(await screen.findByText('Term removed')).toBeTruthy();
  });

  it('an empty glossary says so', async () => {
    const { services } = vocabularyWorld([]);
    renderBackOffice(services, MANAGER_EN);
    expect(await screen.findByText('This glossary has no terms yet. Add the first one or upload a workbook.')).toBeTruthy();
    expect(screen.getByRole('table', { name: '0 terms in this glossary' })).toBeTruthy();
  });

  it('a language other than en-us or es-us, or a unit path without an id, is the generic not-found page (no redirect)', async () => {
    const { services, vocabularyPort } = vocabularyWorld();
    const first = renderBackOffice(services, '/back-office/vocabulary-manager/unit/1/fr-us');
    expect(await screen.findByRole('heading', { level: 1, name: 'Page not found' })).toBeTruthy();
    first.unmount();
    renderBackOffice(services, '/back-office/vocabulary-manager/unit/abc/en-us');
    expect(await screen.findByRole('heading', { level: 1, name: 'Page not found' })).toBeTruthy();
    expect(vocabularyPort.glossary).not.toHaveBeenCalled();
  });

  it('an unknown unit is a load failure with Try again', async () => {
    const { services } = vocabularyWorld();
    renderBackOffice(services, '/back-office/vocabulary-manager/unit/99/en-us');
    const alert = await screen.findByRole('alert', { name: 'The unit could not be loaded' });
    expect(within(alert).getByRole('button', { name: 'Try again' })).toBeTruthy();
  });

  it('the unit builder links to both glossaries with their term counts', async () => {
    const { services } = vocabularyWorld();
    renderBackOffice(services, '/back-office/unit-builder/unit/1');
    const section = await screen.findByRole('region', { name: 'Vocabulary' });
    expect(within(section).getByRole('link', { name: 'Vocabulary (English)' }).getAttribute('href')).toBe(MANAGER_EN);
    expect(within(section).getByRole('link', { name: 'Vocabulary (Spanish)' }).getAttribute('href')).toBe(MANAGER_ES);
    expect(await within(section).findByText('(2 terms)')).toBeTruthy();
    expect(within(section).getByText('(1 term)')).toBeTruthy();
  });

  it('is axe-clean in English and Spanish, the form open too', async () => {
    await expectAxeCleanInBothLanguages(vocabularyWorld, MANAGER_EN, async (language) =>
      screen.findByRole('table', { name: language === 'en' ? '2 terms in this glossary' : '2 términos en este glosario' }),
    );
    const user = userEvent.setup();
    renderBackOffice(vocabularyWorld().services, MANAGER_ES, 'es');
    await user.click(await screen.findByRole('button', { name: 'Editar Colonia' }));
    const dialog = await screen.findByRole('dialog', { name: 'Editar Colonia' });
    await expectAxeClean(dialog);
  });
});
