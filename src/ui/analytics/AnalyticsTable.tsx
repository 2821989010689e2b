import type { ReactNode } from 'react';
import { Table, Text } from '@mantine/core';
import { KeyboardScrollTable } from '../common/KeyboardScrollTable';

export interface AnalyticsTableProps {
  readonly caption: string;
  readonly headers: readonly string[];
  /** Each row's first cell names it (a row header), the others are its values. */
  readonly rows: readonly { readonly key: string; readonly cells: readonly ReactNode[] }[];
  readonly emptyText: string;
  /** Below this width the table scrolls sideways inside its own box (the page never does). */
  readonly minWidth?: number;
}

/** The accessible twin of a chart: a captioned table whose first column names each row. */
export function AnalyticsTable({ caption, headers, rows, emptyText, minWidth = 280 }: AnalyticsTableProps) {
  if (rows.length === 0) return <Text size="sm">{emptyText}</Text>;
  return (
    <KeyboardScrollTable minWidth={minWidth} label={caption}>
      <Table withTableBorder captionSide="top" fz="sm">
        <Table.Caption>{caption}</Table.Caption>
        <Table.Thead>
          <Table.Tr>
            {headers.map((header) => (
              <Table.Th key={header} scope="col">
                {header}
              </Table.Th>
            ))}
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {rows.map((row) => (
            <Table.Tr key={row.key}>
              {row.cells.map((cell, i) =>
                i === 0 ? (
                  <Table.Th key={i} scope="row">
                    {cell}
                  </Table.Th>
                ) : (
                  <Table.Td key={i}>{cell}</Table.Td>
                ),
              )}
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
    </KeyboardScrollTable>
  );
}
