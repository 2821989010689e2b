import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { useServices } from '../../app/services-context';
import { QueryStatus } from '../../common/QueryStatus';
import { BiographyArticle } from '../../learning/reading/BiographyPage';
import { registerLocaleBundle } from '../../i18n/bundle-registry';
import { readingBuilderStrings } from '../biography-builder/reading-builder.locale';
import { PreviewFrame } from './PreviewFrame';
import { readingDraftQueries } from '../biography-builder/reading-drafts.queries';
import { biographyBuilderPath } from '../biography-builder/reading-paths';

registerLocaleBundle(readingBuilderStrings);

/**
 * A biography's draft as students will read it once published (`GET biography/{id}/backup`), shown by
 * the students' own article under the preview banner; nothing here is a student's progress.
 */
export function BiographyPreviewPage({ unitId, biographyId }: { readonly unitId: number; readonly biographyId: number }) {
  const { t } = useTranslation();
  const { readingAuthoring } = useServices();
  const draft = useQuery(readingDraftQueries.biography(readingAuthoring, biographyId));
  return (
    <PreviewFrame builderPath={biographyBuilderPath(unitId, biographyId)} backLabel={t('rbPreviewBackToBiography')}>
      <QueryStatus query={draft} texts={{ loading: t('rbBiographyLoading'), failed: t('rbPreviewBiographyFailed'), tryAgain: t('retry') }}>
        {(loaded) => <BiographyArticle bio={loaded.document} />}
      </QueryStatus>
    </PreviewFrame>
  );
}
