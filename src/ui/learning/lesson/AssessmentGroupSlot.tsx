import { lazy, Suspense, useId } from 'react';
import { useTranslation } from 'react-i18next';
import { InlineLoader } from '../../common/InlineLoader';
import { Heading, type HeadingLevel } from '../components/Heading';
import classes from './AssessmentGroupSlot.module.css';

/** The questions, pager, submit and results load in their own chunk, only on a lesson that shows an assessment. */
const AssessmentGroupPlayer = lazy(() => import('../../assessment/AssessmentGroupPlayer'));

/**
 * An `assessment-group` component of a lesson: group `groupNumber` of the lesson's assessment, answered
 * here (check-your-understanding, skill, mid-unit, performance and benchmark lessons). `onCompleted`
 * is called when the student's submission completes it, so the lesson's status (lesson-status
 * machine) follows at once.
 */
export interface AssessmentGroupSlotProps {
  readonly unitId: number;
  /** Null inside a unit story, which has no lesson. */
  readonly lessonId: number | null;
  /** The component itself: the pager position is saved on it (PUT component/{lessonId}/{componentId}/{index}). */
  readonly componentId?: number | null;
  readonly groupNumber: number | null;
  /** Completion waits for the teacher's feedback (product-spec §4). */
  readonly requiresTeacherFeedback: boolean;
  /** Level of the slot's heading in the page outline. */
  readonly headingLevel: HeadingLevel;
  /** The submission completed the group; `waitsForTeacher` while a score or required feedback is not in. */
  readonly onCompleted?: (waitsForTeacher: boolean) => void;
}

export function AssessmentGroupSlot({ lessonId, componentId, groupNumber, requiresTeacherFeedback, headingLevel, onCompleted }: AssessmentGroupSlotProps) {
  const { t } = useTranslation();
  const id = useId();
  return (
    <section className={classes.slot} aria-labelledby={id} data-testid="assessment-group-slot" data-group={groupNumber ?? undefined}>
      <Heading level={headingLevel} id={id}>
        {t('assessmentGroup', { number: groupNumber ?? 1 })}
      </Heading>
      <Suspense fallback={<InlineLoader />}>
        <AssessmentGroupPlayer
          lessonId={lessonId}
          componentId={componentId ?? null}
          groupNumber={groupNumber}
          requiresTeacherFeedback={requiresTeacherFeedback}
          headingLevel={headingLevel}
          onCompleted={onCompleted}
        />
      </Suspense>
    </section>
  );
}
