import type { ReactNode } from 'react';
import { Table } from '@mantine/core';

export interface KeyboardScrollTableProps {
  /** Below this width the table scrolls sideways inside its box (never the page). */
  readonly minWidth: number;
  /** What the box holds, for the screen reader when it takes focus (e.g. the table's caption). */
  readonly label: string;
  readonly children: ReactNode;
}

/**
 * A table box that scrolls sideways on a narrow screen and can be scrolled from the keyboard: for tables
 * with nothing focusable inside (text only), whose box would otherwise be out of keyboard reach
 * (WCAG 2.1.1; axe "scrollable-region-focusable"). Tables with links or buttons need no such stop.
 */
export function KeyboardScrollTable({ minWidth, label, children }: KeyboardScrollTableProps) {
  return (
    <Table.ScrollContainer minWidth={minWidth} scrollAreaProps={{ viewportProps: { tabIndex: 0, role: 'group', 'aria-label': label } }}>
      {children}
    </Table.ScrollContainer>
  );
}
