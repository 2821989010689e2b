import { Anchor, Button, Group, Stack, Table, Text, Title } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { lazy, Suspense } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import type { AuthoredUnit } from '@application/authoring/course-authoring.use-cases';
import { useServices } from '../app/services-context';
import { PartLoader } from '../common/PartLoader';
import { QueryStatus } from '../common/QueryStatus';
import { registerLocaleBundle } from '../i18n/bundle-registry';
import { ConfirmRemoveModal } from '../management/ConfirmRemoveModal';
import { authoringQueries, useAfterPublish, useCreateUnit, useMoveUnit, useRemoveUnit } from './authoring.queries';
import { useAuthoringLabels } from './authoring-labels';
import { authoringStrings } from './authoring.locale';
import { AuthoringNotices } from './AuthoringNotices';
import { AuthoringRowHeader, AuthoringTable } from './AuthoringTable';
import { ChoiceMenu } from './ChoiceMenu';
import { MoveButtons } from './MoveButtons';
import { ContributorsPageLinks } from './page-builders/ContributorsPageLinks';
import { PublishPanel } from './PublishPanel';
import { PublishStateCell } from './PublishStateCell';
import { RemoveButton, RenameButton, RowDialogButton } from './RowDialogButton';
import { CourseSampleLinks } from './unit-details/CourseSampleLinks';
import { useBuilderList } from './use-builder-list';
import { useItemDialog } from './use-item-dialog';

registerLocaleBundle(authoringStrings);

// The rename and acronym forms (with zod, which checks them, and the unit-type select) load when first
// opened, not with the course's units (issue 17).
const UnitNameModal = lazy(() => import('./UnitNameModal').then((m) => ({ default: m.UnitNameModal })));
const UnitAcronymModal = lazy(() => import('./UnitAcronymModal').then((m) => ({ default: m.UnitAcronymModal })));

type Editing = { kind: 'rename' | 'acronym'; unitId: number };

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
  const units = useQuery(authoringQueries.units(authoring));
  const types = useQuery(authoringQueries.unitTypes(authoring));
  const create = useCreateUnit();
  const moving = useMoveUnit();
  const removal = useRemoveUnit();
  const afterPublish = useAfterPublish();
  const { feedback, dialog, reorder, removing, created } = useBuilderList<AuthoredUnit>({
    data: units.data,
    kind: 'unit',
    nameOf: (unit) => labels.text(unit.name),
    move: (unit, toOrder, handlers) => moving.mutate({ unit, toOrder }, handlers),
    remove: (unit, handlers) => removal.mutate(unit, handlers),
  });
  const editing = useItemDialog<Editing>(dialog);
  const editedId = editing.item?.unitId;
  const edited = editedId === undefined ? undefined : units.data?.find((u) => u.id === editedId);
  const editSaved = (message: string) => {
    feedback.saved(message);
    editing.close();
  };

  const createUnit = (unitTypeId: number) => create.mutate(unitTypeId === 4 ? 4 : 1, created);

  const typeChoices = (types.data ?? []).map((type) => ({ value: type.id, label: labels.text(type.name) }));

  return (
    <Stack gap="lg">
      <Title order={1} ref={dialog.headingRef} tabIndex={-1}>
        {t('authoringDashboardTitle')}
      </Title>
      <Text size="sm">{t('authoringDashboardIntro')}</Text>
      <ContributorsPageLinks />
      <CourseSampleLinks />

      <AuthoringNotices notice={feedback.notice} onDismiss={feedback.dismissNotice} announcement={reorder.announcement} />

      <PublishPanel
        title={t('authoringCoursePublishTitle')}
        hint={t('authoringCoursePublishHint')}
        scope="course"
        targetId={null}
        itemName={t('authoringCourseName')}
        onPublished={afterPublish}
      />

      <Group justify="space-between">
        <Title order={2}>{t('authoringUnitsTitle')}</Title>
        <ChoiceMenu label={t('authoringNewUnit')} menuLabel={t('authoringNewUnitMenu')} choices={typeChoices} onChoose={createUnit} busy={create.isPending || types.isPending} />
      </Group>

      <QueryStatus query={units} texts={{ loading: t('loading'), failed: t('authoringUnitsLoadFailed'), tryAgain: t('retry') }}>
        {(list) => (
          <AuthoringTable
            caption={t('authoringUnitsCaption', { count: list.length })}
            columns={['authoringColUnit', 'authoringColType', 'authoringColBelongsTo', 'authoringColState', 'authoringColLessons', 'authoringColActions']}
            empty={t('authoringUnitsEmpty')}
            count={list.length}
          >
            {list.map((unit) => {
              const name = labels.unit(unit);
              return (
                <Table.Tr key={unit.id}>
                  <AuthoringRowHeader otherLanguage={labels.otherLanguage(unit.name)}>
                    <Anchor component={Link} to={unitBuilderPath(unit)}>
                      {name}
                    </Anchor>
                  </AuthoringRowHeader>
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
                      <RenameButton id={unit.id} name={name} onOpen={() => editing.open({ kind: 'rename', unitId: unit.id })} />
                      {unit.number === 0 && (
                        <RowDialogButton
                          label={t('authoringAcronym')}
                          ariaLabel={t('authoringAcronymNamed', { name })}
                          onOpen={() => editing.open({ kind: 'acronym', unitId: unit.id })}
                        />
                      )}
                      <MoveButtons
                        rowKey={`unit-${unit.id}`}
                        name={name}
                        order={unit.order}
                        count={list.length}
                        busy={moving.isPending}
                        onMove={(toOrder) => reorder.move(unit, toOrder, list.length)}
                      />
                      <RemoveButton name={name} onOpen={() => removing.open(unit)} />
                    </Group>
                  </Table.Td>
                </Table.Tr>
              );
            })}
          </AuthoringTable>
        )}
      </QueryStatus>

      <Suspense fallback={<PartLoader />}>
        {editing.item?.kind === 'rename' && edited && (
          <UnitNameModal unit={edited} title={t('authoringRenameNamed', { name: labels.unit(edited) })} onClose={() => editing.close()} onSaved={editSaved} />
        )}
        {editing.item?.kind === 'acronym' && edited && (
          <UnitAcronymModal unit={edited} title={t('authoringAcronymNamed', { name: labels.unit(edited) })} onClose={() => editing.close()} onSaved={editSaved} />
        )}
      </Suspense>
      <ConfirmRemoveModal
        name={removing.removing ? labels.unit(removing.removing) : null}
        onClose={() => removing.close()}
        onConfirm={removing.confirm}
        busy={removal.isPending}
        error={removing.error}
      />
    </Stack>
  );
}
