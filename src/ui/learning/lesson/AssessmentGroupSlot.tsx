import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { Heading, type HeadingLevel } from '../components/Heading';
import classes from './AssessmentGroupSlot.module.css';

/**
 * The stable seam for the assessments feature: an `assessment-group` component of a lesson renders
 * this slot. The assessments engineer replaces this file's body (keep the export name and props):
 * load group `groupNumber` of `lessonId` through the assessments API, and call `onCompleted` when the
 * student's submission completes it, so the lesson's status (lesson-status machine) follows at once.
 * Until then the slot says so plainly and shows no questions.
 */
export interface AssessmentGroupSlotProps {
  readonly unitId: number;
  /** Null inside a unit story, which has no lesson. */
  readonly lessonId: number | null;
  readonly groupNumber: number | null;
  /** Completion waits for the teacher's feedback (product-spec §4). */
  readonly requiresTeacherFeedback: boolean;
  /** Level of the slot's heading in the page outline. */
  readonly headingLevel: HeadingLevel;
  readonly onCompleted?: (requiresTeacherFeedback: boolean) => void;
}

export function AssessmentGroupSlot({ groupNumber, headingLevel }: AssessmentGroupSlotProps) {
  const { t } = useTranslation();
  const id = useId();
  return (
    <section className={classes.slot} aria-labelledby={id} data-testid="assessment-group-slot" data-group={groupNumber ?? undefined}>
      <Heading level={headingLevel} id={id}>
        {t('assessmentGroup', { number: groupNumber ?? 1 })}
      </Heading>
      <p>{t('assessmentComing')}</p>
    </section>
  );
}
