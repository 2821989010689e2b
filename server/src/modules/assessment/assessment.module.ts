import type { FastifyInstance } from 'fastify';
import type { AppDeps } from '../../app-deps';
import { registerAssessmentRoutes } from './assessment.routes';
import { registerBenchmarkRoutes } from './benchmark.routes';
import { registerClassroomBenchmarkRoutes } from './classroom-benchmark.routes';
import { registerGradingQueueRoutes } from './grading-queue.routes';
import { registerStudentReportRoutes } from './student-report.routes';
import { registerTeacherRoutes } from './teacher.routes';

/**
 * Assessments (issue 5): the student's answers, submits and benchmarks, and the teacher's feedback,
 * retakes and benchmark assignments.
 */
export function registerAssessments(app: FastifyInstance, deps: AppDeps): void {
  registerAssessmentRoutes(app, deps);
  registerBenchmarkRoutes(app, deps);
  registerTeacherRoutes(app, deps);
  registerStudentReportRoutes(app, deps);
  registerGradingQueueRoutes(app, deps);
  registerClassroomBenchmarkRoutes(app, deps);
}
