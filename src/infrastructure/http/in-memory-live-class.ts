import type { Classroom, ClassroomDirectory } from '@application/classroom/classroom-directory.port';
import type { LiveLesson } from '@domain/classroom/live-class.responses';
import { answered, refused } from './in-memory-answers';

/** Where the twin's students are: by student id, their latest lesson and when; others have done nothing yet. */
export type InMemoryLiveLessons = Readonly<Record<number, { readonly lesson: LiveLesson; readonly at: string }>>;

/**
 * The live view's part of the classroom directory twin: the classroom's roster as the twin holds it,
 * each student with the given latest lesson. Unknown classroom: the server's 404.
 */
export function inMemoryLiveClass(classrooms: () => readonly Classroom[], lessons: InMemoryLiveLessons = {}): Pick<ClassroomDirectory, 'live'> {
  return {
    live: async (classroomId) => {
      const classroom = classrooms().find((c) => c.id === classroomId);
      if (!classroom) return refused(404, 'CLASSROOM.NOT_FOUND', 'notFound');
      return answered({
        classroom: { id: classroom.id, name: classroom.name },
        students: classroom.students.map((s) => ({
          studentId: s.id,
          userName: s.userName,
          firstName: s.firstName,
          lastName: s.lastName,
          lesson: lessons[s.id]?.lesson ?? null,
          lastActivityAt: lessons[s.id]?.at ?? null,
        })),
      });
    },
  };
}
