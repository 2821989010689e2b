import type { ReactElement } from 'react';
import { vi } from 'vitest';
import { RoleId, ROLE_NAMES } from '@domain/identity/role';
import type { AssessmentView } from '@domain/assessment/student-view';
import type { Language } from '@domain/shared/constants';
import type { AppServices } from '@application/app-services';
import { createGradingUseCases } from '@application/grading/grading.use-cases';
import { createInMemoryCourseReader } from '@infrastructure/http/in-memory-course-reader.adapter';
import { createInMemoryGradingGateway } from '@infrastructure/http/in-memory-grading-gateway.adapter';
import { learningWorld, renderAt } from '../learning/learning-world';

export const TEACHER = { id: 2, userName: 'teacher', roleId: RoleId.DistrictTeacher, roleName: ROLE_NAMES[RoleId.DistrictTeacher], stateId: 1, districtId: 1, schoolId: 1 };

/**
 * The real grading use cases over the in-memory grading twin (spied), signed in as a district teacher
 * (or `roleId`), holding `views` as the student's current rounds. Question components read the
 * narration language, so the learning services are the student screens' world's.
 */
export function gradingWorld({ studentId = 7, views = [] as AssessmentView[], roleId = RoleId.DistrictTeacher as RoleId, language = 'en' as Language } = {}) {
  const base = learningWorld(createInMemoryCourseReader({}, studentId), { profile: { ...TEACHER, roleId, roleName: ROLE_NAMES[roleId] }, language });
  const gateway = createInMemoryGradingGateway();
  for (const view of views) gateway.putAssessment(studentId, view);
  for (const key of Object.keys(gateway) as (keyof typeof gateway)[]) vi.spyOn(gateway, key);
  const services: AppServices = { ...base.services, grading: createGradingUseCases(gateway) };
  return { services, gateway, studentId };
}

/** Renders a grading component as the app does (services, fresh cache, i18next, Mantine, router). */
export const renderSection = (ui: ReactElement, services: AppServices, path = '/grading') => renderAt(ui, { services, path });
