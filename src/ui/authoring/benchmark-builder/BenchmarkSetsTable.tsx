import { Badge, Button, Group, List, Table, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import type { BenchmarkSetSummary } from '@application/authoring/benchmark-set.use-cases';
import { MAX_SETS_PER_LINKED_UNIT } from '@domain/authoring/benchmark-set.rules';
import { useSetLabels } from './set-labels';

/**
 * A benchmark lesson's sets in the server's order (product-spec §4: linked by unit number, unlinked
 * last), each with its question sets, publish state and warnings (§5); "Open" makes one the active set.
 */
export function BenchmarkSetsTable({
  sets,
  activeId,
  onOpen,
}: {
  readonly sets: readonly BenchmarkSetSummary[];
  readonly activeId: number | null;
  readonly onOpen: (setId: number) => void;
}) {
  const { t } = useTranslation();
  const label = useSetLabels();
  if (sets.length === 0) return <Text>{t('bbEmpty')}</Text>;
  return (
    <Table.ScrollContainer minWidth={720}>
      <Table striped>
        <Table.Caption>{t('bbCaption', { count: sets.length })}</Table.Caption>
        <Table.Thead>
          <Table.Tr>
            <Table.Th scope="col">{t('bbColTitle')}</Table.Th>
            <Table.Th scope="col">{t('bbColUnit')}</Table.Th>
            <Table.Th scope="col">{t('bbColQuestionSets')}</Table.Th>
            <Table.Th scope="col">{t('bbColState')}</Table.Th>
            <Table.Th scope="col">{t('bbColWarnings')}</Table.Th>
            <Table.Th scope="col">{t('bbColActions')}</Table.Th>
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {sets.map((set) => (
            <Table.Tr key={set.id} data-testid="benchmark-set-row" aria-current={set.id === activeId ? 'true' : undefined}>
              <Table.Th scope="row">{label.title(set)}</Table.Th>
              <Table.Td>{label.unit(set)}</Table.Td>
              <Table.Td>{t('bbQuestionCount', { sets: set.questionSetCount, count: set.questionCount })}</Table.Td>
              <Table.Td>{t(`bbState_${set.publishState}`)}</Table.Td>
              <Table.Td>
                {set.warnings.length === 0 ? (
                  t('bbNoWarnings')
                ) : (
                  <List size="sm" spacing={2}>
                    {set.warnings.map((warning) => (
                      <List.Item key={warning}>{t(`bbWarning_${warning}`, { max: MAX_SETS_PER_LINKED_UNIT })}</List.Item>
                    ))}
                  </List>
                )}
              </Table.Td>
              <Table.Td>
                <Group gap="xs">
                  {set.id === activeId ? (
                    <Badge variant="light">{t('bbActive')}</Badge>
                  ) : (
                    <Button size="xs" variant="default" onClick={() => onOpen(set.id)}>
                      {t('bbOpen', { title: label.title(set) })}
                    </Button>
                  )}
                </Group>
              </Table.Td>
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
    </Table.ScrollContainer>
  );
}
