/** The notice of a publish on the page a student is reading (product-spec §4), registered by the notice itself. */
export const contentUpdated = {
  en: {
    contentUpdatedLesson: 'This lesson was updated.',
    contentUpdatedStory: 'This story was updated.',
    contentUpdatedBiography: 'This biography was updated.',
    contentUpdatedTimelineEvent: 'This timeline event was updated.',
    contentUpdatedUnit: 'This unit was updated.',
    contentUpdatedRedirect: 'You will be redirected to the home page, where you can open the new version.',
    contentUpdatedSaving: 'Your answers are being saved first.',
    contentUpdatedStayed: 'Go to the home page when you are ready to open the new version.',
    contentUpdatedGoHome: 'Go to the home page now',
    contentUpdatedStay: 'Stay on this page',
  },
  es: {
    contentUpdatedLesson: 'Esta lección se actualizó.',
    contentUpdatedStory: 'Esta historia se actualizó.',
    contentUpdatedBiography: 'Esta biografía se actualizó.',
    contentUpdatedTimelineEvent: 'Este evento de la línea de tiempo se actualizó.',
    contentUpdatedUnit: 'Esta unidad se actualizó.',
    contentUpdatedRedirect: 'Te llevaremos a la página de inicio, donde puedes abrir la versión nueva.',
    contentUpdatedSaving: 'Primero estamos guardando tus respuestas.',
    contentUpdatedStayed: 'Ve a la página de inicio cuando quieras para abrir la versión nueva.',
    contentUpdatedGoHome: 'Ir a la página de inicio ahora',
    contentUpdatedStay: 'Quedarme en esta página',
  },
};
