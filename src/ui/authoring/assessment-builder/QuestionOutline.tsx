import { Button, Group, Paper, Stack, Text, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import type { AssessmentDraft } from '@application/authoring/assessment-builder.use-cases';
import { useRemovalDialog } from '../lesson-builder/use-confirmed-removal';
import { MoveButtons, moveFocusSelectors } from '../MoveButtons';
import { useAssessmentSave, type AssessmentChange } from './assessment-draft.queries';

/**
 * The questions by section, in order: each with Edit (selects it), Move up / Move down (the keyboard
 * path of reordering, within its section) and Remove (confirmed).
 */
export function QuestionOutline({ draft, selectedId, onSelect }: { readonly draft: AssessmentDraft; readonly selectedId: number | null; readonly onSelect: (id: number | null) => void }) {
  const { t } = useTranslation();
  const save = useAssessmentSave();
  const removal = useRemovalDialog<AssessmentChange>(save);
  const nameOf = (q: { order: number; type: string }) => t('abQuestionNamed', { order: q.order, type: t(`abType-${q.type}`) });
  const move = async (questionId: number, order: number, direction: 'up' | 'down') => {
    const outcome = await save((b, v) => b.moveQuestion(questionId, v, order));
    if (!outcome.ok) return;
    // Focus follows the moved question (its buttons are drawn again in the new place).
    requestAnimationFrame(() => {
      for (const selector of moveFocusSelectors(`q${questionId}`, direction)) {
        const button = document.querySelector<HTMLButtonElement>(`${selector}:not([disabled])`);
        if (button) return button.focus();
      }
    });
  };
  return (
    <Stack gap="md">
      <Title order={2} size="h4">
        {t('abQuestions')}
      </Title>
      {draft.sections.map((section) => (
        <Stack key={section.id} gap="xs" component="section" aria-label={t('abSection', { number: section.groupNumber })}>
          <Title order={3} size="h5">
            {t('abSection', { number: section.groupNumber })}
          </Title>
          {section.questions.length === 0 && <Text size="sm">{t('abSectionEmpty')}</Text>}
          <Stack gap={4} component="ol" p={0} m={0} style={{ listStyle: 'none' }}>
            {section.questions.map((q) => {
              const name = nameOf(q);
              return (
                <Paper key={q.id} component="li" withBorder p="xs" bg={q.id === selectedId ? 'blue.0' : undefined}>
                  <Group justify="space-between" wrap="nowrap">
                    <Text size="sm">{name}</Text>
                    <Group gap={4} wrap="nowrap">
                      <Button size="xs" variant={q.id === selectedId ? 'filled' : 'default'} aria-pressed={q.id === selectedId} aria-label={t('abEditNamed', { order: q.order, type: t(`abType-${q.type}`) })} onClick={() => onSelect(q.id)}>
                        {t('abEdit')}
                      </Button>
                      <MoveButtons rowKey={`q${q.id}`} name={name} order={q.order} count={section.questions.length} busy={false} onMove={(to) => void move(q.id, to, to < q.order ? 'up' : 'down')} />
                      <Button
                        size="xs"
                        variant="default"
                        color="red"
                        aria-label={t('abRemoveQuestionNamed', { order: q.order, type: t(`abType-${q.type}`) })}
                        onClick={() => removal.ask(name, (b, v) => b.removeQuestion(q.id, v), () => (q.id === selectedId ? onSelect(null) : undefined))}
                      >
                        {t('abRemoveQuestion')}
                      </Button>
                    </Group>
                  </Group>
                </Paper>
              );
            })}
          </Stack>
        </Stack>
      ))}
      {removal.dialog}
    </Stack>
  );
}
