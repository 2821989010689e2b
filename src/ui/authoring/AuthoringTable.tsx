import type { ReactNode } from 'react';
import { Table, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';

export interface AuthoringTableProps {
  /** The table's caption, which also names it. */
  readonly caption: string;
  /** The column headings' string keys. */
  readonly columns: readonly string[];
  /** What the single row says when there are no rows. */
  readonly empty: string;
  readonly count: number;
  /** The rows, shown when `count` is above 0. */
  readonly children: ReactNode;
}

/** A builder's list of items (units, lessons) as a captioned table, with one row saying so when it is empty. */
export function AuthoringTable({ caption, columns, empty, count, children }: AuthoringTableProps) {
  const { t } = useTranslation();
  return (
    <Table.ScrollContainer minWidth={1000}>
      <Table striped captionSide="top">
        <Table.Caption>{caption}</Table.Caption>
        <Table.Thead>
          <Table.Tr>
            {columns.map((key) => (
              <Table.Th key={key} scope="col">
                {t(key)}
              </Table.Th>
            ))}
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {count === 0 ? (
            <Table.Tr>
              <Table.Td colSpan={columns.length}>
                <Text size="sm">{empty}</Text>
              </Table.Td>
            </Table.Tr>
          ) : (
            children
          )}
        </Table.Tbody>
      </Table>
    </Table.ScrollContainer>
  );
}

/** A row's heading cell: the item's name (or its link) with the other language's wording beneath. */
export function AuthoringRowHeader({ otherLanguage, children }: { readonly otherLanguage: string; readonly children: ReactNode }) {
  return (
    <Table.Th scope="row" fw={500}>
      {children}
      <Text size="xs" c="dimmed" fw={400}>
        {otherLanguage}
      </Text>
    </Table.Th>
  );
}
