import { Button, Group, Text, VisuallyHidden } from '@mantine/core';
import { lazy, Suspense } from 'react';
import { useTranslation } from 'react-i18next';

// Only rows with extra actions render the menu; the others never load Menu, Popover and floating-ui.
const RowActionsMenu = lazy(() => import('./RowActionsMenu').then((m) => ({ default: m.RowActionsMenu })));

/** An action beyond Edit and Remove ("Unblock sign-in", "Export data"…), offered in the row's "More" menu. */
export interface RowAction {
  readonly key: string;
  /** The visible words; the menu button already names the row. */
  readonly label: string;
  readonly onClick: () => void;
  /** Actions that destroy data are red. */
  readonly danger?: boolean;
}

/**
 * Edit, Remove and a "More" menu for one table row. The visible words stay short; the accessible
 * names carry the row's name ("Edit Riverbend ISD", "More actions for Sam Student (samstudent)") so a
 * screen-reader list of buttons makes sense on its own.
 */
export function RowActions({ name, onEdit, onRemove, more = [] }: { name: string; onEdit?: () => void; onRemove?: () => void; more?: readonly RowAction[] }) {
  const { t } = useTranslation();
  if (!onEdit && !onRemove && more.length === 0)
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
      {more.length > 0 && (
        // Nothing until it arrives: a stand-in button would be a different element from the one focus returns to.
        <Suspense fallback={null}>
          <RowActionsMenu name={name} more={more} />
        </Suspense>
      )}
    </Group>
  );
}
