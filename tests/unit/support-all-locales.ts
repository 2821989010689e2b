import { registerLocaleBundle } from '@ui/i18n/bundle-registry';
import { assessment } from '@ui/i18n/locales/assessment';
import { auth } from '@ui/i18n/locales/auth';
import { lesson } from '@ui/i18n/locales/lesson';
import { management } from '@ui/i18n/locales/management';
import { notifications } from '@ui/i18n/locales/notifications';
import { reading } from '@ui/i18n/locales/reading';
import { unit } from '@ui/i18n/locales/unit';

/** Component tests render parts of screens directly, so they load every feature's strings up front. */
registerLocaleBundle(auth, management, notifications, unit, lesson, reading, assessment);
