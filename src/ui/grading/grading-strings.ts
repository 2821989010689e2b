import { registerLocaleBundle } from '../i18n/bundle-registry';
import { assessment } from '../i18n/locales/assessment';
import { grading } from '../i18n/locales/grading';

/** Imported by every grading module: the grading strings, and the question words they share with the assessment screens. */
registerLocaleBundle(assessment, grading);
