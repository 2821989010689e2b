import { Box, Group, Loader, Stack, Switch, Text, Title } from '@mantine/core';
import { showSnackbar } from '../../common/show-snackbar';
import { useTranslation } from 'react-i18next';
import type { ClassroomUnit } from '@application/classroom/classroom-details.use-cases';
import { failureOf } from '../../app/server-state/api-result-query';
import { useNotifyResult } from '../../common/use-notify';
import { useSetUnitLock } from '../classroom-details.queries';
import { LockedIcon, OpenLockIcon } from './status-icons';
import { useUnitLabels } from './unit-labels';

/** One unit's lock: a switch named "Lock Unit 3: …", and its state in words beside an icon. */
function UnitLockSwitch({ classroomId, unit, readOnly }: { readonly classroomId: number; readonly unit: ClassroomUnit; readonly readOnly: boolean }) {
  const { t } = useTranslation();
  const label = useUnitLabels().full(unit);
  const notify = useNotifyResult();
  const lock = useSetUnitLock();
  const change = (locked: boolean) => {
    // The switch stays where the server has it until the answer (and the reload it triggers) is in.
    if (lock.isPending || readOnly) return;
    lock.mutate(
      { classroomId, unitId: unit.id, locked },
      {
        onSuccess: (saved) => notify({ ok: true, data: null, message: saved.message }),
        onError: (error) => {
          const failure = failureOf(error);
          if (failure) notify(failure);
          else showSnackbar({ color: 'red', message: t('somethingWentWrongAlert') });
        },
      },
    );
  };
  return (
    <Group justify="space-between" wrap="nowrap" gap="md" aria-busy={lock.isPending}>
      <Switch
        checked={unit.locked}
        onChange={(event) => change(event.currentTarget.checked)}
        // Not `disabled` while saving: a disabled control would drop the keyboard focus.
        disabled={readOnly}
        aria-disabled={lock.isPending || undefined}
        label={t('classroomDetailsLockUnit', { unit: label })}
      />
      <Group gap={6} wrap="nowrap">
        {/* Only the icon takes the colour; the words keep the text's contrast. */}
        <Box component="span" c={unit.locked ? 'red.8' : 'teal.9'} display="inline-flex">
          {lock.isPending ? <Loader size={14} aria-hidden /> : unit.locked ? <LockedIcon /> : <OpenLockIcon />}
        </Box>
        <Text size="sm" fw={500}>
          {lock.isPending ? t('classroomDetailsSaving') : unit.locked ? t('classroomDetailsLocked') : t('classroomDetailsOpen')}
        </Text>
      </Group>
    </Group>
  );
}

/** The classroom's unit locks; a viewer who may not change them (a district manager) sees them read only. */
export function UnitLocks({ classroomId, units, canChange }: { readonly classroomId: number; readonly units: readonly ClassroomUnit[]; readonly canChange: boolean }) {
  const { t } = useTranslation();
  return (
    <Stack component="section" aria-labelledby="unit-locks-heading" gap="xs">
      <Title order={2} size="h3" id="unit-locks-heading">
        {t('classroomDetailsLocksTitle')}
      </Title>
      <Text size="sm">{canChange ? t('classroomDetailsLocksHint') : t('classroomDetailsLocksReadOnly')}</Text>
      <Stack gap="sm" maw={640}>
        {units.map((unit) => (
          <UnitLockSwitch key={unit.id} classroomId={classroomId} unit={unit} readOnly={!canChange} />
        ))}
      </Stack>
    </Stack>
  );
}
