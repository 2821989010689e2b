/** Shared strings of the student screens; each screen family may add its own bundle. */
export const learning = {
  en: {
    listenTo: 'Listen: {{what}}',
    openImage: 'Open image full screen: {{name}}',
    zoomIn: 'Zoom in',
    zoomOut: 'Zoom out',
    unitLocked: 'This unit is locked',
    unitLockedHint: 'Your teacher has not opened this unit yet. You can select another unit.',
    chooseAnotherUnit: 'Choose another unit',
    tryAgain: 'Try again',
    redirectHomeOther: 'This page is not available any more. You will be redirected to the home page.',
  },
  es: {
    listenTo: 'Escuchar: {{what}}',
    openImage: 'Abrir la imagen en pantalla completa: {{name}}',
    zoomIn: 'Acercar',
    zoomOut: 'Alejar',
    unitLocked: 'Esta unidad está bloqueada',
    unitLockedHint: 'Tu maestro todavía no ha abierto esta unidad. Puedes elegir otra unidad.',
    chooseAnotherUnit: 'Elegir otra unidad',
    tryAgain: 'Intentar de nuevo',
    redirectHomeOther: 'Esta página ya no está disponible. Serás redirigido a la página de inicio.',
  },
} as const;
