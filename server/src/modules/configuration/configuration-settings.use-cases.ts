import { isConfigurationType, UPLOAD_SETTINGS, type ConfigurationSettings, type SessionSettings } from '@domain/configuration/configuration.schemas';
import type { AppDeps } from '../../app-deps';
import { appError } from '../../http/app-error';

/*
 * The settings clients read (issue 14; api-spec §7.5 `configurationsettings/getbytype/{type}`), each
 * from the one place the server itself takes it: the upload limits and types `POST images` applies,
 * and the session timings the server is configured with (also given by `GET client-config`).
 */

/** The session idle timings: the same values `GET client-config` gives before sign-in. */
export const sessionSettings = (deps: AppDeps): Omit<SessionSettings, 'type'> => ({
  sessionIdleLogoutMs: deps.config.sessionIdleLogoutMs,
  sessionIdleWarningBeforeMs: deps.config.sessionIdleWarningBeforeMs,
});

/** `GET configurationsettings/getbytype/{type}`: 404 CONFIGURATION.TYPE_NOT_FOUND for a type there are no settings of. */
export function settingsOfType(deps: AppDeps, type: string): ConfigurationSettings {
  if (!isConfigurationType(type)) throw appError('CONFIGURATION.TYPE_NOT_FOUND');
  return type === 'uploads' ? UPLOAD_SETTINGS : { type: 'session', ...sessionSettings(deps) };
}
