import type { Language } from '../shared/constants';
import { VOCABULARY_MESSAGES } from './vocabulary.messages';
import { ASSESSMENT_AUTHORING_MESSAGES } from './assessment-authoring.messages';
import { BENCHMARK_SET_MESSAGES } from './benchmark-set.messages';

/**
 * The back office's messages (issue 14; api-spec §8.3 and §8.4 wording where the spec gives it). Kept
 * apart from the shared catalogue so a student's first load does not carry them: the server renders
 * every message, and the back office registers these for its own client-side checks.
 */
export const AUTHORING_MESSAGES = {
  staleDraft: {
    en: 'Someone else saved this after you opened it. Your change was not saved; the latest version is shown.',
    es: 'Otra persona guardó esto después de que lo abriste. Tu cambio no se guardó; se muestra la versión más reciente.',
  },
  staleOrder: {
    en: 'The list changed since you opened it. Nothing was moved; the current order is shown.',
    es: 'La lista cambió desde que la abriste. No se movió nada; se muestra el orden actual.',
  },
  orderOutOfRange: { en: 'That position is not in the list', es: 'Esa posición no está en la lista' },
  benchmarkLessonFixed: {
    en: "A benchmark unit's benchmark assessment stays with its unit",
    es: 'La evaluación de referencia de una unidad de referencia permanece con su unidad',
  },
  changesSaved: { en: 'Changes saved successfully', es: 'Cambios guardados correctamente' },
  publishStarted: { en: 'Publishing…', es: 'Publicando…' },
  publishToSeeChanges: {
    en: 'Please perform a unit publish to see the changes in student users',
    es: 'Publica la unidad para que los estudiantes vean los cambios',
  },
  coursePublishNeeded: {
    en: 'Warning: publish the course to see changes for students.',
    es: 'Aviso: publica el curso para que los estudiantes vean los cambios.',
  },
  // Lesson builder (issue 14; api-spec §8.3 and §8.4 wording).
  failedToRemoveComponent: { en: 'Failed to remove component!', es: '¡No se pudo quitar el componente!' },
  failedToSaveComponent: { en: 'Failed to save component!', es: '¡No se pudo guardar el componente!' },
  failedToReorderComponent: { en: 'Failed to reorder component!', es: '¡No se pudo reordenar el componente!' },
  failedToSaveEssentialQuestion: { en: 'Failed to save Essential Question!', es: '¡No se pudo guardar la pregunta esencial!' },
  failedToAddParagraph: { en: 'Failed to add paragraph', es: 'No se pudo agregar el párrafo' },
  failedToUploadImage: { en: 'Failed to upload image', es: 'No se pudo subir la imagen' },
  failedToUploadFile: { en: 'Failed to upload file please try again', es: 'No se pudo subir el archivo, inténtalo de nuevo' },
  fileUploaded: { en: 'File Uploaded Successfully', es: 'Archivo subido correctamente' },
  changesPublished: { en: 'Changes published!', es: '¡Cambios publicados!' },
  invalidColour: { en: 'Enter a valid colour (for example #1a2b3c)', es: 'Escribe un color válido (por ejemplo #1a2b3c)' },
  invalidUrl: { en: 'Enter a valid web address (https://…)', es: 'Escribe una dirección web válida (https://…)' },
  invalidHeight: { en: 'Height is auto or a whole number of pixels', es: 'La altura es auto o un número entero de píxeles' },
  marginsWholePixels: { en: 'Image margins must be whole numbers', es: 'Los márgenes de la imagen deben ser números enteros' },
  fileTypeNotAllowed: {
    en: 'This file is not an image (PNG, JPEG, GIF, WebP) or audio (MP3, WAV, OGG, M4A) file',
    es: 'Este archivo no es una imagen (PNG, JPEG, GIF, WebP) ni un audio (MP3, WAV, OGG, M4A)',
  },
  fileTooLarge: { en: 'The file is too large (images up to 10 MB, audio up to 25 MB)', es: 'El archivo es demasiado grande (imágenes hasta 10 MB, audio hasta 25 MB)' },
  fileMissing: { en: 'Choose a file to upload', es: 'Elige un archivo para subir' },
  mediaKindMismatch: { en: 'This file is not the kind this field takes', es: 'Este archivo no es del tipo que admite este campo' },
  componentHasNoParagraphs: { en: 'This component has no paragraphs', es: 'Este componente no tiene párrafos' },
  routePointsOnlyOnMaps: {
    en: 'Route points belong to interactive maps and global connections',
    es: 'Los puntos de ruta pertenecen a los mapas interactivos y a las conexiones globales',
  },
  essentialQuestionExists: { en: 'This paragraph already has an essential question', es: 'Este párrafo ya tiene una pregunta esencial' },
  timelineExists: { en: 'This unit already has a timeline', es: 'Esta unidad ya tiene una línea de tiempo' },
  // Opener, overview, teacher page and contributors (api-spec §8.3 and §8.4 wording).
  openerUpdated: { en: 'Unit Opener Updated', es: 'Presentación de la unidad actualizada' },
  overviewUpdated: { en: 'Overview updated!', es: '¡Resumen actualizado!' },
  teacherPageUpdated: { en: "Teacher's Page updated!", es: '¡Página del maestro actualizada!' },
  failedToSaveOverview: { en: 'Failed to save overview changes!', es: '¡No se pudieron guardar los cambios del resumen!' },
  openerExists: { en: 'This unit already has an opener', es: 'Esta unidad ya tiene una presentación' },
  teacherPageExists: { en: "This unit already has a teacher's page", es: 'Esta unidad ya tiene una página del maestro' },
  rowNotInPage: {
    en: 'A row of this list was removed or belongs elsewhere; reload and try again',
    es: 'Una fila de esta lista se quitó o pertenece a otra página; vuelve a cargar e inténtalo de nuevo',
  },
  biographyFailed: { en: 'Failed to save the biography', es: 'No se pudo guardar la biografía' },
  timelineFailed: { en: 'Failed to save the timeline', es: 'No se pudo guardar la línea de tiempo' },
  skillsNotInUnit: {
    en: "A lesson's skills come from its own unit's teacher's page",
    es: 'Las destrezas de una lección vienen de la página del maestro de su propia unidad',
  },
  ...VOCABULARY_MESSAGES,
  ...BENCHMARK_SET_MESSAGES,
  ...ASSESSMENT_AUTHORING_MESSAGES,
} as const satisfies Record<string, Record<Language, string>>;
