import { auth } from './auth';
import { learning } from './learning';
import { common } from './common';
import { management } from './management';
import { roles } from './roles';
import { reading } from './reading';
import { unit } from './unit';
import { lesson } from './lesson';

/** Every feature's strings; each feature owns one file with `en` and `es` halves of the same keys. */
export const LOCALE_BUNDLES: ReadonlyArray<{ en: Record<string, string>; es: Record<string, string> }> = [common, roles, auth, management, learning, reading, unit, lesson];
