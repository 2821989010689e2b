import { ROSTER_TEMPLATE_FILE_NAME, rosterTemplateCsv } from '@domain/classroom/roster-template';
import { saveFile } from '../common/save-file';

/** The template as the file a teacher downloads: the text (BOM first) encoded as UTF-8 bytes, as a Blob does. */
export function rosterTemplateBlob(): Blob {
  return new Blob([rosterTemplateCsv()], { type: 'text/csv;charset=utf-8' });
}

/**
 * Saves the roster template, made in the browser (no request): UTF-8 with its BOM, so a spreadsheet
 * program opens Sofía Núñez Güemes with her accents.
 */
export function downloadRosterTemplate(): void {
  saveFile(ROSTER_TEMPLATE_FILE_NAME, rosterTemplateBlob());
}
