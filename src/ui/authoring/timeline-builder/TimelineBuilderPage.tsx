import { lazy, useState } from 'react';
import { Button, Group, Stack, Text, Title } from '@mantine/core';
import { showSnackbar } from '../../common/show-snackbar';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import type { AuthoredTimeline } from '@application/authoring/reading-authoring.port';
import type { AuthoredUnitDetails } from '@application/authoring/course-authoring.use-cases';
import type { Language } from '@domain/shared/constants';
import { useServices } from '../../app/services-context';
import { LoadedOnFirstOpen } from '../../common/LoadedOnFirstOpen';
import { QueryStatus } from '../../common/QueryStatus';
import { useDialogOpener } from '../../common/use-dialog-opener';
import { registerLocaleBundle } from '../../i18n/bundle-registry';
import { orderedEvents } from '../../learning/reading/timeline-order';
import { useAuthoringLabels } from '../authoring-labels';
import { authoringQueries } from '../authoring.queries';
import { ReadingBuilderBar } from '../biography-builder/ReadingBuilderBar';
import { readingBuilderStrings } from '../biography-builder/reading-builder.locale';
import { useReadingDraftSaver, type ReadingDraftSaver } from '../biography-builder/reading-draft-saver';
import { readingDraftKeys, readingDraftQueries, useCreateTimeline } from '../biography-builder/reading-drafts.queries';
import { timelinePreviewPath } from '../biography-builder/reading-paths';
import { optionalText } from '../biography-builder/reading-texts';
import { MissingUnitItem } from '../MissingUnitItem';
import { EditableRow } from '../page-builders/EditableRow';
import { SortableList } from '../editing/SortableList';
import { RichTextField } from '../editing/RichTextField';
import { withLanguage } from '../lesson-builder/draft-parts';
import { lazyRuleOf, plainText, RuleField } from '../lesson-builder/fields';
import { lessonBuilderStrings } from '../lesson-builder/lesson-builder.locale';
import { ConfirmRemoveModal } from '../../management/ConfirmRemoveModal';
import { movedIds, timelineBody } from './timeline-body';
import { TimelineEventEditor } from './TimelineEventEditor';

registerLocaleBundle(lessonBuilderStrings, readingBuilderStrings);

const titleRule = lazyRuleOf(() => import('@domain/authoring/reading-authoring.schemas').then((m) => m.saveTimelineBodySchema.shape.title.shape.en));
const AddTimelineEventModal = lazy(() => import('./AddTimelineEventModal').then((m) => ({ default: m.AddTimelineEventModal })));

/**
 * /back-office/time-line-builder/unit/{unitId} (issue 14): the unit's one timeline, found through the
 * unit's details; a unit without one offers to create it. An unknown unit is a generic error (§2).
 */
export function TimelineBuilderPage({ unitId }: { readonly unitId: number }) {
  const { t } = useTranslation();
  const { authoring } = useServices();
  const unit = useQuery(authoringQueries.unit(authoring, unitId));
  return (
    <QueryStatus query={unit} texts={{ loading: t('rbUnitLoading'), failed: t('authoringUnitLoadFailed'), tryAgain: t('retry') }}>
      {(details) => (details.timelineId === null ? <NoTimeline unit={details} /> : <TimelineDraft key={details.timelineId} timelineId={details.timelineId} />)}
    </QueryStatus>
  );
}

function NoTimeline({ unit }: { readonly unit: AuthoredUnitDetails }) {
  const { t } = useTranslation();
  const creating = useCreateTimeline(unit.id);
  return (
    <MissingUnitItem
      unit={unit}
      kind={t('rbTimelineKind')}
      none={t('rbNoTimeline')}
      createLabel={t('rbCreateTimeline')}
      onCreate={() => creating.mutate(undefined)}
      busy={creating.isPending}
      error={creating.error}
    />
  );
}

function TimelineDraft({ timelineId }: { readonly timelineId: number }) {
  const { t } = useTranslation();
  const { readingAuthoring } = useServices();
  const draft = useQuery(readingDraftQueries.timeline(readingAuthoring, timelineId));
  return (
    <QueryStatus query={draft} texts={{ loading: t('rbTimelineLoading'), failed: t('rbTimelineLoadFailed'), tryAgain: t('retry') }}>
      {(loaded) => <TimelineBuilder draft={loaded} />}
    </QueryStatus>
  );
}

