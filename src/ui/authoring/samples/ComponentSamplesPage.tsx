import { Anchor, Paper, Stack, Text, Title } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import type { ComponentSample } from '@application/authoring/unit-details-authoring.port';
import { useServices } from '../../app/services-context';
import { QueryStatus } from '../../common/QueryStatus';
import { registerLocaleBundle } from '../../i18n/bundle-registry';
import { ComponentList } from '../../learning/components/ComponentList';
import { LessonScopeContext } from '../../learning/components/lesson-scope';
import { useAuthoringLabels } from '../authoring-labels';
import { lessonBuilderPath } from '../lesson-builder/lesson-builder-paths';
import { lessonBuilderStrings } from '../lesson-builder/lesson-builder.locale';
import { unitDetailsQueries } from '../unit-details/unit-details.queries';
import { unitDetailsStrings } from '../unit-details/unit-details.locale';

registerLocaleBundle(lessonBuilderStrings, unitDetailsStrings);

/**
 * `/back-office/sample` (product-spec §2; what it is: docs/decisions.md): a gallery of the component
 * catalogue for content creators. Each of the 13 types says what it is for and shows the first place
 * the course's drafts use it, rendered by the students' own components, with the way to the lesson
 * builder that holds it — or says the course does not use it yet. Real content only.
 */
export function ComponentSamplesPage() {
  const { t } = useTranslation();
  const { unitDetails } = useServices();
  const samples = useQuery(unitDetailsQueries.samples(unitDetails));
  return (
    <Stack gap="lg">
      <Anchor component={Link} to="/back-office/dashboard-builder" size="sm">
        {t('authoringBackToDashboard')}
      </Anchor>
      <Title order={1}>{t('udSamplesTitle')}</Title>
      <Text>{t('udSamplesIntro')}</Text>
      <QueryStatus query={samples} texts={{ loading: t('udSamplesLoading'), failed: t('udSamplesFailed'), tryAgain: t('retry') }}>
        {(loaded) => (
          <Stack gap="md" component="ul" style={{ listStyle: 'none', margin: 0, padding: 0 }} data-testid="component-samples">
            {loaded.map((sample) => (
              <li key={sample.type}>
                <Sample sample={sample} />
              </li>
            ))}
          </Stack>
        )}
      </QueryStatus>
    </Stack>
  );
}

function Sample({ sample }: { readonly sample: ComponentSample }) {
  const { t } = useTranslation();
  const { text } = useAuthoringLabels();
  const headingId = `sample-${sample.type}`;
  const example = sample.example;
  const lesson = example && text(example.lessonTitle);
  return (
    <Paper withBorder p="md" component="article" aria-labelledby={headingId} data-sample={sample.type}>
      <Stack gap="sm">
        <Title order={2} size="h3" id={headingId}>
          {t(`lbType-${sample.type}`)}
        </Title>
        <Text>{t(`udPurpose-${sample.type}`)}</Text>
        {example ? (
          <>
            <Text size="sm">
              {t('udSampleFrom', { unit: text(example.unitName), lesson })}{' '}
              <Anchor
                component={Link}
                underline="always"
                to={lessonBuilderPath({ id: example.unitId, belongsTo: example.unitBelongsTo }, { id: example.lessonId, lessonTypeId: example.lessonTypeId })}
                aria-label={t('udSampleOpenLessonNamed', { lesson })}
              >
                {t('udSampleOpenLesson')}
              </Anchor>
            </Text>
            <LessonScopeContext.Provider value={{ unitId: example.unitId, lessonId: example.lessonId }}>
              <ComponentList components={[example.component]} top={3} leadImages={false} />
            </LessonScopeContext.Provider>
          </>
        ) : (
          <Text size="sm" fs="italic">
            {t('udSampleNotUsed')}
          </Text>
        )}
      </Stack>
    </Paper>
  );
}
