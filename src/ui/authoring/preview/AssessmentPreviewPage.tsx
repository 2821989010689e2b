import { List, Stack, Text } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import type { AssessmentDraft } from '@application/authoring/assessment-builder.use-cases';
import { assessmentDocumentSchema } from '@domain/assessment/assessment.schemas';
import { assessmentDocumentOfDraft, assessmentDraftProblems } from '@domain/authoring/assessment-draft-document';
import { useServices } from '../../app/services-context';
import { QueryStatus } from '../../common/QueryStatus';
import { registerLocaleBundle } from '../../i18n/bundle-registry';
import { assessmentBuilderStrings } from '../assessment-builder/assessment-builder.locale';
import { assessmentDraftQueries } from '../assessment-builder/assessment-draft.queries';
import { AssessmentPreviewGroup } from './AssessmentPreviewGroup';
import { PreviewFrame } from './PreviewFrame';

registerLocaleBundle(assessmentBuilderStrings);

export interface AssessmentPreviewPageProps {
  readonly lessonId: number;
  /** The builder this preview mirrors (its unit is the draft's when the path names none). */
  readonly builderPath: (unitId: number) => string;
}

/**
 * A lesson's assessment draft as students will answer it once published (issue 15): the document a
 * publish would write (`assessmentDocumentOfDraft`, the same function publish runs) rendered by the
 * students' own player, answers kept in memory only — nothing is saved, submitted or scored on the
 * server. A draft publish would refuse is not shown as if it were answerable: its problems are listed.
 */
export function AssessmentPreviewPage({ lessonId, builderPath }: AssessmentPreviewPageProps) {
  const { t } = useTranslation();
  const { assessmentBuilder } = useServices();
  const draft = useQuery(assessmentDraftQueries.of(assessmentBuilder, { lessonId }));
  return (
    <PreviewFrame builderPath={draft.data ? builderPath(draft.data.unitId) : null} backLabel={t('abPreviewBack')}>
      <QueryStatus query={draft} texts={{ loading: t('abPreviewLoading'), failed: t('abPreviewLoadFailed'), tryAgain: t('retry') }}>
        {(loaded) => (loaded ? <DraftAsPublished key={loaded.version} draft={loaded} /> : <Text>{t('abPreviewNone')}</Text>)}
      </QueryStatus>
    </PreviewFrame>
  );
}

function DraftAsPublished({ draft }: { readonly draft: AssessmentDraft }) {
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
