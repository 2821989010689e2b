import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { useServices } from '../../app/services-context';
import { QueryStatus } from '../../common/QueryStatus';
import { registerLocaleBundle } from '../../i18n/bundle-registry';
import { lesson } from '../../i18n/locales/lesson';
import { StoryReader } from '../../learning/lesson/UnitStoryPage';
import { lessonDraftQueries } from '../lesson-builder/lesson-draft.queries';
import { storyBuilderStrings } from '../story-builder/story-builder.locale';
import { storyBuilderPath } from '../story-builder/story-paths';
import { PreviewFrame } from './PreviewFrame';

// The students' pager names its pages with the lesson reader's words.
registerLocaleBundle(lesson, storyBuilderStrings);

/**
 * A unit story's draft as students will read it once published (`GET unitstory/{id}/backup`), paged
 * by the students' own story reader under the preview banner; a story keeps no progress, so nothing
 * here changes anyone's. The link back to the builder shows to those the builder admits.
 */
export function StoryPreviewPage({ unitId, storyId }: { readonly unitId: number; readonly storyId: number }) {
  const { t } = useTranslation();
  const { lessonContent } = useServices();
  const draft = useQuery(lessonDraftQueries.story(lessonContent, storyId));
  return (
    <PreviewFrame builderPath={storyBuilderPath(unitId, storyId)} backLabel={t('sbPreviewBack')}>
      <QueryStatus query={draft} texts={{ loading: t('sbLoading'), failed: t('sbPreviewFailed'), tryAgain: t('retry') }}>
        {(loaded) => <StoryReader key={loaded.document.id} story={loaded.document} />}
      </QueryStatus>
    </PreviewFrame>
  );
}
