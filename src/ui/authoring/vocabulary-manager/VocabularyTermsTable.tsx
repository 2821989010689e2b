import { Group, Stack, Table, Text, TextInput } from '@mantine/core';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { AuthoredVocabularyTerm } from '@application/authoring/vocabulary.use-cases';
import { matchesSearch } from '../../management/SearchInput';
import { AuthoringTable } from '../AuthoringTable';
import { RemoveButton, RowDialogButton } from '../RowDialogButton';

const COLUMNS = ['vmColName', 'vmColPronunciation', 'vmColCategory', 'vmColDefinition', 'vmColAudio', 'vmColActions'];

export interface VocabularyTermsTableProps {
  readonly terms: readonly AuthoredVocabularyTerm[];
  readonly onEdit: (term: AuthoredVocabularyTerm) => void;
  readonly onRemove: (term: AuthoredVocabularyTerm) => void;
}

/**
 * The glossary as a table, one row per term (its name heads the row), with Edit and Remove named for
 * the term, and a filter over what is already loaded. A long definition shows its first lines; the
 * whole text stays in the page for screen readers and in the edit form.
 */
export function VocabularyTermsTable({ terms, onEdit, onRemove }: VocabularyTermsTableProps) {
  const { t } = useTranslation();
  const [query, setQuery] = useState('');
  const shown = terms.filter((term) => matchesSearch(query, [term.name, term.pronunciation, term.category, term.definition]));
  const caption = shown.length === terms.length ? t('vmTermsCaption', { count: terms.length }) : t('vmTermsShownCaption', { shown: shown.length, count: terms.length });
  return (
    <Stack gap="sm">
      <TextInput type="search" label={t('vmFilter')} description={t('vmFilterHint')} value={query} onChange={(e) => setQuery(e.currentTarget.value)} maw={420} />
      <AuthoringTable caption={caption} columns={COLUMNS} empty={terms.length === 0 ? t('vmEmpty') : t('vmNoMatches', { query: query.trim() })} count={shown.length}>
        {shown.map((term) => (
          <Table.Tr key={term.id}>
            <Table.Th scope="row" fw={500}>
              {term.name}
            </Table.Th>
            <Table.Td>{term.pronunciation ?? ''}</Table.Td>
            <Table.Td>{term.category ?? ''}</Table.Td>
            <Table.Td maw={420}>
              <Text size="sm" lineClamp={2}>
                {term.definition}
              </Text>
            </Table.Td>
            <Table.Td>{term.audio ? t('vmHasAudio') : t('vmNoAudio')}</Table.Td>
            <Table.Td>
              <Group gap={4} wrap="nowrap">
                <RowDialogButton label={t('vmEdit')} ariaLabel={t('vmEditNamed', { name: term.name })} onOpen={() => onEdit(term)} />
                <RemoveButton name={term.name} onOpen={() => onRemove(term)} />
              </Group>
            </Table.Td>
          </Table.Tr>
        ))}
      </AuthoringTable>
    </Stack>
  );
}
