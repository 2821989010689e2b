import type { Language } from '../shared/constants';

/**
 * The OneRoster import's messages (issue 16): the upload's refusals and the reasons of the problem
 * report, which the server renders in the reader's language when the report is read.
 */
export const ROSTER_SYNC_MESSAGES = {
  rosterImportQueued: { en: 'Import queued', es: 'Importación en cola' },
  rosterZipTooLarge: { en: 'The zip is too large (up to 20 MB)', es: 'El zip es demasiado grande (hasta 20 MB)' },
  rosterNotAZip: { en: 'This file is not a zip of OneRoster CSV files', es: 'Este archivo no es un zip con archivos CSV OneRoster' },
  rosterZipDamaged: { en: 'The zip is damaged and cannot be read', es: 'El zip está dañado y no se puede leer' },
  rosterZipUnpacksTooLarge: {
    en: 'The zip unpacks to more than 64 MB or more than 50 files',
    es: 'El zip se descomprime en más de 64 MB o más de 50 archivos',
  },
  rosterDistrictRequired: {
    en: 'The files carry schools but no district: choose the district they belong to',
    es: 'Los archivos traen escuelas pero ningún distrito: elige el distrito al que pertenecen',
  },
  rosterManifestMissing: { en: 'A OneRoster package starts with manifest.csv at the top of the zip', es: 'Un paquete OneRoster empieza por manifest.csv en la raíz del zip' },
  rosterFileMissing: { en: 'The manifest lists this file but the zip does not hold it', es: 'El manifiesto nombra este archivo pero el zip no lo contiene' },
  rosterManifestVersion: { en: 'Must be {{value}}', es: 'Debe ser {{value}}' },
  rosterWrongHeader: {
    en: 'The first row must name these columns, in this order: {{columns}}',
    es: 'La primera fila debe nombrar estas columnas, en este orden: {{columns}}',
  },
  rosterUnreadableCsv: { en: 'This row is not valid CSV: {{detail}}', es: 'Esta fila no es CSV válido: {{detail}}' },
  rosterRowLength: {
    en: 'This row has {{count}} fields; the header has {{expected}}',
    es: 'Esta fila tiene {{count}} campos; el encabezado tiene {{expected}}',
  },
  rosterRequired: { en: 'Required', es: 'Obligatorio' },
  rosterNotOneOf: { en: 'Must be one of: {{values}}', es: 'Debe ser uno de: {{values}}' },
  rosterNotADate: { en: 'Must be a date as YYYY-MM-DD', es: 'Debe ser una fecha como AAAA-MM-DD' },
  rosterNotADateTime: {
    en: 'Must be a date and time as YYYY-MM-DDThh:mm:ss.sssZ',
    es: 'Debe ser una fecha y hora como AAAA-MM-DDThh:mm:ss.sssZ',
  },
  rosterNotABoolean: { en: 'Must be true or false', es: 'Debe ser true o false' },
  rosterNotAYear: { en: 'Must be a year as YYYY', es: 'Debe ser un año como AAAA' },
  rosterUnstorableText: { en: 'Holds characters that cannot be stored', es: 'Contiene caracteres que no se pueden guardar' },
  rosterTooLong: { en: 'Longer than {{max}} characters', es: 'Más largo que {{max}} caracteres' },
  rosterDuplicate: { en: 'This sourcedId appears more than once in the file', es: 'Este sourcedId aparece más de una vez en el archivo' },
  rosterUnknownReference: {
    en: 'No {{what}} with this sourcedId is in the files or was imported before',
    es: 'Ningún {{what}} con este sourcedId está en los archivos ni se importó antes',
  },
  rosterNameTaken: {
    en: 'Another {{what}} outside this import already has this name',
    es: 'Otro {{what}} fuera de esta importación ya tiene este nombre',
  },
  rosterNoSchool: {
    en: 'A teacher or student needs a role (or primary org) at a school',
    es: 'Un maestro o estudiante necesita un rol (u organización principal) en una escuela',
  },
  rosterNoTeacher: {
    en: 'The class has no teacher: enrollments.csv needs a teacher enrollment for it',
    es: 'La clase no tiene maestro: enrollments.csv necesita una inscripción de maestro para ella',
  },
  rosterImportStopped: { en: 'The import stopped {{count}} times without finishing', es: 'La importación se detuvo {{count}} veces sin terminar' },
} as const satisfies Record<string, Record<Language, string>>;
