import { common } from './common';
import { learning } from './learning';
import { roles } from './roles';

/**
 * The shell's strings, loaded with the first screen. Feature bundles (auth, management, unit,
 * lesson, reading, ...) are registered by their screens with `registerLocaleBundle`.
 */
export const SHELL_BUNDLES: ReadonlyArray<{ en: Record<string, string>; es: Record<string, string> }> = [common, roles, learning];
