import { registerLocaleBundle } from '../i18n/bundle-registry';
import { assessment } from '../i18n/locales/assessment';

/** Imported by every assessment module: the strings load with the assessment chunk, not the first screen. */
registerLocaleBundle(assessment);
