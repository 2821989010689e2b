import { useState } from 'react';
import { Button, Fieldset, Group, NativeSelect, Stack, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import type { QuestionDraft } from '@domain/authoring/assessment-authoring.responses';
import { withLanguage } from '../../lesson-builder/draft-parts';
import { useAssessmentSave } from '../assessment-draft.queries';
import { questionIn } from './assessment-parts';
import { AddPartForm, ShortPair } from './fields';
import { PlacedElementRow } from './PlacedElementRow';

/**
 * A graphic organizer (type F, product-spec §3): its columns, and its elements each with the column it
 * belongs in (its correct answer set). An element needs a column, so one is added first.
 */
export function OrganizerEditor({ question }: { readonly question: QuestionDraft }) {
  const { t } = useTranslation();
  const save = useAssessmentSave();
  const columns = question.columns.map((c) => ({ value: String(c.id), label: c.columnName.en || t('abColumnEn', { number: c.order }) }));
  const [picked, setPicked] = useState<string>('');
  const newColumn = picked && columns.some((c) => c.value === picked) ? picked : (columns[0]?.value ?? '');
  return (
    <Stack gap="md">
      <Fieldset legend={t('abColumns')}>
        <Stack gap="md">
          {question.columns.map((column) => (
            <Group key={column.id} align="flex-end" gap="xs">
              <ShortPair
                labels={{ en: t('abColumnEn', { number: column.order }), es: t('abColumnEs', { number: column.order }) }}
                value={column.columnName}
                field="columnName"
                onSave={(language, text) =>
                  save((b, v, latest) => {
                    const now = questionIn(latest, question.id)?.columns.find((c) => c.id === column.id) ?? column;
                    return b.editPart('organizer-column', column.id, v, { columnName: withLanguage(now.columnName, language, text) });
                  })
                }
              />
              <Button variant="default" onClick={() => void save((b, v) => b.removePart('organizer-column', column.id, v))}>
                {t('abRemoveColumn', { number: column.order })}
              </Button>
            </Group>
          ))}
          <AddPartForm labels={{ en: t('abNewColumnEn'), es: t('abNewColumnEs') }} addLabel={t('abAddColumn')} onAdd={(name) => save((b, v) => b.addOrganizerColumn(question.id, v, name))} />
        </Stack>
      </Fieldset>
      <Fieldset legend={t('abOrganizerElements')}>
        <Stack gap="md">
          {question.elements.map((element) => (
            <PlacedElementRow
              key={element.id}
              questionId={question.id}
              element={element}
              placement={{
                part: 'organizer-element',
                label: (number) => t('abColumnOf', { number }),
                options: columns,
                current: (e) => (e.columnId === null ? null : String(e.columnId)),
                emptyLabel: t('abColumnNone'),
                fields: (chosen, now) => ({ columnId: Number(chosen ?? now.columnId ?? columns[0]?.value ?? 0) }),
              }}
            />
          ))}
          {columns.length === 0 ? (
            <Text size="sm">{t('abNeedsColumn')}</Text>
          ) : (
            <AddPartForm
              labels={{ en: t('abNewElementEn'), es: t('abNewElementEs') }}
              addLabel={t('abAddElement')}
              extra={<NativeSelect label={t('abColumnOf', { number: question.elements.length + 1 })} data={columns} value={newColumn} onChange={(event) => setPicked(event.currentTarget.value)} />}
              onAdd={(content) => save((b, v) => b.addOrganizerElement(question.id, v, content, Number(newColumn)))}
            />
          )}
        </Stack>
      </Fieldset>
    </Stack>
  );
}
