import '../../learning/reading/reading-strings';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import NotFoundPage from '../../common/NotFoundPage';
import { useServices } from '../../app/services-context';
import { QueryStatus } from '../../common/QueryStatus';
import { registerLocaleBundle } from '../../i18n/bundle-registry';
import { EventArticle } from '../../learning/reading/TimelineEventPage';
import { orderedEvents } from '../../learning/reading/timeline-order';
import { timelineBuilderPath, timelinePreviewPath } from '../biography-builder/reading-paths';
import { unitDetailsQueries } from '../unit-details/unit-details.queries';
import { unitDetailsStrings } from '../unit-details/unit-details.locale';
import { PreviewFrame } from './PreviewFrame';
import { timelineEventPreviewPath } from './unit-preview-links';

registerLocaleBundle(unitDetailsStrings);

/**
 * `preview-mode/time-line-event/{blurbId}`: one event of the timeline's draft as students will read it
 * (`GET timeline/blurb/{id}/backup`, open to every previewer), by the students' own event page; back
 * and previous/next stay in the previews. The last event stays on screen while the next one loads, so
 * focus moves to the new event's heading as on the students' page.
 */
export function TimelineEventPreviewPage({ eventId }: { readonly eventId: number }) {
  const { t } = useTranslation();
  const { unitDetails } = useServices();
  const draft = useQuery({ ...unitDetailsQueries.timelineOfEvent(unitDetails, eventId), placeholderData: keepPreviousData });
  return (
    <QueryStatus query={draft} texts={{ loading: t('udEventPreviewLoading'), failed: t('udEventPreviewFailed'), tryAgain: t('retry') }}>
      {(timeline) => {
        const events = orderedEvents(timeline.document.events);
        const event = events.find((e) => e.id === eventId);
        return (
          <PreviewFrame builderPath={timelineBuilderPath(timeline.unitId)} backLabel={t('udBackToTimeline')}>
            {event ? <EventArticle event={event} events={events} timelineHref={timelinePreviewPath(timeline.unitId)} eventHref={timelineEventPreviewPath} /> : <NotFoundPage />}
          </PreviewFrame>
        );
      }}
    </QueryStatus>
  );
}
