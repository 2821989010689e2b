import { useState } from 'react';
import { Alert, Anchor, Button, Group, Paper, Stack, Table, Text, Title } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import type { AuthoredUnit } from '@application/authoring/course-authoring.use-cases';
import { useServices } from '../app/services-context';
import { QueryStatus } from '../common/QueryStatus';
import { useDialogOpener } from '../common/use-dialog-opener';
import { registerLocaleBundle } from '../i18n/bundle-registry';
import { management } from '../i18n/locales/management';
import { ConfirmRemoveModal } from '../management/ConfirmRemoveModal';
import { authoringQueries, useAfterPublish, useCreateUnit, useMoveUnit, useRemoveUnit } from './authoring.queries';
import { useAuthoringLabels } from './authoring-labels';
import { authoringStrings } from './authoring.locale';
import { ChoiceMenu } from './ChoiceMenu';
import { MoveButtons, moveFocusSelectors } from './MoveButtons';
import { PublishControl } from './publish/PublishControl';
import { PublishStateCell } from './PublishStateCell';
import { UnitAcronymModal } from './UnitAcronymModal';
import { UnitNameModal } from './UnitNameModal';
import { useAuthoringFeedback, useFocusWhenShown } from './use-authoring-feedback';

registerLocaleBundle(management, authoringStrings);

type Editing = { kind: 'rename' | 'acronym'; unitId: number } | null;

/** Where a unit's builder is: benchmark and special units have their own builder path of §2 for skill units. */
export const unitBuilderPath = (unit: Pick<AuthoredUnit, 'id' | 'belongsTo'>) =>
  unit.belongsTo === 'literacy' ? `/back-office/skill-lesson-unit-builder/unit/${unit.id}` : `/back-office/unit-builder/unit/${unit.id}`;

/**
 * /back-office/dashboard-builder (issue 14): the content creator's landing. The course's units in
 * order with their publish state; create, rename, acronym, reorder by keyboard, remove, open a unit's
 * builder, and publish the course.
 */
