import { screen, waitFor, within } from '@testing-library/react';
import { expect } from 'vitest';
import type { UserEvent } from '@testing-library/user-event';
import type { AppServices } from '@application/app-services';
import { createAssessmentBuilderUseCases } from '@application/authoring/assessment-builder.use-cases';
import type { TaggableStandard } from '@application/authoring/assessment-builder.port';
import { createInMemoryAssessmentBuilder, type InMemoryAssessmentLesson } from '@infrastructure/http/in-memory-assessment-builder.adapter';
import type { InMemoryUnitSeed } from '@infrastructure/http/in-memory-course-authoring.adapter';
import { authoringWorld, COURSE } from './authoring-world';
import { previewLearning } from './preview-learning';
import { spied } from './publish-hub';

/** Two grade 8 standards of the SOA list (the tag picker's choices). */
export const STANDARDS: readonly TaggableStandard[] = [
  { id: 11, stateId: 1, stateName: 'Texas', subject: 'social-studies', grade: '8', code: '8.1A', description: 'Identify the major eras in U.S. history', strand: null },
  { id: 12, stateId: 1, stateName: 'Texas', subject: 'social-studies', grade: '8', code: '8.2B', description: 'Compare political, economic, and social reasons for colonization', strand: null },
];

/** Jamestown (101) and Plymouth (103) of COURSE's first unit: regular lessons with no assessment yet. */
export const LESSONS: readonly InMemoryAssessmentLesson[] = [
  { lessonId: 101, unitId: 1, lessonTypeId: 2 },
  { lessonId: 103, unitId: 1, lessonTypeId: 2 },
];

export const JAMESTOWN_ASSESSMENT = '/back-office/assessment-builder/unit/1/lesson/101/assessment';

/** The creator's authoring world with the assessment builders' twin (spied) and the real use cases over it. */
export function assessmentWorld(lessons: readonly InMemoryAssessmentLesson[] = LESSONS, course: readonly InMemoryUnitSeed[] = COURSE) {
  const world = authoringWorld(course);
  const port = spied(createInMemoryAssessmentBuilder({ lessons, standards: STANDARDS }));
  // The students' player (the preview's) shows the device's answer outbox, which a preview never writes to.
  const snapshot = { status: 'saved', pending: 0, lastRejection: null } as const;
  const assessment = { ...world.services.assessment, saving: { subscribe: () => () => undefined, getSnapshot: () => snapshot }, onAnswerRefused: () => () => undefined } as AppServices['assessment'];
  const { learning, learningCalls } = previewLearning();
  return { ...world, port, learningCalls, services: { ...world.services, learning, assessment, assessmentBuilder: createAssessmentBuilderUseCases(port) } };
}

/** Adds the assessment (if asked) and a question of `type` through the screen, and waits for its editor. */
export async function addQuestion(user: UserEvent, typeLabel: string, { first = false } = {}) {
  if (first) await user.click(await screen.findByRole('button', { name: 'Add assessment' }));
  const menu = await screen.findByRole('region', { name: 'Add question' });
  await user.selectOptions(within(menu).getByRole('combobox', { name: 'Question type' }), typeLabel);
  await user.click(within(menu).getByRole('button', { name: 'Add question' }));
  const editor = await screen.findByRole('region', { name: new RegExp(`^Question \\d+: ${typeLabel}$`) });
  // The question's editor draws its fields once its code has arrived (AssessmentEditor).
  await waitFor(() => expect(within(editor).queryByText('Loading…')).toBeNull());
  return editor;
}
