import { useState } from 'react';
import { Alert, Anchor, Button, Group, Paper, Stack, Table, Text, Title } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import type { AuthoredLesson, AuthoredUnitDetails } from '@application/authoring/course-authoring.use-cases';
import { AUTHORABLE_LESSON_TYPES } from '@domain/authoring/authoring.schemas';
import { useServices } from '../app/services-context';
import { QueryStatus } from '../common/QueryStatus';
import { useDialogOpener } from '../common/use-dialog-opener';
import { registerLocaleBundle } from '../i18n/bundle-registry';
import { management } from '../i18n/locales/management';
import { ConfirmRemoveModal } from '../management/ConfirmRemoveModal';
import { authoringQueries, useAddLesson, useAfterPublish, useMoveLesson, useRemoveLesson } from './authoring.queries';
import { useAuthoringLabels } from './authoring-labels';
import { authoringStrings } from './authoring.locale';
import { ChoiceMenu } from './ChoiceMenu';
import { LessonNameModal } from './LessonNameModal';
import { MoveButtons, moveFocusSelectors } from './MoveButtons';
import { PublishControl } from './publish/PublishControl';
import { PublishStateCell } from './PublishStateCell';
import { useAuthoringFeedback, useFocusWhenShown } from './use-authoring-feedback';

registerLocaleBundle(management, authoringStrings);

/** A benchmark unit's benchmark lesson is made with the unit; it is not renamed to another type or removed alone. */
const BENCHMARK_LESSON = 7;

/**
 * /back-office/unit-builder/unit/{unitId} and /back-office/skill-lesson-unit-builder/unit/{unitId}
 * (issue 14, first slice): the unit's name and publish state, its lessons (add with a type, rename
 * with type, reorder by keyboard, remove), a unit publish and a publish per lesson. Biographies,
 * stories, timeline, opener and overview are later slices, said so on the page.
 */
export function UnitBuilderPage({ unitId }: { readonly unitId: number }) {
  const { t } = useTranslation();
  const { authoring } = useServices();
  const details = useQuery(authoringQueries.unit(authoring, unitId));
  return (
    <QueryStatus query={details} texts={{ loading: t('loading'), failed: t('authoringUnitLoadFailed'), tryAgain: t('retry') }}>
      {(unit) => <UnitBuilder unit={unit} />}
    </QueryStatus>
  );
}

