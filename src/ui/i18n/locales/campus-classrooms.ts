/** The campus manager's classrooms section of the management dashboard (issue 12). */
export const campusClassrooms = {
  en: {
    campusClassroomsTitle: 'Classrooms of {{school}}',
    campusClassroomsSchool: 'your school',
    campusClassroomsIntro: 'Each teacher of your school with their classrooms. Open a classroom to see its students’ progress and lock units.',
    campusClassroomsOfTeacher: 'Classrooms of {{name}}',
    campusNoTeachers: 'Your school has no teachers yet. Add one in the users section.',
    campusTeacherHasNoClassrooms: '{{name}} has no classrooms yet.',
    campusOpenClassroom: 'Open',
    campusOpenClassroomNamed: 'Open {{name}}',
  },
  es: {
    campusClassroomsTitle: 'Clases de {{school}}',
    campusClassroomsSchool: 'tu escuela',
    campusClassroomsIntro: 'Cada maestro de tu escuela con sus clases. Abre una clase para ver el progreso de sus estudiantes y bloquear unidades.',
    campusClassroomsOfTeacher: 'Clases de {{name}}',
    campusNoTeachers: 'Tu escuela todavía no tiene maestros. Agrega uno en la sección de usuarios.',
    campusTeacherHasNoClassrooms: '{{name}} todavía no tiene clases.',
    campusOpenClassroom: 'Abrir',
    campusOpenClassroomNamed: 'Abrir {{name}}',
  },
};
