import { Alert, Anchor, Stack, Text } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import type { LessonDraft } from '@application/authoring/lesson-content.use-cases';
import { guardNavigation } from '@domain/routing/navigation-guard';
import { matchPattern } from '@domain/routing/route-match';
import { ROUTES } from '@domain/routing/route-table';
import { useServices, useSession } from '../../app/services-context';
import { QueryStatus } from '../../common/QueryStatus';
import { registerLocaleBundle } from '../../i18n/bundle-registry';
import { management } from '../../i18n/locales/management';
import { LessonReader } from '../../learning/lesson/LessonReader';
import { lessonDraftQueries } from '../lesson-builder/lesson-draft.queries';
import { previewStrings } from './preview.locale';

registerLocaleBundle(management, previewStrings);

export interface LessonPreviewPageProps {
  readonly lessonId: number;
  /** The builder this preview mirrors, linked for those who may open it. */
  readonly builderPath: string;
}

/**
 * A lesson's draft as students will read it once published: the draft (`GET lesson/{id}/backup`)
 * rendered by the students' own reader, under a banner saying it is a preview. It has no progress, so
 * nothing here changes a lesson's status or last page (product-spec §4). Teachers, campus managers and
 * support open previews too: the link back to the builder shows only to those the builder admits.
 */
export function LessonPreviewPage({ lessonId, builderPath }: LessonPreviewPageProps) {
  const { t } = useTranslation();
  const { lessonContent } = useServices();
  const draft = useQuery(lessonDraftQueries.lesson(lessonContent, lessonId));
  const mayBuild = useMayOpen(builderPath);
  return (
    <Stack gap="md">
      <Alert role="note" color="yellow" variant="light" title={t('previewBanner')} data-testid="preview-banner">
        <Stack gap={4}>
          <Text size="sm">{t('previewBannerHint')}</Text>
          {mayBuild && (
            <Anchor component={Link} to={builderPath} size="sm">
              {t('previewBackToBuilder')}
            </Anchor>
          )}
        </Stack>
      </Alert>
      <QueryStatus query={draft} texts={{ loading: t('previewLoading'), failed: t('previewLoadFailed'), tryAgain: t('retry') }}>
        {(loaded) => <LessonReader key={loaded.document.id} lesson={asUnread(loaded)} preview />}
      </QueryStatus>
    </Stack>
  );
}

/** The draft as the reader takes a lesson: with no student's progress behind it. */
const asUnread = ({ document }: LessonDraft) => ({ ...document, progress: null });

/** Whether the route guard would let the signed-in user open `path` (product-spec §2, the same rules). */
export function useMayOpen(path: string): boolean {
  const session = useSession();
  const route = ROUTES.find((candidate) => matchPattern(candidate.path, path) !== null);
  if (!route) return false;
  const decision = guardNavigation(route, path, {
    token: session.token,
    roleId: session.profile?.roleId ?? null,
    roleName: session.profile?.roleName ?? null,
  });
  return decision.kind === 'proceed';
}
