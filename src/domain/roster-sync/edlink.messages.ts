import type { Language } from '../shared/constants';

/**
 * The Edlink roster sync's messages (issue 16): its refusals and the reasons a sync run fails, which
 * the server renders in the reader's language when the run is read.
 */
export const EDLINK_MESSAGES = {
  edlinkIntegrationNotFound: { en: 'This district has no Edlink integration', es: 'Este distrito no tiene integración con Edlink' },
  edlinkAlreadyConnected: {
    en: 'This district already has an integration, or that integration already serves another district',
    es: 'Este distrito ya tiene una integración, o esa integración ya sirve a otro distrito',
  },
  edlinkNotConnected: {
    en: 'Not connected: save the integration’s access token before syncing',
    es: 'Sin conexión: guarda el token de acceso de la integración antes de sincronizar',
  },
  edlinkSyncInProgress: { en: 'A sync of this district is in progress', es: 'Hay una sincronización de este distrito en curso' },
  edlinkIntegrationSaved: { en: 'Integration saved', es: 'Integración guardada' },
  edlinkIntegrationRemoved: { en: 'Integration removed', es: 'Integración eliminada' },
  edlinkSyncQueued: { en: 'Sync started', es: 'Sincronización iniciada' },
  edlinkUnauthorized: { en: 'Edlink refused the access token', es: 'Edlink rechazó el token de acceso' },
  edlinkMalformed: { en: 'Edlink answered data that does not fit its format: {{detail}}', es: 'Edlink respondió datos con un formato inesperado: {{detail}}' },
  edlinkUnavailable: { en: 'Edlink could not be reached: {{detail}}', es: 'No se pudo contactar con Edlink: {{detail}}' },
  edlinkRateLimited: { en: 'Edlink kept asking to slow down; try again later', es: 'Edlink siguió pidiendo esperar; inténtalo más tarde' },
  edlinkSyncStopped: { en: 'The sync stopped {{count}} times without finishing', es: 'La sincronización se detuvo {{count}} veces sin terminar' },
} as const satisfies Record<string, Record<Language, string>>;
