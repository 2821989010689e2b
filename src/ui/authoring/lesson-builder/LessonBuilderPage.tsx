import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { useServices } from '../../app/services-context';
import { QueryStatus } from '../../common/QueryStatus';
import { registerLocaleBundle } from '../../i18n/bundle-registry';
import { BuilderBar } from './BuilderBar';
import { ComponentBuilder } from './ComponentBuilder';
import { lessonBuilderStrings } from './lesson-builder.locale';
import { lessonDraftQueries } from './lesson-draft.queries';
import { LessonOverviewPanel } from './LessonOverviewPanel';

registerLocaleBundle(lessonBuilderStrings);

/**
 * /back-office/lesson-builder/unit/{unitId}/lesson/{lessonId} and the other lesson-type builder paths
 * (issue 14): the lesson's draft with its bar, the component catalogue, the components in order and
 * the selected one's properties. An unknown lesson is a generic error, never a redirect (§2).
 */
export function LessonBuilderPage({ lessonId }: { readonly lessonId: number }) {
  const { t } = useTranslation();
  const { lessonContent } = useServices();
  const draft = useQuery(lessonDraftQueries.lesson(lessonContent, lessonId));
  return (
    <QueryStatus query={draft} texts={{ loading: t('lbLoading'), failed: t('lbLoadFailed'), tryAgain: t('retry') }}>
      {(loaded) => <ComponentBuilder draft={loaded} bar={(saveState) => <BuilderBar draft={loaded} saveState={saveState} />} ownerPanel={<LessonOverviewPanel draft={loaded} />} />}
    </QueryStatus>
  );
}
