import { useId, useState, type ReactNode } from 'react';
import { Button, Group, Stack, Text, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { SortableList } from '../editing/SortableList';
import { useRemovalDialog } from '../lesson-builder/use-confirmed-removal';
import { movedIds } from '../timeline-builder/timeline-body';
import { EditableRow } from './EditableRow';
import type { PageRows } from './page-editing';

export interface PageRowListProps<T extends { readonly id: number }, R> {
  /** The section's heading, also the list's accessible name ("Hotspots"). */
  readonly title: string;
  readonly items: readonly T[];
  /** A row's name as its buttons, handles and announcements say it. */
  readonly itemLabel: (item: T) => string;
  readonly empty: string;
  readonly addLabel: string;
  /** The page's list as its editing saves it (add, move, remove). */
  readonly rows: Pick<PageRows<unknown, R>, 'add' | 'move' | 'remove'>;
  /** What Add puts at the end (then opens): a row named in both languages until the creator names it. */
  readonly newRow: R;
  /** A row's fields, shown while it is open. */
  readonly renderEditor: (item: T, index: number, name: string) => ReactNode;
  /** While a change is saved nothing moves. */
  readonly busy: boolean;
}

/**
 * A page's list (hotspots, skills, contributors, blurbs): add at the end (the new row opens), open a
 * row's fields, reorder by dragging or Move up / Move down, remove after confirming; each a save of the page.
 */
export function PageRowList<T extends { readonly id: number }, R>({ title, items, itemLabel, empty, addLabel, rows, newRow, renderEditor, busy }: PageRowListProps<T, R>) {
  const { t } = useTranslation();
  const headingId = useId();
  const [openId, setOpenId] = useState<number | null>(null);
  const removal = useRemovalDialog<T>((item) => rows.remove(item.id));
  const add = async () => {
    const id = await rows.add(newRow);
    if (id !== null) setOpenId(id);
  };
  return (
    <Stack gap="sm" component="section" aria-labelledby={headingId}>
      <Group justify="space-between">
        <Title order={2} size="h4" id={headingId}>
          {title}
        </Title>
        <Button onClick={() => void add()} disabled={busy}>
          {addLabel}
        </Button>
      </Group>
      {items.length === 0 ? (
        <Text size="sm">{empty}</Text>
      ) : (
        <SortableList
          items={items}
          label={title}
          itemLabel={itemLabel}
          onMove={(from, to) => void rows.move(movedIds(items, from, to))}
          disabled={busy}
          renderItem={(item, index) => {
            const name = itemLabel(item);
            const open = openId === item.id;
            return (
              <EditableRow name={name} open={open} onToggle={() => setOpenId(open ? null : item.id)} onRemove={() => removal.ask(name, item)}>
                <Stack gap="xs" component="section" aria-label={t('pbRowFields', { name })} pt="xs">
                  {renderEditor(item, index, name)}
                </Stack>
              </EditableRow>
            );
          }}
        />
      )}
      {removal.dialog}
    </Stack>
  );
}