export function CourseDashboardBuilder() {
  const { t } = useTranslation();
  const { authoring } = useServices();
  const labels = useAuthoringLabels();
  const feedback = useAuthoringFeedback();
  const dialog = useDialogOpener();
  const units = useQuery(authoringQueries.units(authoring));
  const types = useQuery(authoringQueries.unitTypes(authoring));
  const create = useCreateUnit();
  const moving = useMoveUnit();
  const removal = useRemoveUnit();
  const afterPublish = useAfterPublish();
  const focusWhenShown = useFocusWhenShown(units.data);
  const [editing, setEditing] = useState<Editing>(null);
  const [removing, setRemoving] = useState<AuthoredUnit | null>(null);
  const [removeError, setRemoveError] = useState<string | null>(null);
  const [announcement, setAnnouncement] = useState('');

  const edited = editing ? units.data?.find((u) => u.id === editing.unitId) : undefined;
  const closeEditing = () => {
    setEditing(null);
    dialog.closing();
  };

  const createUnit = (unitTypeId: number) =>
    create.mutate(unitTypeId === 4 ? 4 : 1, {
      onSuccess: (saved) => {
        feedback.saved(saved.message);
        focusWhenShown((list) => !!list?.some((u) => u.id === saved.data.id), `[data-rename="${saved.data.id}"]`);
      },
      onError: (error) => feedback.failed('authoringFailedToCreateUnit', error),
    });

  const move = (unit: AuthoredUnit, toOrder: number, count: number) =>
    moving.mutate(
      { unit, toOrder },
      {
        onSuccess: (saved) => {
          feedback.changed(saved);
          setAnnouncement(t('authoringMoved', { name: labels.text(unit.name), order: toOrder, count }));
          focusWhenShown((list) => list?.find((u) => u.id === unit.id)?.order === toOrder, ...moveFocusSelectors(`unit-${unit.id}`, toOrder < unit.order ? 'up' : 'down'));
        },
        onError: (error) => feedback.failed('authoringFailedToReorderUnit', error),
      },
    );

  const closeRemove = (openerGone = false) => {
    setRemoving(null);
    setRemoveError(null);
    dialog.closing({ openerGone });
  };
  const confirmRemove = () => {
    if (!removing) return;
    removal.mutate(removing, {
      onSuccess: (saved) => {
        feedback.changed(saved);
        closeRemove(true);
      },
      onError: (error) => {
        feedback.failed('authoringFailedToRemoveUnit', error);
        setRemoveError(`${t('authoringFailedToRemoveUnit')} ${feedback.refusal(error)}`);
      },
    });
  };

  const typeChoices = (types.data ?? []).map((type) => ({ value: type.id, label: labels.text(type.name) }));

  return (
    <Stack gap="lg">
      <Title order={1} ref={dialog.headingRef} tabIndex={-1}>
        {t('authoringDashboardTitle')}
      </Title>
      <Text size="sm">{t('authoringDashboardIntro')}</Text>

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
            {t('authoringCoursePublishTitle')}
          </Title>
          <Text size="sm">{t('authoringCoursePublishHint')}</Text>
          <PublishControl scope="course" targetId={null} itemName={t('authoringCourseName')} onPublished={afterPublish} />
        </Stack>
      </Paper>

      <Group justify="space-between">
        <Title order={2}>{t('authoringUnitsTitle')}</Title>
        <ChoiceMenu label={t('authoringNewUnit')} menuLabel={t('authoringNewUnitMenu')} choices={typeChoices} onChoose={createUnit} busy={create.isPending || types.isPending} />
      </Group>

      <QueryStatus query={units} texts={{ loading: t('loading'), failed: t('authoringUnitsLoadFailed'), tryAgain: t('retry') }}>
        {(list) => (
          <Table.ScrollContainer minWidth={1000}>
            <Table striped captionSide="top">
              <Table.Caption>{t('authoringUnitsCaption', { count: list.length })}</Table.Caption>
              <Table.Thead>
                <Table.Tr>
                  {['authoringColUnit', 'authoringColType', 'authoringColBelongsTo', 'authoringColState', 'authoringColLessons', 'authoringColActions'].map((key) => (
                    <Table.Th key={key} scope="col">
                      {t(key)}
                    </Table.Th>
                  ))}
                </Table.Tr>
              </Table.Thead>
              <Table.Tbody>
                {list.length === 0 ? (
                  <Table.Tr>
                    <Table.Td colSpan={6}>
                      <Text size="sm">{t('authoringUnitsEmpty')}</Text>
                    </Table.Td>
                  </Table.Tr>
                ) : (
                  list.map((unit) => {
                    const name = labels.unit(unit);
                    return (
                      <Table.Tr key={unit.id}>
                        <Table.Th scope="row" fw={500}>
                          <Anchor component={Link} to={unitBuilderPath(unit)}>
                            {name}
                          </Anchor>
                          <Text size="xs" c="dimmed" fw={400}>
                            {labels.otherLanguage(unit.name)}
                          </Text>
                        </Table.Th>
                        <Table.Td>{labels.unitType(types.data, unit.unitTypeId)}</Table.Td>
                        <Table.Td>{labels.belongsTo(unit.belongsTo)}</Table.Td>
                        <Table.Td>
                          <PublishStateCell state={unit.publishState} publishedAt={unit.publishedAt} />
                        </Table.Td>
                        <Table.Td>{unit.lessonCount}</Table.Td>
                        <Table.Td>
                          <Group gap={4} wrap="nowrap">
                            <Button size="xs" variant="light" component={Link} to={unitBuilderPath(unit)} aria-label={t('authoringOpenNamed', { name })}>
                              {t('authoringOpen')}
                            </Button>
                            <Button
                              size="xs"
                              variant="light"
                              data-rename={unit.id}
                              aria-label={t('authoringRenameNamed', { name })}
                              onClick={() => {
                                dialog.opening();
                                setEditing({ kind: 'rename', unitId: unit.id });
                              }}
                            >
                              {t('authoringRename')}
                            </Button>
                            {unit.number === 0 && (
                              <Button
                                size="xs"
                                variant="light"
                                aria-label={t('authoringAcronymNamed', { name })}
                                onClick={() => {
                                  dialog.opening();
                                  setEditing({ kind: 'acronym', unitId: unit.id });
                                }}
                              >
                                {t('authoringAcronym')}
                              </Button>
                            )}
                            <MoveButtons
                              rowKey={`unit-${unit.id}`}
                              name={name}
                              order={unit.order}
                              count={list.length}
                              busy={moving.isPending}
                              onMove={(toOrder) => move(unit, toOrder, list.length)}
                            />
                            <Button
                              size="xs"
                              variant="light"
                              color="red"
                              aria-label={t('authoringRemoveNamed', { name })}
                              onClick={() => {
                                dialog.opening();
                                setRemoving(unit);
                              }}
                            >
                              {t('authoringRemove')}
                            </Button>
                          </Group>
                        </Table.Td>
                      </Table.Tr>
                    );
                  })
                )}
              </Table.Tbody>
            </Table>
          </Table.ScrollContainer>
        )}
      </QueryStatus>

      {editing?.kind === 'rename' && edited && (
        <UnitNameModal
          unit={edited}
          title={t('authoringRenameNamed', { name: labels.unit(edited) })}
          onClose={closeEditing}
          onSaved={(message) => {
            feedback.saved(message);
            closeEditing();
          }}
        />
      )}
      {editing?.kind === 'acronym' && edited && (
        <UnitAcronymModal
          unit={edited}
          title={t('authoringAcronymNamed', { name: labels.unit(edited) })}
          onClose={closeEditing}
          onSaved={(message) => {
            feedback.saved(message);
            closeEditing();
          }}
        />
      )}
      <ConfirmRemoveModal name={removing ? labels.unit(removing) : null} onClose={() => closeRemove()} onConfirm={confirmRemove} busy={removal.isPending} error={removeError} />
    </Stack>
  );
}
