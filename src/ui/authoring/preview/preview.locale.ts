/** The back office's previews (issue 14): the banner over a draft shown as students would see it. */
export const previewStrings = {
  en: {
    previewBanner: 'Preview — draft, not published',
    previewBannerHint: 'This is the draft as students will see it once it is published.',
    previewBackToBuilder: 'Back to the lesson builder',
    previewLoadFailed: 'The lesson draft could not be loaded',
    previewLoading: 'Loading the lesson draft',
  },
  es: {
    previewBanner: 'Vista previa: borrador, sin publicar',
    previewBannerHint: 'Este es el borrador tal como lo verán los estudiantes cuando se publique.',
    previewBackToBuilder: 'Volver al editor de la lección',
    previewLoadFailed: 'No se pudo cargar el borrador de la lección',
    previewLoading: 'Cargando el borrador de la lección',
  },
} as const;
