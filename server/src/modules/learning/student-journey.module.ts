import type { FastifyInstance } from 'fastify';
import type { AppDeps } from '../../app-deps';
import { registerMediaRoutes } from './media.routes';
import { registerReadingRoutes } from './reading.routes';
import { registerStudentUnitRoutes } from './student-units.routes';

/** The student journey's API: units, lessons and progress, reading content, and media. */
export function registerStudentJourney(app: FastifyInstance, deps: AppDeps): void {
  registerStudentUnitRoutes(app, deps);
  registerReadingRoutes(app, deps);
  registerMediaRoutes(app, deps);
}
