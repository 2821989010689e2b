/**
 * The roster CSV a teacher fills in to register a class's students at once (issue 12): its header,
 * in this order, and one example row. The server accepts the columns in any order; the template
 * offers them in this one.
 */
export const ROSTER_COLUMNS = [
  'username',
  'password',
  'firstName',
  'middleName',
  'lastName',
  'secondLastName',
  'birthDate',
  'textLanguage',
  'audioLanguage',
] as const;
export type RosterColumn = (typeof ROSTER_COLUMNS)[number];

/** Columns a row may leave empty (the Student rules make them optional). */
export const OPTIONAL_ROSTER_COLUMNS: readonly RosterColumn[] = ['middleName', 'secondLastName', 'birthDate', 'textLanguage', 'audioLanguage'];

export const ROSTER_EXAMPLE_ROW: Readonly<Record<RosterColumn, string>> = {
  username: 'sofianunez',
  password: 'Welcome2026',
  firstName: 'Sofía',
  middleName: '',
  lastName: 'Núñez',
  secondLastName: 'Güemes',
  birthDate: '2013-04-09',
  textLanguage: 'es',
  audioLanguage: 'en',
};

/** File name offered for the template download. */
export const ROSTER_TEMPLATE_FILE_NAME = 'roster-template.csv';

/** The template's text: header plus the example row, UTF-8 with a BOM so spreadsheet programs keep the accents. */
export function rosterTemplateCsv(): string {
  const header = ROSTER_COLUMNS.join(',');
  const example = ROSTER_COLUMNS.map((c) => ROSTER_EXAMPLE_ROW[c]).join(',');
  return `\uFEFF${header}\r\n${example}\r\n`;
}
