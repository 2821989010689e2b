import { lazy, Suspense, useEffect } from 'react';
import { Text } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { useServices } from '../../app/services-context';
import { PartLoader } from '../../common/PartLoader';
import { QueryStatus } from '../../common/QueryStatus';
import { registerLocaleBundle } from '../../i18n/bundle-registry';
import { assessmentBuilderStrings } from '../assessment-builder/assessment-builder.locale';
import { assessmentDraftQueries } from '../assessment-builder/assessment-draft.queries';
import { PreviewFrame } from './PreviewFrame';

const loadDraftAsPublished = () => import('./AssessmentDraftAsPublished');
const AssessmentDraftAsPublished = lazy(() => loadDraftAsPublished().then((m) => ({ default: m.AssessmentDraftAsPublished })));

registerLocaleBundle(assessmentBuilderStrings);

export interface AssessmentPreviewPageProps {
  readonly lessonId: number;
  /** The builder this preview mirrors (its unit is the draft's when the path names none). */
  readonly builderPath: (unitId: number) => string;
}

/**
 * A lesson's assessment draft as students will answer it once published (issue 15): the document a
 * publish would write (`assessmentDocumentOfDraft`, the same function publish runs) rendered by the
 * students' own player, answers kept in memory only — nothing is saved, submitted or scored on the
 * server. A draft publish would refuse is not shown as if it were answerable: its problems are listed.
 */
export function AssessmentPreviewPage({ lessonId, builderPath }: AssessmentPreviewPageProps) {
  const { t } = useTranslation();
  const { assessmentBuilder } = useServices();
  const draft = useQuery(assessmentDraftQueries.of(assessmentBuilder, { lessonId }));
  // The player's code is fetched while the draft is: neither waits for the other.
  useEffect(() => void loadDraftAsPublished(), []);
  return (
    <PreviewFrame builderPath={draft.data ? builderPath(draft.data.unitId) : null} backLabel={t('abPreviewBack')}>
      <QueryStatus query={draft} texts={{ loading: t('abPreviewLoading'), failed: t('abPreviewLoadFailed'), tryAgain: t('retry') }}>
        {(loaded) =>
          loaded ? (
            <Suspense fallback={<PartLoader />}>
              <AssessmentDraftAsPublished key={loaded.version} draft={loaded} />
            </Suspense>
          ) : (
            <Text>{t('abPreviewNone')}</Text>
          )
        }
      </QueryStatus>
    </PreviewFrame>
  );
}
