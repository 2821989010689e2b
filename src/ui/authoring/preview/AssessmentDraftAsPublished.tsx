import { List, Stack, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import type { AssessmentDraft } from '@application/authoring/assessment-builder.use-cases';
import { assessmentDocumentSchema } from '@domain/assessment/assessment.schemas';
import { assessmentDocumentOfDraft, assessmentDraftProblems } from '@domain/authoring/assessment-draft-document';
import { AssessmentPreviewGroup } from './AssessmentPreviewGroup';

/**
 * The draft as publish would store it, answered with the students' own player; or, for a draft publish
 * would refuse, its problems. Its own chunk (zod's document check, the player and its machine): the
 * preview's frame shows without them while the draft and this code arrive together (issue 17).
 */
export function AssessmentDraftAsPublished({ draft }: { readonly draft: AssessmentDraft }) {
  const { t } = useTranslation();
  const problems = assessmentDraftProblems(draft);
  if (problems.length > 0) {
    return (
      <Stack gap="xs" role="alert">
        <Text>{t('abPreviewProblems')}</Text>
        <List size="sm">
          {problems.map((problem) => (
            <List.Item key={problem}>{problem}</List.Item>
          ))}
        </List>
      </Stack>
    );
  }
  // The very check publish runs: what is rendered is what would be stored.
  const document = assessmentDocumentSchema.parse(assessmentDocumentOfDraft(draft, { benchmarkSet: null, version: draft.version, publishedAt: new Date().toISOString() }));
  return (
    <Stack gap="xl">
      {document.groups.map((group) => (
        <AssessmentPreviewGroup key={group.id} document={document} group={group} />
      ))}
    </Stack>
  );
}