function UnitBuilder({ unit }: { readonly unit: AuthoredUnitDetails }) {
  const { t } = useTranslation();
  const labels = useAuthoringLabels();
  const feedback = useAuthoringFeedback();
  const dialog = useDialogOpener();
  const adding = useAddLesson();
  const moving = useMoveLesson();
  const removal = useRemoveLesson();
  const afterPublish = useAfterPublish();
  const focusWhenShown = useFocusWhenShown(unit.lessons);
  const [renamingId, setRenamingId] = useState<number | null>(null);
  const [removing, setRemoving] = useState<AuthoredLesson | null>(null);
  const [removeError, setRemoveError] = useState<string | null>(null);
  const [announcement, setAnnouncement] = useState('');
  const unitName = labels.unit(unit);
  const lessons = unit.lessons;
  const renaming = renamingId === null ? undefined : lessons.find((l) => l.id === renamingId);

  const addLesson = (lessonTypeId: number) =>
    adding.mutate(
      { unitId: unit.id, lessonTypeId },
      {
        onSuccess: (saved) => {
          feedback.saved(saved.message);
          focusWhenShown((list) => list.some((l) => l.id === saved.data.id), `[data-rename="${saved.data.id}"]`);
        },
        onError: (error) => feedback.failed('authoringFailedToCreateLesson', error),
      },
    );

  const move = (lesson: AuthoredLesson, toOrder: number) =>
    moving.mutate(
      { unitId: unit.id, lesson, toOrder },
      {
        onSuccess: (saved) => {
          feedback.changed(saved);
          setAnnouncement(t('authoringMoved', { name: labels.text(lesson.title), order: toOrder, count: lessons.length }));
          focusWhenShown((list) => list.find((l) => l.id === lesson.id)?.order === toOrder, ...moveFocusSelectors(`lesson-${lesson.id}`, toOrder < lesson.order ? 'up' : 'down'));
        },
        onError: (error) => feedback.failed('authoringFailedToReorderLesson', error),
      },
    );

  const closeRename = () => {
    setRenamingId(null);
    dialog.closing();
  };
  const closeRemove = (openerGone = false) => {
    setRemoving(null);
    setRemoveError(null);
    dialog.closing({ openerGone });
  };
  const confirmRemove = () => {
    if (!removing) return;
    removal.mutate(
      { unitId: unit.id, lessonId: removing.id },
      {
        onSuccess: (saved) => {
          feedback.changed(saved);
          closeRemove(true);
        },
        onError: (error) => {
          feedback.failed('authoringFailedToRemoveLesson', error);
          setRemoveError(`${t('authoringFailedToRemoveLesson')} ${feedback.refusal(error)}`);
        },
      },
    );
  };

  return (
    <Stack gap="lg">
      <Anchor component={Link} to="/back-office/dashboard-builder" size="sm">
        {t('authoringBackToDashboard')}
      </Anchor>
      <Stack gap={4}>
        <Title order={1} ref={dialog.headingRef} tabIndex={-1}>
          {unitName}
        </Title>
        <Text size="sm" c="dimmed">
          {labels.otherLanguage(unit.name)}
        </Text>
        <PublishStateCell state={unit.publishState} publishedAt={unit.publishedAt} />
      </Stack>

      {feedback.notice && (
        <Alert color="yellow" role="status" withCloseButton closeButtonLabel={t('close')} onClose={feedback.dismissNotice}>
          {feedback.notice}
        </Alert>
      )}
      <div role="status" aria-live="polite" className="visually-hidden">
        {announcement}
      </div>

      <Paper withBorder p="md">
        <Stack gap="xs">
          <Title order={2} size="h4">
            {t('authoringUnitPublishTitle')}
          </Title>
          <Text size="sm">{t('authoringUnitPublishHint')}</Text>
          <PublishControl scope="unit" targetId={unit.id} itemName={unitName} onPublished={afterPublish} />
        </Stack>
      </Paper>

      <Group justify="space-between">
        <Title order={2}>{t('authoringLessonsTitle')}</Title>
        <ChoiceMenu
          label={t('authoringAddLesson')}
          menuLabel={t('authoringAddLessonMenu')}
          choices={AUTHORABLE_LESSON_TYPES.map((type) => ({ value: type, label: labels.lessonType(type) }))}
          onChoose={addLesson}
          busy={adding.isPending}
        />
      </Group>

      <Table.ScrollContainer minWidth={1000}>
        <Table striped captionSide="top">
          <Table.Caption>{t('authoringLessonsCaption', { unit: unitName, count: lessons.length })}</Table.Caption>
          <Table.Thead>
            <Table.Tr>
              {['authoringColLesson', 'authoringColType', 'authoringColState', 'authoringColActions', 'authoringColPublish'].map((key) => (
                <Table.Th key={key} scope="col">
                  {t(key)}
                </Table.Th>
              ))}
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            {lessons.length === 0 ? (
              <Table.Tr>
                <Table.Td colSpan={5}>
                  <Text size="sm">{t('authoringLessonsEmpty')}</Text>
                </Table.Td>
              </Table.Tr>
            ) : (
              lessons.map((lesson) => {
                const name = labels.lesson(lesson);
                const fixed = lesson.lessonTypeId === BENCHMARK_LESSON;
                return (
                  <Table.Tr key={lesson.id}>
                    <Table.Th scope="row" fw={500}>
                      {name}
                      <Text size="xs" c="dimmed" fw={400}>
                        {labels.otherLanguage(lesson.title)}
                      </Text>
                    </Table.Th>
                    <Table.Td>{labels.lessonType(lesson.lessonTypeId)}</Table.Td>
                    <Table.Td>
                      <PublishStateCell state={lesson.publishState} publishedAt={lesson.publishedAt} />
                    </Table.Td>
                    <Table.Td>
                      <Group gap={4} wrap="nowrap">
                        {!fixed && (
                          <Button
                            size="xs"
                            variant="light"
                            data-rename={lesson.id}
                            aria-label={t('authoringRenameNamed', { name })}
                            onClick={() => {
                              dialog.opening();
                              setRenamingId(lesson.id);
                            }}
                          >
                            {t('authoringRename')}
                          </Button>
                        )}
                        <MoveButtons
                          rowKey={`lesson-${lesson.id}`}
                          name={name}
                          order={lesson.order}
                          count={lessons.length}
                          busy={moving.isPending}
                          onMove={(toOrder) => move(lesson, toOrder)}
                        />
                        {!fixed && (
                          <Button
                            size="xs"
                            variant="light"
                            color="red"
                            aria-label={t('authoringRemoveNamed', { name })}
                            onClick={() => {
                              dialog.opening();
                              setRemoving(lesson);
                            }}
                          >
                            {t('authoringRemove')}
                          </Button>
                        )}
                      </Group>
                    </Table.Td>
                    <Table.Td>
                      <PublishControl scope="lesson" targetId={lesson.id} itemName={name} onPublished={afterPublish} />
                    </Table.Td>
                  </Table.Tr>
                );
              })
            )}
          </Table.Tbody>
        </Table>
      </Table.ScrollContainer>

      <Text size="sm">{t('authoringLaterSlices')}</Text>

      {renaming && (
        <LessonNameModal
          lesson={renaming}
          title={t('authoringRenameNamed', { name: labels.lesson(renaming) })}
          onClose={closeRename}
          onSaved={(message) => {
            feedback.saved(message);
            closeRename();
          }}
        />
      )}
      <ConfirmRemoveModal name={removing ? labels.lesson(removing) : null} onClose={() => closeRemove()} onConfirm={confirmRemove} busy={removal.isPending} error={removeError} />
    </Stack>
  );
}
