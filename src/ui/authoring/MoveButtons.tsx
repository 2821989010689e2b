import { Button, Group } from '@mantine/core';
import { useTranslation } from 'react-i18next';

export interface MoveButtonsProps {
  /** The row's key for focus after a move (`data-move="{rowKey}:up"`). */
  readonly rowKey: string;
  readonly name: string;
  /** 1-based position in the list, and the list's length. */
  readonly order: number;
  readonly count: number;
  readonly onMove: (toOrder: number) => void;
  readonly busy: boolean;
}

/**
 * The keyboard path of reordering (drag and drop may come later): Move up and Move down, each named
 * for its row ("Move Unit 3: The New Nation up"). The first row has no Move up, the last no Move down.
 */
export function MoveButtons({ rowKey, name, order, count, onMove, busy }: MoveButtonsProps) {
  const { t } = useTranslation();
  return (
    <Group gap={4} wrap="nowrap">
      <Button
        size="xs"
        variant="default"
        disabled={order <= 1}
        onClick={() => !busy && onMove(order - 1)}
        aria-label={t('authoringMoveUpNamed', { name })}
        data-move={`${rowKey}:up`}
      >
        {t('authoringMoveUp')}
      </Button>
      <Button
        size="xs"
        variant="default"
        disabled={order >= count}
        onClick={() => !busy && onMove(order + 1)}
        aria-label={t('authoringMoveDownNamed', { name })}
        data-move={`${rowKey}:down`}
      >
        {t('authoringMoveDown')}
      </Button>
    </Group>
  );
}

/** Where focus goes after a move: the same direction's button, else the other one (the row reached an end). */
export const moveFocusSelectors = (rowKey: string, direction: 'up' | 'down') => [
  `[data-move="${rowKey}:${direction}"]`,
  `[data-move="${rowKey}:${direction === 'up' ? 'down' : 'up'}"]`,
];
