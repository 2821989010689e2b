import { BENCHMARK_DEFAULT_DAYS } from '@domain/assessment/benchmark.schemas';
import { NotificationType } from '@domain/notifications/notification-type';
import { one } from '../db/database';
import { insertAssignments } from '../modules/assessment/benchmark.repository';
import { ensureClassroomBenchmark } from '../modules/assessment/classroom-benchmark.repository';
import { insertNotifications } from '../modules/notifications/notification.repository';
import type { SeedStep } from './seed-runner';

/** The demo teacher's classroom that gets a benchmark for the whole class (not the demo student's: its journeys start from their own record). */
const CLASSROOM = 'US History, Period 3';

/**
 * Issue 13, benchmark assignment: the demo teacher has given the demo benchmark set to the whole of
 * "US History, Period 3" for the next four weeks, as the Benchmarks screen does (the classroom's group
 * and each student's assignment, with "benchmark assigned" to each), so a new teacher sees a real list.
 */
export const demoClassroomBenchmarksSeed: SeedStep = {
  name: 'demo-classroom-benchmarks',
  async run(tx) {
    const found = await one<{ classroomId: number; teacherId: number; setId: number; title: string; unitId: number | null }>(
      tx,
      `SELECT c.id AS "classroomId", c.teacher_user_id AS "teacherId", s.id AS "setId", b.en AS title, (SELECT l.unit_id FROM lessons l WHERE l.id = s.lesson_id) AS "unitId"
         FROM classrooms c, benchmark_sets s JOIN bilingual_values b ON b.id = s.title_id
        WHERE c.name = $1 AND c.deleted_at IS NULL AND s.deleted_at IS NULL
        ORDER BY s.id LIMIT 1`,
      [CLASSROOM],
    );
    if (!found) return;
    const students = await tx.query<{ id: number }>('SELECT student_user_id AS id FROM classroom_students WHERE classroom_id = $1 ORDER BY student_user_id', [found.classroomId]);
    const start = new Date();
    const end = new Date(start.getTime() + 28 * 24 * 60 * 60 * 1000);
    const group = await ensureClassroomBenchmark(tx, {
      classroomId: found.classroomId,
      benchmarkSetId: found.setId,
      assignedBy: found.teacherId,
      wholeClassroom: true,
      startsAt: start.toISOString(),
      endsAt: end.toISOString(),
      defaultDays: BENCHMARK_DEFAULT_DAYS,
    });
    const assigned = await insertAssignments(tx, {
      benchmarkSetId: found.setId,
      studentIds: students.map((s) => s.id),
      assignedBy: found.teacherId,
      classroomId: found.classroomId,
      startsAt: group.startsAt,
      endsAt: group.endsAt,
      defaultDays: BENCHMARK_DEFAULT_DAYS,
      classroomBenchmarkId: group.id,
    });
    if (assigned.length) {
      await insertNotifications(tx, assigned.map((a) => a.studentId), NotificationType.BenchmarkAssigned, {
        isFlashNotification: false,
        unitId: found.unitId,
        benchmarkName: found.title,
      });
    }
  },
};
