import type { ReactNode } from 'react';
import { Button, Group, Paper, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { registerLocaleBundle } from '../../i18n/bundle-registry';
import { readingBuilderStrings } from '../biography-builder/reading-builder.locale';
import { pageBuilderStrings } from './page-builders.locale';

registerLocaleBundle(readingBuilderStrings, pageBuilderStrings);

export interface EditableRowProps {
  /** The row's name, as its buttons say it ("Edit 1607: Jamestown founded"). */
  readonly name: string;
  readonly open: boolean;
  readonly onToggle: () => void;
  readonly onRemove: () => void;
  /** The row's fields, while it is open. */
  readonly children: ReactNode;
}

/** A row of a builder's list (a timeline event, a hotspot, a skill…): its name, Edit / Close and Remove, and its fields beneath while open. */
export function EditableRow({ name, open, onToggle, onRemove, children }: EditableRowProps) {
  const { t } = useTranslation();
  return (
    <Paper withBorder p="xs">
      <Group justify="space-between" gap="xs">
        <Text fw={600} style={{ overflowWrap: 'anywhere' }}>
          {name}
        </Text>
        <Group gap={4}>
          <Button size="xs" variant="default" aria-expanded={open} aria-label={t(open ? 'pbCloseRowNamed' : 'pbEditRowNamed', { name })} onClick={onToggle}>
            {t(open ? 'pbCloseRow' : 'pbEditRow')}
          </Button>
          <Button size="xs" variant="outline" color="red.9" aria-label={t('rbRemoveNamed', { name })} onClick={onRemove}>
            {t('rbRemove')}
          </Button>
        </Group>
      </Group>
      {open && children}
    </Paper>
  );
}
