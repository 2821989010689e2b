import { AssessmentGroupSlot } from '../lesson/AssessmentGroupSlot';
import type { ComponentRendererProps } from './component-props';
import { useLessonScope } from './lesson-scope';

/** Where one of the lesson's assessment groups is answered; the assessments feature fills the slot. */
export function AssessmentGroupComponent({ component, level }: ComponentRendererProps) {
  const scope = useLessonScope();
  return (
    <AssessmentGroupSlot
      unitId={scope.unitId}
      lessonId={scope.lessonId}
      componentId={component.id}
      groupNumber={component.assessmentGroupNumber}
      requiresTeacherFeedback={component.requiresTeacherFeedback}
      headingLevel={level}
      onCompleted={scope.onAssessmentCompleted}
    />
  );
}
