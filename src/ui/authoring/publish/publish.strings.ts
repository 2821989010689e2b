/** The publish control's strings (§8.3 "Failed to publish!", §8.4 "Changes published!"). */
export const publishStrings = {
  en: {
    publishButton: 'Publish',
    publishItem: 'Publish {{name}}',
    publishProgressName: 'Publishing {{name}}',
    publishStarting: 'Publishing…',
    publishStep: 'Publishing: step {{step}} of {{steps}}',
    publishStepNamed: 'Publishing: step {{step}} of {{steps}} — {{label}}',
    publishSucceeded: 'Changes published!',
    publishFailed: 'Failed to publish!',
    publishTryAgain: 'Try again',
    publishDismiss: 'Dismiss',
  },
  es: {
    publishButton: 'Publicar',
    publishItem: 'Publicar {{name}}',
    publishProgressName: 'Publicando {{name}}',
    publishStarting: 'Publicando…',
    publishStep: 'Publicando: paso {{step}} de {{steps}}',
    publishStepNamed: 'Publicando: paso {{step}} de {{steps}} — {{label}}',
    publishSucceeded: '¡Cambios publicados!',
    publishFailed: '¡No se pudo publicar!',
    publishTryAgain: 'Intentar de nuevo',
    publishDismiss: 'Cerrar',
  },
} as const;
