import './reading-strings';
import { Text, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { Link, useParams } from 'react-router-dom';
import type { TimelineDocument } from '@domain/content/reading.schemas';
import { useBilingual } from '../../app/use-language';
import { ContentGate } from '../common/ContentGate';
import { idParam } from '../common/lesson-path';
import { RichText } from '../common/RichText';
import { useStudentContent } from '../common/use-student-content';
import { useLearningQueries } from '../learning.queries';
import { eventPath, orderedEvents } from './timeline-order';
import { UnitFrame } from './UnitFrame';
import classes from './reading.module.css';
import timeline from './Timeline.module.css';

/**
 * `/unit/:unitId/time-line`: the unit's events in order as an ordered list; each title is a link to
 * the event, so the list is read and walked with the keyboard like any list of links.
 */
export default function TimelinePage() {
  const queries = useLearningQueries();
  const unitId = idParam(useParams().unitId);
  const { state, reload } = useStudentContent(queries.timeline(unitId));
  return (
    <UnitFrame unitId={unitId}>
      <ContentGate state={state} reload={reload}>
        {(doc) => <TimelineOverview doc={doc} eventHref={(eventId) => eventPath(doc.unitId, eventId)} />}
      </ContentGate>
    </UnitFrame>
  );
}

export interface TimelineOverviewProps {
  readonly doc: TimelineDocument;
  /** Where an event's title leads (its page); without it titles are plain text (the back office's preview). */
  readonly eventHref?: (eventId: number) => string;
}

/** A timeline as students read it: title, introduction and its events in order. */
export function TimelineOverview({ doc, eventHref }: TimelineOverviewProps) {
  const { t } = useTranslation();
  const text = useBilingual();
  const events = orderedEvents(doc.events);
  return (
    <section className={classes.page} aria-labelledby="timeline-title">
      <Title order={1} id="timeline-title">
        {text(doc.title)}
      </Title>
      <RichText html={text(doc.intro)} />
      {events.length === 0 ? (
        <Text>{t('readingNoEvents')}</Text>
      ) : (
        <ol className={timeline.line} aria-labelledby="timeline-title" data-testid="timeline-events">
          {events.map((event) => {
            const date = text(event.date);
            return (
              <li key={event.id} className={timeline.event} data-event-id={event.id}>
                <span className={timeline.dot} aria-hidden="true" />
                <div className={timeline.body}>
                  <Text className={timeline.date} fw={700}>
                    <time dateTime={String(event.year).padStart(4, '0')}>{date || event.year}</time>
                    {date && !date.includes(String(event.year)) && ` · ${event.year}`}
                  </Text>
                  <Title order={2} size="h4" className={timeline.title}>
                    {eventHref ? (
                      <Link to={eventHref(event.id)} className={classes.link}>
                        {text(event.title)}
                      </Link>
                    ) : (
                      text(event.title)
                    )}
                  </Title>
                  <Text>{text(event.shortDescription)}</Text>
                </div>
                {event.image && (
                  <img
                    className={timeline.thumb}
                    src={event.image.url}
                    alt={text(event.image.alt)}
                    width={event.image.width ?? undefined}
                    height={event.image.height ?? undefined}
                    loading="lazy"
                    decoding="async"
                  />
                )}
              </li>
            );
          })}
        </ol>
      )}
    </section>
  );
}
