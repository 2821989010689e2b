import { lazy, Suspense } from 'react';
import { Anchor, Button, Group, Stack, Table, Text, Title } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import type { AuthoredLesson, AuthoredUnitDetails } from '@application/authoring/course-authoring.use-cases';
import { AUTHORABLE_LESSON_TYPES } from '@domain/authoring/authorable-lesson-types';
import { useServices } from '../app/services-context';
import { PartLoader } from '../common/PartLoader';
import { QueryStatus } from '../common/QueryStatus';
import { registerLocaleBundle } from '../i18n/bundle-registry';
import { ConfirmRemoveModal } from '../management/ConfirmRemoveModal';
import { authoringQueries, useAddLesson, useAfterPublish, useMoveLesson, useRemoveLesson } from './authoring.queries';
import { useAuthoringLabels } from './authoring-labels';
import { authoringStrings } from './authoring.locale';
import { AuthoringNotices } from './AuthoringNotices';
import { AuthoringRowHeader, AuthoringTable } from './AuthoringTable';
import { ChoiceMenu } from './ChoiceMenu';
import { lessonBuilderPath } from './lesson-builder/lesson-builder-paths';
import { lessonBuilderStrings } from './lesson-builder/lesson-builder.locale';
import { MoveButtons } from './MoveButtons';
import { PublishControl } from './publish/PublishControl';
import { PublishPanel } from './PublishPanel';
import { PublishStateCell } from './PublishStateCell';
import { RemoveButton, RenameButton } from './RowDialogButton';
import { useBuilderList } from './use-builder-list';
import { useItemDialog } from './use-item-dialog';
import { lazyAskedAtOnce } from '../common/lazy-asked-at-once';

registerLocaleBundle(authoringStrings, lessonBuilderStrings);

// Asked for as soon as the builder loads, so the sections arrive with the unit they list.
const UnitBuilderSections = lazyAskedAtOnce(() => import('./UnitBuilderSections').then((m) => m.UnitBuilderSections));
// The rename form (Mantine's Modal and Select, zod's rules) loads when it is first opened.
const LessonNameModal = lazy(() => import('./LessonNameModal').then((m) => ({ default: m.LessonNameModal })));

/** A benchmark unit's benchmark lesson is made with the unit; it is not renamed to another type or removed alone. */
const BENCHMARK_LESSON = 7;

/**
 * /back-office/unit-builder/unit/{unitId} and /back-office/skill-lesson-unit-builder/unit/{unitId}
 * (issue 14, first slice): the unit's name and publish state, its lessons (add with a type, rename
 * with type, reorder by keyboard, remove), a unit publish and a publish per lesson, its biographies,
 * stories and timeline, and its other parts (each section in its own file).
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
  const adding = useAddLesson();
  const moving = useMoveLesson();
  const removal = useRemoveLesson();
  const afterPublish = useAfterPublish();
  const { feedback, dialog, reorder, removing, created } = useBuilderList<AuthoredLesson>({
    data: unit.lessons,
    kind: 'lesson',
    nameOf: (lesson) => labels.text(lesson.title),
    move: (lesson, toOrder, handlers) => moving.mutate({ unitId: unit.id, lesson, toOrder }, handlers),
    remove: (lesson, handlers) => removal.mutate({ unitId: unit.id, lessonId: lesson.id }, handlers),
  });
  const renameDialog = useItemDialog<number>(dialog);
  const unitName = labels.unit(unit);
  const lessons = unit.lessons;
  const renaming = renameDialog.item === null ? undefined : lessons.find((l) => l.id === renameDialog.item);

  const addLesson = (lessonTypeId: number) => adding.mutate({ unitId: unit.id, lessonTypeId }, created);

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

      <AuthoringNotices notice={feedback.notice} onDismiss={feedback.dismissNotice} announcement={reorder.announcement} />

      <PublishPanel title={t('authoringUnitPublishTitle')} hint={t('authoringUnitPublishHint')} scope="unit" targetId={unit.id} itemName={unitName} onPublished={afterPublish} />

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

      <AuthoringTable
        caption={t('authoringLessonsCaption', { unit: unitName, count: lessons.length })}
        columns={['authoringColLesson', 'authoringColType', 'authoringColState', 'authoringColActions', 'authoringColPublish']}
        empty={t('authoringLessonsEmpty')}
        count={lessons.length}
      >
        {lessons.map((lesson) => {
          const name = labels.lesson(lesson);
          const fixed = lesson.lessonTypeId === BENCHMARK_LESSON;
          return (
            <Table.Tr key={lesson.id}>
              <AuthoringRowHeader otherLanguage={labels.otherLanguage(lesson.title)}>{name}</AuthoringRowHeader>
              <Table.Td>{labels.lessonType(lesson.lessonTypeId)}</Table.Td>
              <Table.Td>
                <PublishStateCell state={lesson.publishState} publishedAt={lesson.publishedAt} />
              </Table.Td>
              <Table.Td>
                <Group gap={4} wrap="nowrap">
                  <Button component={Link} to={lessonBuilderPath(unit, lesson)} size="xs" variant="default" aria-label={t('lbEditLessonNamed', { name })}>
                    {t('lbEditLesson')}
                  </Button>
                  {!fixed && <RenameButton id={lesson.id} name={name} onOpen={() => renameDialog.open(lesson.id)} />}
                  <MoveButtons
                    rowKey={`lesson-${lesson.id}`}
                    name={name}
                    order={lesson.order}
                    count={lessons.length}
                    busy={moving.isPending}
                    onMove={(toOrder) => reorder.move(lesson, toOrder, lessons.length)}
                  />
                  {!fixed && <RemoveButton name={name} onOpen={() => removing.open(lesson)} />}
                </Group>
              </Table.Td>
              <Table.Td>
                <PublishControl scope="lesson" targetId={lesson.id} itemName={name} onPublished={afterPublish} />
              </Table.Td>
            </Table.Tr>
          );
        })}
      </AuthoringTable>

      <Suspense fallback={<PartLoader />}>
        <UnitBuilderSections unit={unit} unitName={unitName} />
      </Suspense>

      {renaming && (
        <Suspense fallback={<PartLoader />}>
          <LessonNameModal
            lesson={renaming}
            title={t('authoringRenameNamed', { name: labels.lesson(renaming) })}
            onClose={() => renameDialog.close()}
            onSaved={(message) => {
              feedback.saved(message);
              renameDialog.close();
            }}
          />
        </Suspense>
      )}
      <ConfirmRemoveModal
        name={removing.removing ? labels.lesson(removing.removing) : null}
        onClose={() => removing.close()}
        onConfirm={removing.confirm}
        busy={removal.isPending}
        error={removing.error}
      />
    </Stack>
  );
}
