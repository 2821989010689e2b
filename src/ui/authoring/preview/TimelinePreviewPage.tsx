import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { useServices } from '../../app/services-context';
import { failureOf } from '../../app/server-state/api-result-query';
import { QueryStatus } from '../../common/QueryStatus';
import { TimelineOverview } from '../../learning/reading/TimelinePage';
import { registerLocaleBundle } from '../../i18n/bundle-registry';
import { readingBuilderStrings } from '../biography-builder/reading-builder.locale';
import { PreviewFrame } from './PreviewFrame';
import { timelineEventPreviewPath } from './unit-preview-links';
import { readingDraftQueries } from '../biography-builder/reading-drafts.queries';
import { timelineBuilderPath } from '../biography-builder/reading-paths';

registerLocaleBundle(readingBuilderStrings);

/**
 * The unit's timeline draft as students will read it once published, by the students' own timeline
 * under the preview banner. The timeline is found by its unit (`GET timeline/unit/{unitId}/backup`, open
 * to every previewer); a unit without one says so, and any other failure is the generic one (never a
 * redirect). Event titles lead to each event's preview (the students' event pages show what is published).
 */
export function TimelinePreviewPage({ unitId }: { readonly unitId: number }) {
  const { t } = useTranslation();
  const { readingAuthoring } = useServices();
  const draft = useQuery(readingDraftQueries.timelineOfUnit(readingAuthoring, unitId));
  const texts = { loading: t('rbTimelineLoading'), failed: t('rbPreviewTimelineFailed'), tryAgain: t('retry') };
  return (
    <PreviewFrame builderPath={timelineBuilderPath(unitId)} backLabel={t('rbPreviewBackToTimeline')}>
      {failureOf(draft.error)?.code === 'AUTHORING.TIMELINE_NOT_FOUND' ? (
        <p>{t('rbNoTimeline')}</p>
      ) : (
        <QueryStatus query={draft} texts={texts}>
          {(loaded) => <TimelineOverview doc={loaded.document} eventHref={timelineEventPreviewPath} />}
        </QueryStatus>
      )}
    </PreviewFrame>
  );
}
