import type { Language } from './constants';

/**
 * Messages the server returns in `statusMessage` and the client shows for the same failures.
 * English wording of the seed (api-spec §8) stays exact. `{{name}}` marks interpolation, as in i18next.
 */
export const MESSAGES = {
  invalidCredentials: { en: 'Invalid username and/or password', es: 'Usuario y/o contraseña no válidos' },
  userBlocked: {
    en: 'User has been blocked, too many login attempts',
    es: 'El usuario ha sido bloqueado por demasiados intentos de inicio de sesión',
  },
  signInSlowDown: {
    en: 'Too many failed sign-ins for this user. Please wait {{seconds}} seconds and try again',
    es: 'Demasiados intentos fallidos para este usuario. Espera {{seconds}} segundos e inténtalo de nuevo',
  },
  signInUnblocked: { en: 'Sign-in unblocked', es: 'Inicio de sesión desbloqueado' },
  usernameInUse: { en: 'Username already in use', es: 'El nombre de usuario ya está en uso' },
  emailAlreadyInUse: { en: 'Email already registered', es: 'El correo electrónico ya está registrado' },
  nameInUse: { en: 'Name already in use', es: 'El nombre ya está en uso' },
  passwordMismatch: { en: 'A same password must be inserted', es: 'Debes escribir la misma contraseña' },
  invalidEmail: { en: 'A valid e-mail must be inserted', es: 'Debes escribir un correo electrónico válido' },
  optionRequired: { en: 'An option must be selected', es: 'Debes elegir una opción' },
  fieldsInvalid: {
    en: 'Some fields are still empty or have invalid data',
    es: 'Algunos campos siguen vacíos o tienen datos no válidos',
  },
  fieldInvalid: { en: 'Invalid value for {{field}}', es: 'Valor no válido para {{field}}' },
  required: { en: 'This field is required', es: 'Este campo es obligatorio' },
  usernameFormat: {
    en: 'Username must be 5 to 15 letters or numbers, without special characters',
    es: 'El nombre de usuario debe tener de 5 a 15 letras o números, sin caracteres especiales',
  },
  passwordFormat: {
    en: 'Password must be 8 to 15 letters or numbers',
    es: 'La contraseña debe tener de 8 a 15 letras o números',
  },
  personNameFormat: {
    en: 'Only letters are allowed; special characters are not allowed',
    es: 'Solo se permiten letras; no se permiten caracteres especiales',
  },
  placeNameFormat: { en: 'A name of 1 to 100 characters is required', es: 'Se requiere un nombre de 1 a 100 caracteres' },
  abbreviationFormat: { en: 'Use 2 to 5 capital letters', es: 'Usa de 2 a 5 letras mayúsculas' },
  dateInvalid: { en: 'A valid date must be inserted', es: 'Debes escribir una fecha válida' },
  ageTooHigh: { en: 'The user must be under 100 years old', es: 'El usuario debe tener menos de 100 años' },
  ssoAgeRange: {
    en: 'The user must be between 18 and 100 years old',
    es: 'El usuario debe tener entre 18 y 100 años',
  },
  dateInFuture: { en: 'The date cannot be in the future', es: 'La fecha no puede estar en el futuro' },
  somethingWentWrongAlert: { en: 'Something went wrong', es: 'Algo salió mal' },
  pleaseRefresh: { en: 'Please refresh to continue', es: 'Actualiza la página para continuar' },
  notFound: { en: 'The requested item was not found', es: 'No se encontró el elemento solicitado' },
  routeNotFound: { en: 'There is no such call', es: 'Esa llamada no existe' },
  malformedBody: { en: 'The request body is not valid JSON', es: 'El cuerpo de la solicitud no es JSON válido' },
  payloadTooLarge: { en: 'The request is too large', es: 'La solicitud es demasiado grande' },
  textInvalidCharacters: {
    en: 'The text contains characters that cannot be stored (a NUL byte or a broken emoji)',
    es: 'El texto contiene caracteres que no se pueden guardar (un byte NUL o un emoji roto)',
  },
  idOutOfRange: { en: 'This id does not exist', es: 'Este identificador no existe' },
  badUrl: { en: 'The address of the request is not valid', es: 'La dirección de la solicitud no es válida' },
  uriTooLong: { en: 'A part of the address is too long', es: 'Una parte de la dirección es demasiado larga' },
  headersTooLarge: { en: 'The request headers are too large', es: 'Los encabezados de la solicitud son demasiado grandes' },
  requestTimeout: { en: 'The request took too long to arrive', es: 'La solicitud tardó demasiado en llegar' },
  unauthenticated: { en: 'Please sign in to continue', es: 'Inicia sesión para continuar' },
  forbidden: { en: 'You do not have permission to do this', es: 'No tienes permiso para hacer esto' },
  roleNotAllowed: {
    en: 'You may not add or manage users with the role {{role}}',
    es: 'No puedes agregar ni administrar usuarios con el rol {{role}}',
  },
  outOfScope: {
    en: 'This record is outside your school, district or state',
    es: 'Este registro está fuera de tu escuela, distrito o estado',
  },
  cannotRemoveSelf: { en: 'You cannot remove your own account', es: 'No puedes eliminar tu propia cuenta' },
  passwordResetSent: {
    en: 'If the e-mail is registered, a reset link has been sent',
    es: 'Si el correo está registrado, se envió un enlace para restablecer la contraseña',
  },
  passwordResetSuccess: { en: 'Password reset successfully', es: 'Contraseña restablecida correctamente' },
  resetTokenInvalid: {
    en: 'The reset link is invalid or has expired',
    es: 'El enlace para restablecer no es válido o ha caducado',
  },
  signedUp: { en: 'Account created, you can sign in now', es: 'Cuenta creada, ya puedes iniciar sesión' },
  signedIn: { en: 'Signed in', es: 'Sesión iniciada' },
  signedOut: { en: 'Signed out', es: 'Sesión cerrada' },
  ok: { en: 'OK', es: 'Correcto' },
  userAdded: { en: 'User added successfully', es: 'Usuario agregado correctamente' },
  userUpdated: { en: 'User updated successfully', es: 'Usuario actualizado correctamente' },
  userRemoved: { en: 'User removed successfully', es: 'Usuario eliminado correctamente' },
  stateAdded: { en: 'State added successfully', es: 'Estado agregado correctamente' },
  stateUpdated: { en: 'State updated successfully', es: 'Estado actualizado correctamente' },
  stateRemoved: { en: 'State removed successfully', es: 'Estado eliminado correctamente' },
  districtAdded: { en: 'District added successfully', es: 'Distrito agregado correctamente' },
  districtUpdated: { en: 'District updated successfully', es: 'Distrito actualizado correctamente' },
  districtRemoved: { en: 'District removed successfully', es: 'Distrito eliminado correctamente' },
  schoolAdded: { en: 'School added successfully', es: 'Escuela agregada correctamente' },
  schoolUpdated: { en: 'School updated successfully', es: 'Escuela actualizada correctamente' },
  schoolRemoved: { en: 'School removed successfully', es: 'Escuela eliminada correctamente' },
  stateHasDistricts: {
    en: 'This state still has districts; remove or move them first',
    es: 'Este estado todavía tiene distritos; elimínalos o muévelos primero',
  },
  districtHasSchools: {
    en: 'This district still has schools; remove or move them first',
    es: 'Este distrito todavía tiene escuelas; elimínalas o muévelas primero',
  },
  schoolHasUsers: {
    en: 'This school still has users or classrooms; remove or move them first',
    es: 'Esta escuela todavía tiene usuarios o clases; elimínalos o muévelos primero',
  },
  placeMismatch: {
    en: 'The school, district and state do not belong together',
    es: 'La escuela, el distrito y el estado no corresponden entre sí',
  },
  available: { en: 'Available', es: 'Disponible' },
  languageChanged: { en: 'Language changed', es: 'Idioma cambiado' },
  ssoNotConfigured: {
    en: 'Single sign-on is not configured on this server',
    es: 'El inicio de sesión único no está configurado en este servidor',
  },
  // Student journey (issue 4): content reading and progress.
  unitLocked: { en: 'This unit is locked', es: 'Esta unidad está bloqueada' },
  lessonOnlyInEnglish: { en: 'This lesson is only available in English', es: 'Esta lección solo está disponible en inglés' },
  redirectHomeLesson: {
    en: 'This lesson is not available, so you are back on the home page.',
    es: 'Esta lección no está disponible; por eso estás de nuevo en la página de inicio.',
  },
  redirectHomeBiography: {
    en: 'This biography is not available, so you are back on the home page.',
    es: 'Esta biografía no está disponible; por eso estás de nuevo en la página de inicio.',
  },
  redirectHomeStory: {
    en: 'This story is not available, so you are back on the home page.',
    es: 'Esta historia no está disponible; por eso estás de nuevo en la página de inicio.',
  },
  redirectHomeTimelineEvent: {
    en: 'This timeline event is not available, so you are back on the home page.',
    es: 'Este evento de la línea de tiempo no está disponible; por eso estás de nuevo en la página de inicio.',
  },
  redirectHomeOther: {
    en: 'This page is not available, so you are back on the home page.',
    es: 'Esta página no está disponible; por eso estás de nuevo en la página de inicio.',
  },
  progressNotYours: {
    en: "You can only see or change your own progress",
    es: 'Solo puedes ver o cambiar tu propio progreso',
  },
  progressOutOfScope: {
    en: 'This student is not in one of your classrooms',
    es: 'Este estudiante no está en ninguna de tus clases',
  },
  pageOutOfRange: { en: 'This lesson has no such page', es: 'Esta lección no tiene esa página' },
  assessmentPending: {
    en: 'This lesson is completed through its assessment',
    es: 'Esta lección se completa con su evaluación',
  },
  lastPageSaved: { en: 'Last page saved', es: 'Última página guardada' },
  lessonCompleted: { en: 'Lesson completed', es: 'Lección completada' },
  overviewStatusUpdated: { en: "The overview's status was updated", es: 'Se actualizó el estado del resumen' },
  // Assessments (issue 5): answers, submit, scoring, teacher feedback, retakes and benchmarks.
  answerInvalid: { en: 'This answer is not valid', es: 'Esta respuesta no es válida' },
  answerTooLong: { en: 'This answer is too long', es: 'Esta respuesta es demasiado larga' },
  answerDuplicate: { en: 'The same item appears twice in the answer', es: 'El mismo elemento aparece dos veces en la respuesta' },
  answerNotInQuestion: {
    en: 'The answer refers to something this question does not have',
    es: 'La respuesta se refiere a algo que esta pregunta no tiene',
  },
  clientAnswerIdInvalid: { en: 'Each save needs its own answer id (a UUID)', es: 'Cada guardado necesita su propio identificador de respuesta (un UUID)' },
  clientSeqInvalid: { en: 'The answer sequence number must be a positive whole number', es: 'El número de secuencia de la respuesta debe ser un entero positivo' },
  reviewTypeInvalid: { en: 'The question type code must be 1 (choices) or 2 (other)', es: 'El código de tipo de pregunta debe ser 1 (opciones) o 2 (otro)' },
  reviewTypeMismatch: {
    en: 'The question type code does not match this question',
    es: 'El código de tipo de pregunta no corresponde a esta pregunta',
  },
  answerSaved: { en: 'Answer saved', es: 'Respuesta guardada' },
  answerSavedOlder: {
    en: 'A newer answer to this question was already saved; it was kept',
    es: 'Ya se había guardado una respuesta más reciente a esta pregunta; se conservó',
  },
  answerSubmitted: { en: 'Answer submitted', es: 'Respuesta entregada' },
  reviewSaved: { en: 'Review mark saved', es: 'Marca de revisión guardada' },
  currentIndexSaved: { en: 'Position saved', es: 'Posición guardada' },
  assessmentSubmitted: { en: 'Assessment submitted', es: 'Evaluación entregada' },
  assessmentCompletedSaved: { en: 'Assessment completed', es: 'Evaluación completada' },
  assessmentNotFound: { en: 'This assessment is not available', es: 'Esta evaluación no está disponible' },
  questionNotInAssessment: { en: 'This question is not part of your assessment', es: 'Esta pregunta no forma parte de tu evaluación' },
  answerWrongType: {
    en: 'This call does not save answers to this type of question',
    es: 'Esta llamada no guarda respuestas para este tipo de pregunta',
  },
  clientAnswerIdReused: {
    en: 'This answer id was already used for a different answer',
    es: 'Este identificador de respuesta ya se usó para otra respuesta',
  },
  studentsOnlyAnswer: { en: 'Only students answer assessments', es: 'Solo los estudiantes responden evaluaciones' },
  assessmentAlreadySubmitted: { en: 'This assessment has already been submitted', es: 'Esta evaluación ya fue entregada' },
  questionAlreadySubmitted: { en: 'This question has already been submitted', es: 'Esta pregunta ya fue entregada' },
  staleRetakeRound: {
    en: 'This belongs to an earlier attempt of the assessment',
    es: 'Esto pertenece a un intento anterior de la evaluación',
  },
  notAnAssessmentComponent: { en: 'This component does not show an assessment', es: 'Este componente no muestra una evaluación' },
  questionIndexOutOfRange: { en: 'This assessment has no such question', es: 'Esta evaluación no tiene esa pregunta' },
  assessmentNotSubmitted: { en: 'This assessment has not been submitted yet', es: 'Esta evaluación aún no ha sido entregada' },
  scoreNotNumber: { en: 'Score must be a number', es: 'La puntuación debe ser un número' },
  scoreOutOfRange: {
    en: "Score must be between 0 and the question's points",
    es: 'La puntuación debe estar entre 0 y los puntos de la pregunta',
  },
  feedbackInvalid: { en: 'FeedBack must be text', es: 'Los comentarios deben ser texto' },
  feedbackTooLong: { en: 'FeedBack must be at most 5000 characters', es: 'Los comentarios deben tener como máximo 5000 caracteres' },
  feedbackSaved: { en: 'Feedback saved', es: 'Comentarios guardados' },
  useEssayFeedback: {
    en: 'Feedback on an essay is given through the essay feedback call',
    es: 'Los comentarios de un ensayo se dan con la llamada de comentarios de ensayo',
  },
  notAnEssay: { en: 'This question is not an essay', es: 'Esta pregunta no es un ensayo' },
  teacherOfStudentOnly: {
    en: "Only a teacher of one of the student's classrooms can do this",
    es: 'Solo un maestro de una de las clases del estudiante puede hacer esto',
  },
  feedbackChangedBySomeoneElse: {
    en: 'Another teacher changed this score or feedback while you were working on it',
    es: 'Otro maestro cambió esta puntuación o estos comentarios mientras trabajabas en ellos',
  },
  lessonIdsInvalid: { en: 'Choose lessons of this unit', es: 'Elige lecciones de esta unidad' },
  lessonNotInUnit: { en: 'This lesson is not in this unit', es: 'Esta lección no está en esta unidad' },
  failToLoadClassroomPerformance: { en: 'Failed to load the classroom performance', es: 'No se pudo cargar el rendimiento de la clase' },
  failToLoadBenchmarkPerformance: { en: 'Failed to load the benchmark performance', es: 'No se pudo cargar el rendimiento de la evaluación de referencia' },
  benchmarkNotCreatedYet: { en: 'Benchmark assessment not created yet.', es: 'Todavía no se ha creado la evaluación de referencia.' },
  reportFilterMismatch: { en: 'These report filters do not go together', es: 'Estos filtros del informe no son compatibles' },
  retakeRoundNotFound: { en: 'The student has no such attempt at this assessment', es: 'El estudiante no tiene ese intento en esta evaluación' },
  retakeAllowed: { en: 'Retake allowed', es: 'Nuevo intento permitido' },
  retakeNotPossible: {
    en: 'A retake can be allowed only after the assessment was submitted',
    es: 'Solo se puede permitir un nuevo intento después de entregar la evaluación',
  },
  benchmarkExpired: {
    en: 'The time to take this benchmark has ended',
    es: 'Terminó el tiempo para hacer esta evaluación de referencia',
  },
  benchmarkNotStarted: { en: 'This benchmark is not open yet', es: 'Esta evaluación de referencia aún no está abierta' },
  benchmarkAlreadySubmitted: {
    en: 'A student already submitted this benchmark, so it cannot be removed',
    es: 'Un estudiante ya entregó esta evaluación de referencia, así que no se puede quitar',
  },
  benchmarkNotAssigned: { en: 'This benchmark is not assigned to you', es: 'Esta evaluación de referencia no está asignada a ti' },
  benchmarkSubmitted: { en: 'Benchmark submitted', es: 'Evaluación de referencia entregada' },
  benchmarksAssigned: { en: 'Benchmark assigned', es: 'Evaluación de referencia asignada' },
  benchmarkRemoved: { en: 'Benchmark assignment removed', es: 'Asignación de evaluación de referencia quitada' },
  benchmarkSetNotFound: { en: 'This benchmark set is not available', es: 'Este conjunto de evaluaciones de referencia no está disponible' },
  classroomNotYours: { en: 'This classroom is not one of yours', es: 'Esta clase no es una de las tuyas' },
  assessmentInvalid: {
    en: 'The assessment cannot be published: {{problem}}',
    es: 'La evaluación no se puede publicar: {{problem}}',
  },
  timePeriodInvalid: {
    en: 'The end of the time period must come after its start',
    es: 'El final del periodo debe ser posterior a su inicio',
  },
  studentNotFound: { en: 'There is no such student', es: 'No existe ese estudiante' },
  studentErased: { en: "This student's data has already been erased", es: 'Los datos de este estudiante ya fueron borrados' },
  studentDataErased: { en: "The student's data was erased", es: 'Se borraron los datos del estudiante' },
  studentNotInClassroom: { en: 'This student is not in this classroom', es: 'Este estudiante no está en esta clase' },
  teacherHasNoSchool: { en: 'Your account has no school, so it cannot have classrooms', es: 'Tu cuenta no tiene escuela, así que no puede tener clases' },
  classroomNameTooLong: { en: 'The name may have at most 100 characters', es: 'El nombre puede tener como máximo 100 caracteres' },
  classroomPeriodTooLong: { en: 'The period may have at most 50 characters', es: 'El periodo puede tener como máximo 50 caracteres' },
  classroomEndBeforeStart: { en: 'The end date must come after the start date', es: 'La fecha de fin debe ser posterior a la de inicio' },
  classroomAdded: { en: 'Classroom added successfully', es: 'Clase agregada correctamente' },
  classroomUpdated: { en: 'Classroom updated successfully', es: 'Clase actualizada correctamente' },
  classroomRemoved: { en: 'Classroom removed successfully', es: 'Clase eliminada correctamente' },
  supportNotActing: {
    en: 'Choose a teacher to act for on the support dashboard first',
    es: 'Primero elige en el panel de soporte el maestro en cuyo nombre actuar',
  },
  supportTeacherNotFound: { en: 'There is no such teacher at this campus', es: 'No existe ese maestro en este campus' },
  supportActingStarted: { en: 'You are now acting for {{teacher}}', es: 'Ahora actúas en nombre de {{teacher}}' },
  supportActingStopped: { en: 'You no longer act for a teacher', es: 'Ya no actúas en nombre de ningún maestro' },
  studentAddedToClassroom: { en: 'Student added successfully', es: 'Estudiante agregado correctamente' },
  studentRemovedFromClassroom: { en: 'Student removed from the classroom', es: 'Se quitó al estudiante de la clase' },
  unitLockedForClassroom: { en: 'Unit locked for this classroom', es: 'Unidad bloqueada para esta clase' },
  unitUnlockedForClassroom: { en: 'Unit unlocked for this classroom', es: 'Unidad desbloqueada para esta clase' },
  rosterNotCsv: { en: 'The roster must be a CSV text file', es: 'La lista de la clase debe ser un archivo de texto CSV' },
  rosterTooLarge: { en: 'The roster file is too large (at most 1 MB)', es: 'El archivo de la lista de la clase es demasiado grande (1 MB como máximo)' },
  rosterTooManyRows: { en: 'The roster has too many students (at most 300)', es: 'La lista de la clase tiene demasiados estudiantes (300 como máximo)' },
  rosterUnreadable: { en: 'The roster file could not be read as CSV', es: 'No se pudo leer el archivo de la lista de la clase como CSV' },
  rosterHeaderInvalid: {
    en: 'The roster header must be the template\'s columns. Missing: {{missing}}. Not expected: {{unexpected}}',
    es: 'El encabezado de la lista de la clase debe tener las columnas de la plantilla. Faltan: {{missing}}. Sobran: {{unexpected}}',
  },
  rosterExtraCells: { en: 'This row has more cells than the header', es: 'Esta fila tiene más celdas que el encabezado' },
  rosterRowsInvalid: {
    en: 'Some roster rows have invalid data; nothing was saved',
    es: 'Algunas filas de la lista de la clase tienen datos no válidos; no se guardó nada',
  },
  rosterUsernameRepeated: {
    en: 'This username is also in another row of the roster',
    es: 'Este nombre de usuario también está en otra fila de la lista de la clase',
  },
  rosterDuplicateUsername: {
    en: 'The username {{username}} appears twice in the roster (rows {{first}} and {{second}}); nothing was saved',
    es: 'El nombre de usuario {{username}} aparece dos veces en la lista de la clase (filas {{first}} y {{second}}); no se guardó nada',
  },
  // Back office (issue 14).
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
  biographyFailed: { en: 'Failed to save the biography', es: 'No se pudo guardar la biografía' },
  timelineFailed: { en: 'Failed to save the timeline', es: 'No se pudo guardar la línea de tiempo' },
} as const satisfies Record<string, Record<Language, string>>;

export type MessageKey = keyof typeof MESSAGES;

export function isMessageKey(value: string): value is MessageKey {
  return Object.prototype.hasOwnProperty.call(MESSAGES, value);
}

/** A value filled into a message: the same in every language (a name, a number) or given per language (a role). */
export type MessageValue = string | Readonly<Record<Language, string>>;

/** Renders a message in a language, filling `{{name}}` slots from `values`. */
export function renderMessage(key: MessageKey, language: Language, values: Readonly<Record<string, MessageValue>> = {}): string {
  return MESSAGES[key][language].replace(/\{\{(\w+)\}\}/g, (_, name: string) => {
    const value = values[name];
    return value === undefined ? '' : typeof value === 'string' ? value : value[language];
  });
}
