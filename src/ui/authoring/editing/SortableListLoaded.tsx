import { ActionIcon, Button, Group } from '@mantine/core';
import { closestCenter, DndContext, KeyboardSensor, PointerSensor, useSensor, useSensors, type Announcements, type DragEndEvent, type UniqueIdentifier } from '@dnd-kit/core';
import { SortableContext, sortableKeyboardCoordinates, useSortable, verticalListSortingStrategy } from '@dnd-kit/sortable';
import { CSS } from '@dnd-kit/utilities';
import { useEffect, useRef, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { registerLocaleBundle } from '../../i18n/bundle-registry';
import { editingStrings } from './editing.locale';

registerLocaleBundle(editingStrings);

export interface SortableListProps<T extends { id: number }> {
  readonly items: readonly T[];
  /** The list's accessible name. */
  readonly label: string;
  /** The item's name as handles, Move buttons and announcements say it. */
  readonly itemLabel: (item: T) => string;
  /** One call per drop or Move press, with 0-based positions. */
  readonly onMove: (fromIndex: number, toIndex: number) => void;
  readonly renderItem: (item: T, index: number) => ReactNode;
  /** While a change is saved: nothing can be moved. */
  readonly disabled?: boolean;
}

/** A pointer must travel this far before a press becomes a drag, so clicks inside an item stay clicks. */
const DRAG_DISTANCE_PX = 4;

/**
 * A list reordered by dragging an item's handle (pointer, or Space and the arrow keys with spoken
 * announcements) or by its Move up and Move down buttons, the visible keyboard path.
 */
export function SortableListLoaded<T extends { id: number }>({ items, label, itemLabel, onMove, renderItem, disabled = false }: SortableListProps<T>) {
  const { t } = useTranslation();
  const sensors = useSensors(
    useSensor(PointerSensor, { activationConstraint: { distance: DRAG_DISTANCE_PX } }),
    useSensor(KeyboardSensor, { coordinateGetter: sortableKeyboardCoordinates }),
  );
  const ids = items.map((item) => item.id);
  const count = items.length;
  const indexOf = (id: UniqueIdentifier) => ids.indexOf(Number(id));
  const nameOf = (id: UniqueIdentifier) => {
    const item = items[indexOf(id)];
    return item ? itemLabel(item) : '';
  };
  const at = (id: UniqueIdentifier) => ({ name: nameOf(id), position: indexOf(id) + 1, count });
  // Where the dragged item was last announced: the first "over" is its own place, already said at pick-up.
  const announcedOver = useRef<UniqueIdentifier | null>(null);
  const announcements: Announcements = {
    onDragStart: ({ active }) => {
      announcedOver.current = active.id;
      return t('editingDragStart', at(active.id));
    },
    onDragOver: ({ active, over }) => {
      if ((over?.id ?? null) === announcedOver.current) return undefined;
      announcedOver.current = over?.id ?? null;
      return over ? t('editingDragOver', { ...at(over.id), name: nameOf(active.id) }) : t('editingDragOverNone', { name: nameOf(active.id) });
    },
    onDragEnd: ({ active, over }) => (over ? t('editingDragEnd', { ...at(over.id), name: nameOf(active.id) }) : t('editingDragEndNone', { name: nameOf(active.id) })),
    onDragCancel: ({ active }) => t('editingDragCancel', at(active.id)),
  };
  const dropped = ({ active, over }: DragEndEvent) => {
    const from = indexOf(active.id);
    const to = over ? indexOf(over.id) : -1;
    if (from >= 0 && to >= 0 && from !== to) onMove(from, to);
  };

  return (
    <DndContext
      sensors={sensors}
      collisionDetection={closestCenter}
      onDragEnd={dropped}
      accessibility={{ announcements, screenReaderInstructions: { draggable: t('editingDragInstructions') } }}
    >
      <SortableContext items={ids} strategy={verticalListSortingStrategy} disabled={disabled}>
        <ul aria-label={label} style={{ listStyle: 'none', margin: 0, padding: 0 }}>
          {items.map((item, index) => (
            <SortableRow key={item.id} id={item.id} index={index} count={count} name={itemLabel(item)} disabled={disabled} onMove={onMove}>
              {renderItem(item, index)}
            </SortableRow>
          ))}
        </ul>
      </SortableContext>
    </DndContext>
  );
}

interface SortableRowProps {
  readonly id: number;
  readonly index: number;
  readonly count: number;
  readonly name: string;
  readonly disabled: boolean;
  readonly onMove: (fromIndex: number, toIndex: number) => void;
  readonly children: ReactNode;
}

function SortableRow({ id, index, count, name, disabled, onMove, children }: SortableRowProps) {
  const { t } = useTranslation();
  const { attributes, listeners, setNodeRef, setActivatorNodeRef, transform, transition, isDragging } = useSortable({
    id,
    disabled,
    attributes: { roleDescription: t('editingSortableItem') },
  });
  const up = useRef<HTMLButtonElement>(null);
  const down = useRef<HTMLButtonElement>(null);
  const pressed = useRef<'up' | 'down' | null>(null);

  // A row moved to an end disables the button just pressed: focus goes to the other one, not to the page.
  useEffect(() => {
    const [used, other] = pressed.current === 'up' ? [up, down] : pressed.current === 'down' ? [down, up] : [null, null];
    const lost = document.activeElement === document.body || document.activeElement === used?.current;
    if (used?.current?.disabled && lost) other?.current?.focus();
  }, [index]);

  const move = (direction: 'up' | 'down') => {
    pressed.current = direction;
    onMove(index, direction === 'up' ? index - 1 : index + 1);
  };

  return (
    <li
      ref={setNodeRef}
      style={{ transform: CSS.Transform.toString(transform), transition, position: 'relative', zIndex: isDragging ? 1 : undefined }}
      data-dragging={isDragging || undefined}
    >
      <Group wrap="nowrap" align="flex-start" gap="xs" py={4}>
        <ActionIcon ref={setActivatorNodeRef} {...attributes} {...listeners} variant="subtle" color="gray" aria-label={t('editingDragHandle', { name })} disabled={disabled}>
          <GripIcon />
        </ActionIcon>
        <div style={{ flex: 1, minWidth: 0 }}>{children}</div>
        <Group gap={4} wrap="nowrap">
          <Button ref={up} size="xs" variant="default" disabled={disabled || index === 0} onClick={() => move('up')} aria-label={t('editingMoveUpNamed', { name })}>
            {t('editingMoveUp')}
          </Button>
          <Button ref={down} size="xs" variant="default" disabled={disabled || index === count - 1} onClick={() => move('down')} aria-label={t('editingMoveDownNamed', { name })}>
            {t('editingMoveDown')}
          </Button>
        </Group>
      </Group>
    </li>
  );
}

/** Six dots, the usual sign of a drag handle; the handle's name says what it does. */
function GripIcon() {
  return (
    <svg width={16} height={16} viewBox="0 0 16 16" aria-hidden focusable={false} fill="currentColor">
      {[4, 8, 12].map((y) => (
        <g key={y}>
          <circle cx={5.5} cy={y} r={1.3} />
          <circle cx={10.5} cy={y} r={1.3} />
        </g>
      ))}
    </svg>
  );
}
