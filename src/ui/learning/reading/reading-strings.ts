import { registerLocaleBundle } from '../../i18n/bundle-registry';
import { reading } from '../../i18n/locales/reading';

/** Imported by every reading screen: their strings load with them, not with the first screen. */
registerLocaleBundle(reading);
