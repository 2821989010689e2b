import './reading-strings';
import { useQuery } from '@tanstack/react-query';
import { useEffect, useMemo, useRef } from 'react';
import { Group, Stack, Text, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { Link, useParams } from 'react-router-dom';
import type { TimelineEvent } from '@domain/content/reading.schemas';
import { useBilingual } from '../../app/use-language';
import { AudioPlayer } from '../common/AudioPlayer';
import { ContentGate } from '../common/ContentGate';
import { ImagePopup } from '../common/ImagePopup';
import { idParam } from '../common/lesson-path';
import { RichText } from '../common/RichText';
import { useStudentContent, type ContentState } from '../common/use-student-content';
import { useLearningQueries } from '../learning.queries';
import { eventPath, neighbours, orderedEvents } from './timeline-order';
import { UnitFrame } from './UnitFrame';
import classes from './reading.module.css';

export interface EventView {
  readonly event: TimelineEvent;
  /** The timeline's events in order, for previous/next; empty when the timeline could not be read. */
  readonly events: readonly TimelineEvent[];
  /** Where "back to the timeline" and previous/next lead: the students' pages unless given (the back office's preview). */
  readonly timelineHref?: string;
  readonly eventHref?: (eventId: number) => string;
}

/**
 * `/unit/:unitId/time-line/event/:blurbId`: one event with its long description, image, narration and
 * previous/next. The event's 404 is the page's (the timeline-event notice); the timeline (shared with
 * the timeline page's cache) only adds previous/next, and its failure leaves them out.
 */
export default function TimelineEventPage() {
  const params = useParams();
  const unitId = idParam(params.unitId);
  const eventId = idParam(params.blurbId);
  const queries = useLearningQueries();
  const { state, reload } = useStudentContent(queries.timelineEvent(eventId));
  const timeline = useQuery(queries.timeline(unitId));
  const events = useMemo(() => (timeline.data ? orderedEvents(timeline.data.events) : []), [timeline.data]);
  const shown: ContentState<EventView> =
    state.status !== 'ready' ? state : timeline.isPending ? { status: 'loading' } : { status: 'ready', data: { event: state.data, events } };
  return (
    <UnitFrame unitId={unitId}>
      <ContentGate state={shown} reload={reload}>
        {(view) => <EventArticle {...view} />}
      </ContentGate>
    </UnitFrame>
  );
}

/**
 * One event as students read it. After previous/next, focus moves to the new event's heading so a
 * keyboard or screen-reader user starts reading there.
 */
export function EventArticle({ event, events, timelineHref = `/unit/${event.unitId}/time-line`, eventHref = (id) => eventPath(event.unitId, id) }: EventView) {
  const { t } = useTranslation();
  const text = useBilingual();
  const heading = useRef<HTMLHeadingElement>(null);
  const shownId = useRef(event.id);
  useEffect(() => {
    if (shownId.current === event.id) return;
    shownId.current = event.id;
    heading.current?.focus();
  }, [event.id]);

  const title = text(event.title);
  const date = text(event.date);
  const { index, previous, next } = neighbours(events, event.id);
  return (
    <article className={classes.page} aria-labelledby="event-title" data-testid="timeline-event">
      <Link to={timelineHref} className={classes.link}>
        <span aria-hidden="true">← </span>
        {t('readingBackToTimeline')}
      </Link>
      <header>
        <Text fw={700} className={classes.muted}>
          <time dateTime={String(event.year).padStart(4, '0')}>{date || event.year}</time>
          {date && !date.includes(String(event.year)) && ` · ${event.year}`}
          {index >= 0 && ` · ${t('readingEventOf', { index: index + 1, total: events.length })}`}
        </Text>
        <Title order={1} id="event-title" ref={heading} tabIndex={-1} className={classes.focusTarget}>
          {title}
        </Title>
      </header>
      <Group align="flex-start" gap="xl" wrap="wrap">
        {event.image && (
          <figure className={classes.figure}>
            <ImagePopup image={event.image} width={420} lead />
          </figure>
        )}
        <Stack gap="xs" className={classes.grow}>
          <AudioPlayer audio={event.audio} label={title} />
          <RichText html={text(event.longDescription) || text(event.shortDescription)} />
        </Stack>
      </Group>
      {(previous || next) && (
        <nav aria-label={t('readingEventNavigation')} className={classes.pager} data-testid="event-pager">
          {previous ? (
            <Link to={eventHref(previous.id)} className={classes.pagerLink} rel="prev">
              <span aria-hidden="true">← </span>
              {t('readingPreviousEvent', { title: text(previous.title) })}
            </Link>
          ) : (
            <span />
          )}
          {next && (
            <Link to={eventHref(next.id)} className={classes.pagerLink} rel="next">
              {t('readingNextEvent', { title: text(next.title) })}
              <span aria-hidden="true"> →</span>
            </Link>
          )}
        </nav>
      )}
    </article>
  );
}