function TimelineBuilder({ draft }: { readonly draft: AuthoredTimeline }) {
  const { t } = useTranslation();
  const labels = useAuthoringLabels();
  const saver = useReadingDraftSaver<AuthoredTimeline>(readingDraftKeys.timeline(draft.id), draft.unitId);
  const [adding, setAdding] = useState(false);
  const addDialog = useDialogOpener();
  const [editingId, setEditingId] = useState<number | null>(null);
  const doc = draft.document;
  const name = labels.text(doc.title);
  const events = orderedEvents(doc.events);
  const eventName = (event: (typeof events)[number]) => t('rbEventNamed', { year: event.year, title: labels.text(event.title) });
  const saveTitle = (language: Language) => (text: string) =>
    saver.save((reading, version, latest) => reading.saveTimeline(draft.id, timelineBody(latest, version, { title: (now) => withLanguage(now, language, text) })));
  const saveIntro = (language: Language) => (html: string) =>
    void saver.save((reading, version, latest) => reading.saveTimeline(draft.id, timelineBody(latest, version, { intro: (now) => optionalText(withLanguage(now, language, html)) })));
  const move = (from: number, to: number) => {
    const order = movedIds(events, from, to);
    void saver.save((reading, version, latest) => reading.saveTimeline(draft.id, timelineBody(latest, version, { order }))).then((outcome) => {
      if (outcome.ok) showSnackbar({ color: 'green', message: outcome.message || t('changesSaved') });
    });
  };

  const removal = useEventRemoval(saver.save);

  return (
    <Stack gap="lg">
      <ReadingBuilderBar draft={draft} scope="timeline" name={name} otherLanguage={labels.otherLanguage(doc.title)} previewPath={timelinePreviewPath(draft.unitId)} saver={saver} />
      <Stack gap="sm" maw={760}>
        <RuleField label={t('rbTimelineTitleEn')} value={doc.title.en} field="title" parse={titleRule} onSave={saveTitle('en')} />
        <RuleField label={t('rbTimelineTitleEs')} value={doc.title.es} field="title" parse={plainText} onSave={saveTitle('es')} />
        <RichTextField label={t('rbIntroEn')} language="en" value={doc.intro?.en ?? ''} onChange={saveIntro('en')} />
        <RichTextField label={t('rbIntroEs')} language="es" value={doc.intro?.es ?? ''} onChange={saveIntro('es')} />
      </Stack>
      <Stack gap="sm" component="section" aria-labelledby="timeline-events-title">
        <Group justify="space-between">
          <Title order={2} size="h4" id="timeline-events-title" ref={addDialog.headingRef} tabIndex={-1}>
            {t('rbEvents')}
          </Title>
          <Button
            onClick={() => {
              addDialog.opening();
              setAdding(true);
            }}
          >
            {t('rbAddEvent')}
          </Button>
        </Group>
        {events.length === 0 ? (
          <Text size="sm">{t('rbEventsEmpty')}</Text>
        ) : (
          <SortableList
            items={events}
            label={t('rbEvents')}
            itemLabel={eventName}
            onMove={move}
            disabled={saver.state.kind === 'saving'}
            renderItem={(event, index) => {
              const itemName = eventName(event);
              const open = editingId === event.id;
              return (
                <EditableRow name={itemName} open={open} onToggle={() => setEditingId(open ? null : event.id)} onRemove={() => removal.ask(itemName, event.id)}>
                  <TimelineEventEditor timelineId={draft.id} event={event} index={index} name={itemName} save={saver.save} />
                </EditableRow>
              );
            }}
          />
        )}
      </Stack>
      <LoadedOnFirstOpen open={adding}>
        <AddTimelineEventModal
          timelineId={draft.id}
          opened={adding}
          onClose={() => {
            setAdding(false);
            addDialog.closing();
          }}
          save={saver.save}
        />
      </LoadedOnFirstOpen>
      {removal.dialog}
    </Stack>
  );
}

/**
 * "Remove {event}?" before an event goes (`DELETE blurb/{id}` with the draft's version): the server's
 * confirmation as a snackbar, or its refusal inside the dialog, where focus is.
 */
function useEventRemoval(save: ReadingDraftSaver<AuthoredTimeline>['save']) {
  const { t } = useTranslation();
  const [removing, setRemoving] = useState<{ readonly id: number; readonly name: string } | null>(null);
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const ask = (name: string, id: number) => {
    setError(null);
    setRemoving({ id, name });
  };
  const confirm = async () => {
    if (!removing || busy) return;
    setBusy(true);
    const outcome = await save((reading, version) => reading.removeTimelineEvent(removing.id, version));
    setBusy(false);
    if (!outcome.ok) return setError(outcome.text);
    showSnackbar({ color: 'green', message: outcome.message || t('changesSaved') });
    setRemoving(null);
  };
  const dialog = <ConfirmRemoveModal name={removing?.name ?? null} onClose={() => setRemoving(null)} onConfirm={() => void confirm()} busy={busy} error={error} />;
  return { ask, dialog };
}
