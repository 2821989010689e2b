import { Button, Group, Text, VisuallyHidden } from '@mantine/core';
import { useTranslation } from 'react-i18next';

/**
 * Edit and Remove for one table row. The visible words stay short; the accessible names carry the
 * row's name ("Edit Riverbend ISD") so a screen-reader list of buttons makes sense on its own.
 */
export function RowActions({ name, onEdit, onRemove }: { name: string; onEdit?: () => void; onRemove?: () => void }) {
  const { t } = useTranslation();
  if (!onEdit && !onRemove)
    return (
      <Text size="sm" c="dimmed">
        <span aria-hidden="true">—</span>
        <VisuallyHidden>{t('noActions')}</VisuallyHidden>
      </Text>
    );
  return (
    <Group gap="xs" wrap="nowrap">
      {onEdit && (
        <Button size="xs" variant="light" onClick={onEdit} aria-label={t('editNamed', { name })}>
          {t('edit')}
        </Button>
      )}
      {onRemove && (
        <Button size="xs" variant="light" color="red" onClick={onRemove} aria-label={t('removeNamed', { name })}>
          {t('remove')}
        </Button>
      )}
    </Group>
  );
}
