// @vitest-environment jsdom
import '../../setup/dom.setup';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent, { type UserEvent } from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { VOCABULARY_COLUMNS } from '@domain/authoring/vocabulary-authoring.schemas';
import { MESSAGES } from '@domain/shared/messages';
import { twinWorkbook } from '@infrastructure/http/in-memory-vocabulary-authoring.adapter';
import { expectAxeClean } from '../expect-axe-clean';
import { renderBackOffice } from './authoring-world';
import { MANAGER_EN, MANAGER_ES, vocabularyWorld } from './vocabulary-world';

/** The vocabulary manager's workbook upload: checked row by row, previewed, saved only after confirming. */

/** Two good rows (a new term, a changed one) and one without its definition. */
const WORKBOOK = twinWorkbook([
  ['Tobacco', 'tuh-BAK-oh', 'The cash crop of Virginia', '', 'noun', '', ''],
  ['Indenture', '', '', '', 'noun', '', ''],
  ['Charter', '', 'A written grant of rights from a king', '', 'noun', '', ''],
]);

const workbooks = () => screen.getByRole('region', { name: /^(Workbooks|Libros de Excel)$/ });
const termNames = () =>
  within(screen.getByRole('table', { name: /terms? in this glossary/ }))
    .queryAllByRole('rowheader')
    .map((cell) => cell.textContent);
const rowMessages = (table: HTMLElement) =>
  within(table)
    .getAllByRole('row')
    .slice(1)
    .map((row) => [...row.querySelectorAll('th, td')].map((cell) => cell.textContent));

async function upload(user: UserEvent, file: File) {
  await screen.findByRole('table', { name: /in this glossary|en este glosario/ });
  await user.upload(workbooks().querySelector<HTMLInputElement>('input[type="file"]')!, file);
}

