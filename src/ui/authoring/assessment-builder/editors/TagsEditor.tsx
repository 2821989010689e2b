import { useState } from 'react';
import { Alert, Button, Group, List, Select, Stack, Text, Title } from '@mantine/core';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import type { AssessmentBuilderUseCases } from '@application/authoring/assessment-builder.use-cases';
import type { QuestionDraft } from '@domain/authoring/assessment-authoring.responses';
import { useServices } from '../../../app/services-context';
import { dataOf } from '../../../app/server-state/api-result-query';
import { authoringKeys } from '../../authoring.queries';
import { useAssessmentSave } from '../assessment-draft.queries';

/** The SOA/ELA standards a question may be tagged with; they change seldom (the defaults' 30 s). */
export const standardsQuery = (builder: AssessmentBuilderUseCases) =>
  queryOptions({ queryKey: [...authoringKeys.all, 'standards'] as const, queryFn: () => dataOf(builder.listStandards()) });

/**
 * A question's TEKS/SOA tags (§5): each with Remove, and a searchable picker of the standards (by
 * code or words of the description) to tag it with one more. Tagging a standard twice is the
 * server's refusal ("Different SOA standards must be chosen"), shown under the picker.
 */
export function TagsEditor({ question }: { readonly question: QuestionDraft }) {
  const { t } = useTranslation();
  const { assessmentBuilder } = useServices();
  const save = useAssessmentSave();
  const standards = useQuery(standardsQuery(assessmentBuilder));
  const [picked, setPicked] = useState<string | null>(null);
  const [error, setError] = useState<string | null>(null);
  const tagged = new Set(question.teksList.map((tag) => tag.standardId));
  const options = (standards.data ?? []).filter((s) => !tagged.has(s.id)).map((s) => ({ value: String(s.id), label: `${s.code} — ${s.description}` }));

  const tag = async () => {
    if (!picked) return;
    const outcome = await save((builder, version) => builder.tagQuestion(question.id, version, Number(picked)));
    setError(outcome.ok ? null : outcome.text);
    if (outcome.ok) setPicked(null);
  };
  const untag = async (tagId: number) => {
    const outcome = await save((builder, version) => builder.untagQuestion(tagId, version));
    setError(outcome.ok ? null : outcome.text);
  };

  return (
    <Stack gap="xs">
      <Title order={3} size="h6">
        {t('abTags')}
      </Title>
      {question.teksList.length === 0 ? (
        <Text size="sm">{t('abTagsNone')}</Text>
      ) : (
        <List spacing={4}>
          {question.teksList.map((item) => (
            <List.Item key={item.id}>
              <Group gap="xs">
                <Text size="sm">
                  {item.code}
                  {item.description ? ` — ${item.description}` : ''}
                </Text>
                <Button size="xs" variant="default" onClick={() => void untag(item.id)} aria-label={t('abTagRemove', { code: item.code })}>
                  {t('abRemoveQuestion')}
                </Button>
              </Group>
            </List.Item>
          ))}
        </List>
      )}
      {standards.isError ? (
        <Alert color="red" role="alert">
          {t('abTagsLoadFailed')}
        </Alert>
      ) : (
        <Group align="flex-end" gap="xs">
          <Select label={t('abTagPick')} description={t('abTagPickHint')} searchable clearable data={options} value={picked} onChange={setPicked} w={360} />
          <Button variant="default" onClick={() => void tag()} disabled={!picked}>
            {t('abTagAdd')}
          </Button>
        </Group>
      )}
      {error && (
        <Text size="sm" c="red.9" role="alert">
          {error}
        </Text>
      )}
    </Stack>
  );
}
