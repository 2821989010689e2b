import { Anchor, Stack, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { Link, matchPath, useLocation } from 'react-router-dom';
import type { Component } from '@domain/content/component.schemas';
import { useServices } from '../../app/services-context';
import { registerLocaleBundle } from '../../i18n/bundle-registry';
import { useSave } from '../lesson-builder/draft-saver';
import { ChoiceField } from '../lesson-builder/choice-fields';
import { LESSON_BUILDER_PATTERNS } from '../lesson-builder/lesson-builder-paths';
import { assessmentBuilderStrings } from './assessment-builder.locale';
import { assessmentBuilderPath } from './assessment-builder-paths';

registerLocaleBundle(assessmentBuilderStrings);

/** Sections a component may show: the assessment's sections are numbered from 1 (the server allows up to 50). */
const GROUP_NUMBERS = Array.from({ length: 20 }, (_, i) => String(i + 1));

/** The lesson the lesson builder is open on (a unit story has none: its components show no lesson's assessment). */
function useBuilderLesson(): { unitId: number; lessonId: number } | null {
  const { pathname } = useLocation();
  for (const pattern of LESSON_BUILDER_PATTERNS) {
    const match = matchPath(pattern, pathname);
    if (match) return { unitId: Number(match.params.unitId), lessonId: Number(match.params.lessonId) };
  }
  return null;
}

/**
 * An assessment-group component's properties (issue 15): which section of the lesson's assessment it
 * shows (`PUT component/{id}/assessmentgroup`, through the lesson builder's line of changes, as it
 * answers the lesson's draft) and the way to the assessment builder that edits its questions.
 */
export function AssessmentGroupProperties({ component }: { readonly component: Component }) {
  const { t } = useTranslation();
  const { assessmentBuilder } = useServices();
  const save = useSave();
  const lesson = useBuilderLesson();
  const current = String(component.assessmentGroupNumber ?? 1);
  const options = (GROUP_NUMBERS.includes(current) ? GROUP_NUMBERS : [...GROUP_NUMBERS, current]).map((value) => ({ value, label: value }));
  return (
    <Stack gap="sm">
      <ChoiceField
        label={t('abGroupNumber')}
        description={t('abGroupNumberHint')}
        value={current}
        options={options}
        onSave={(value) => save((_, version) => assessmentBuilder.showAssessmentGroup(component.id, version, Number(value ?? 1)))}
      />
      {lesson ? (
        // Mid-unit and performance lessons open their assessment builder directly; a lesson builder's lesson is a check-your-understanding or skill lesson.
        <Anchor component={Link} to={assessmentBuilderPath(lesson.unitId, lesson.lessonId, 2)}>
          {t('abEditAssessment')}
        </Anchor>
      ) : (
        <Text size="sm">{t('lbAssessmentGroupNone')}</Text>
      )}
    </Stack>
  );
}