describe('vocabulary manager: workbook upload', () => {
  it('shows every row with its message and the glossary once saved; saves the good rows only after confirming; the list reloads', async () => {
    const user = userEvent.setup();
    const { services, vocabularyPort } = vocabularyWorld();
    renderBackOffice(services, MANAGER_EN);
    await upload(user, WORKBOOK);
    expect(vocabularyPort.upload).toHaveBeenCalledWith(1, 1, expect.any(File), 'vocabulary.xlsx');

    const panel = await screen.findByRole('region', { name: 'Uploaded workbook: vocabulary.xlsx' });
    const rows = within(panel).getByRole('table', { name: 'Rows of vocabulary.xlsx, checked' });
    expect(rowMessages(rows)).toEqual([
      ['2', 'Tobacco', 'Will be added'],
      ['3', 'Indenture', 'Refused (column “Definition”): the definition is empty'],
      ['4', 'Charter', 'Will update the term with this name'],
    ]);
    expect(within(panel).getByText('Workbook checked: 3 rows read. Nothing is saved until you confirm.')).toBeTruthy();
    expect(within(panel).getByText('To add: 1. To update: 1. Unchanged: 0. Refused: 1.')).toBeTruthy();
    const preview = await within(panel).findByRole('table', { name: '3 terms once saved' });
    expect(vocabularyPort.preview).toHaveBeenCalledWith(51);
    expect(rowMessages(preview).map(([name, , change]) => [name, change])).toEqual([
      ['Charter', 'Changed (row 4)'],
      ['Colony', 'Kept: not in the workbook'],
      ['Tobacco', 'New (row 2)'],
    ]);
    // Nothing is saved yet.
    expect(termNames()).toEqual(['Charter', 'Colony']);
    await expectAxeClean(panel);

    await user.click(within(panel).getByRole('button', { name: 'Save 2 terms' }));
    const confirm = await screen.findByRole('dialog', { name: 'Save the terms of vocabulary.xlsx?' });
    await user.click(within(confirm).getByRole('button', { name: 'Cancel' }));
    expect(vocabularyPort.saveImport).not.toHaveBeenCalled();
    await user.click(within(panel).getByRole('button', { name: 'Save 2 terms' }));
    await user.click(within(await screen.findByRole('dialog', { name: 'Save the terms of vocabulary.xlsx?' })).getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(vocabularyPort.saveImport).toHaveBeenCalledWith(1, 1, 51));

    await waitFor(() => expect(screen.queryByRole('region', { name: /^Uploaded workbook/ })).toBeNull());
    await waitFor(() => expect(termNames()).toEqual(['Charter', 'Colony', 'Tobacco']));
    expect(vocabularyPort.glossary).toHaveBeenCalledTimes(2);
    const saved = screen.getByRole('table', { name: 'Rows of vocabulary.xlsx, as saved' });
    expect(rowMessages(saved).map((row) => row[2])).toEqual(['Added', 'Refused (column “Definition”): the definition is empty', 'Updated']);
    expect(screen.getByText('Vocabulary saved: 1 added, 1 updated, 0 unchanged, 1 refused')).toBeTruthy();
    // The saved rows' messages stay until dismissed.
    expect(document.activeElement).toBe(screen.getByRole('heading', { name: 'Workbook saved' }));
    await user.click(screen.getByRole('button', { name: 'Dismiss these messages' }));
    expect(screen.queryByRole('table', { name: 'Rows of vocabulary.xlsx, as saved' })).toBeNull();
  });

  it('Discard closes the upload and saves nothing; another workbook may then be sent', async () => {
    const user = userEvent.setup();
    const { services, vocabularyPort } = vocabularyWorld();
    renderBackOffice(services, MANAGER_EN);
    await upload(user, WORKBOOK);
    const panel = await screen.findByRole('region', { name: 'Uploaded workbook: vocabulary.xlsx' });
    await within(panel).findByRole('table', { name: '3 terms once saved' });
    await user.click(within(panel).getByRole('button', { name: 'Discard' }));
    expect(screen.queryByRole('region', { name: /^Uploaded workbook/ })).toBeNull();
    expect(document.activeElement).toBe(screen.getByRole('heading', { level: 1 }));
    expect(vocabularyPort.saveImport).not.toHaveBeenCalled();
    expect(termNames()).toEqual(['Charter', 'Colony']);
    expect(within(workbooks()).getByRole('button', { name: 'Upload a workbook' }).hasAttribute('disabled')).toBe(false);
  });

  it('a workbook refused whole (other columns) shows the server’s reason in an alert; nothing changes', async () => {
    const user = userEvent.setup();
    const { services, vocabularyPort } = vocabularyWorld();
    renderBackOffice(services, MANAGER_EN);
    await upload(user, new File(['Term\tMeaning\nTobacco\tA crop'], 'mine.xlsx'));
    const alert = await within(workbooks()).findByRole('alert');
    expect(alert.textContent).toContain('The workbook was not accepted; nothing was changed.');
    expect(alert.textContent).toContain(MESSAGES.workbookWrongColumns.en.replace('{{columns}}', VOCABULARY_COLUMNS.join(', ')));
    expect(vocabularyPort.preview).not.toHaveBeenCalled();
    expect(screen.queryByRole('region', { name: /^Uploaded workbook/ })).toBeNull();
  });

  it('a workbook whose rows change nothing offers nothing to save; the Spanish screen names every row in Spanish', async () => {
    const user = userEvent.setup();
    const { services } = vocabularyWorld();
    renderBackOffice(services, MANAGER_ES, 'es');
    await upload(
      user,
      twinWorkbook([
        ['Colonia', '', 'Un asentamiento gobernado por un país lejano', '', '', '', ''],
        ['', '', 'Sin nombre', '', '', '', ''],
        ['colonia', '', 'Otra vez', '', '', '', ''],
      ]),
    );
    const panel = await screen.findByRole('region', { name: 'Libro subido: vocabulary.xlsx' });
    expect(rowMessages(within(panel).getByRole('table', { name: 'Filas de vocabulary.xlsx, revisadas' }))).toEqual([
      ['2', 'Colonia', 'Igual que el término actual: no cambia nada'],
      ['3', '(sin nombre)', 'Rechazada (columna «Name»): el nombre está vacío'],
      ['4', 'colonia', 'Rechazada (columna «Name»): una fila anterior del libro tiene el mismo nombre'],
    ]);
    expect(within(panel).getByText('Ninguna fila agrega ni cambia un término: no hay nada que guardar.')).toBeTruthy();
    expect(within(panel).getByRole('button', { name: 'Guardar 0 términos' }).hasAttribute('disabled')).toBe(true);
    await within(panel).findByRole('table', { name: '1 término una vez guardado' });
    await expectAxeClean(panel);
  });
});
