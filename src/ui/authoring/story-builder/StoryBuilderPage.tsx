import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { useServices } from '../../app/services-context';
import { QueryStatus } from '../../common/QueryStatus';
import { registerLocaleBundle } from '../../i18n/bundle-registry';
import { ComponentBuilder } from '../lesson-builder/ComponentBuilder';
import { lessonBuilderStrings } from '../lesson-builder/lesson-builder.locale';
import { lessonDraftQueries } from '../lesson-builder/lesson-draft.queries';
import { StoryBuilderBar } from './StoryBuilderBar';
import { storyBuilderStrings } from './story-builder.locale';

registerLocaleBundle(lessonBuilderStrings, storyBuilderStrings);

/**
 * /back-office/story-builder/unit/{unitId}/story/{unitstoryId} (issue 14; product-spec §3 Unit story:
 * a name and components): the story's bar, then the same component catalogue, outline and properties
 * as the lesson builder, over the story's draft. An unknown story is a generic error, never a redirect (§2).
 */
export function StoryBuilderPage({ storyId }: { readonly storyId: number }) {
  const { t } = useTranslation();
  const { lessonContent } = useServices();
  const draft = useQuery(lessonDraftQueries.story(lessonContent, storyId));
  return (
    <QueryStatus query={draft} texts={{ loading: t('sbLoading'), failed: t('sbLoadFailed'), tryAgain: t('retry') }}>
      {(loaded) => <ComponentBuilder draft={loaded} bar={(saveState) => <StoryBuilderBar draft={loaded} saveState={saveState} />} />}
    </QueryStatus>
  );
}
