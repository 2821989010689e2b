import { useState } from 'react';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import type { AuthoredOverview } from '@application/authoring/page-authoring.port';
import type { OverviewView } from '@domain/content/student-content.schemas';
import { useServices } from '../../app/services-context';
import { failureOf } from '../../app/server-state/api-result-query';
import { QueryStatus } from '../../common/QueryStatus';
import { registerLocaleBundle } from '../../i18n/bundle-registry';
import { ContributorsArticle } from '../../learning/reading/ContributorsPage';
import { TeacherPageArticle } from '../../learning/reading/TeacherPage';
import { OpenerView } from '../../learning/unit/OpenerPage';
import { OverviewArticle } from '../../learning/unit/OverviewPage';
import { pageBuilderStrings } from '../page-builders/page-builders.locale';
import { pageDraftQueries } from '../page-builders/page-drafts.queries';
import { PageDraftStatus } from '../page-builders/PageDraftStatus';
import { CONTRIBUTORS_BUILDER_PATH, openerBuilderPath, overviewBuilderPath, teacherPageBuilderPath } from '../page-builders/page-paths';
import { PreviewFrame } from './PreviewFrame';

registerLocaleBundle(pageBuilderStrings);

/*
 * The opener, overview, teacher-page and contributors drafts as students will see them once
 * published, by the students' own pages under the preview banner. Nothing here is a student's
 * progress: the opener completes no lesson, an overview's checks stay on the page.
 */

/** The unit's opener draft, found by its unit (`GET unitopener/unit/{unitId}/backup`); a unit without one says so. */
export function OpenerPreviewPage({ unitId }: { readonly unitId: number }) {
  const { t } = useTranslation();
  const { pageAuthoring } = useServices();
  const draft = useQuery(pageDraftQueries.openerOfUnit(pageAuthoring, unitId));
  return (
    <PreviewFrame builderPath={openerBuilderPath(unitId)} backLabel={t('pbPreviewBackToOpener')}>
      {failureOf(draft.error)?.code === 'AUTHORING.OPENER_NOT_FOUND' ? (
        <p>{t('pbNoOpener')}</p>
      ) : (
        <QueryStatus query={draft} texts={{ loading: t('pbOpenerLoading'), failed: t('pbPreviewOpenerFailed'), tryAgain: t('retry') }}>
          {(loaded) => <OpenerView opener={loaded.document} />}
        </QueryStatus>
      )}
    </PreviewFrame>
  );
}

/** The unit's overview draft (`GET unit/{id}/overview-backups`). */
export function OverviewPreviewPage({ unitId }: { readonly unitId: number }) {
  const { t } = useTranslation();
  return (
    <PreviewFrame builderPath={overviewBuilderPath(unitId)} backLabel={t('pbPreviewBackToOverview')}>
      <PageDraftStatus query={(pages) => pageDraftQueries.overview(pages, unitId)} loading={t('pbOverviewLoading')} failed={t('pbPreviewOverviewFailed')}>
        {(loaded) => <OverviewOnThisPage draft={loaded} />}
      </PageDraftStatus>
    </PreviewFrame>
  );
}

/** The students' overview with its blurbs checked on this page only (a preview saves no student's state). */
function OverviewOnThisPage({ draft }: { readonly draft: AuthoredOverview }) {
  const [checked, setChecked] = useState<ReadonlySet<number>>(new Set());
  const blurbs = draft.overview.blurbs.map((blurb) => ({ ...blurb, status: checked.has(blurb.id) ? ('checked' as const) : ('remaining' as const) }));
  const done = blurbs.filter((blurb) => blurb.status === 'checked').length;
  const view: OverviewView = { unitId: draft.unitId, unitName: draft.unitName, intro: draft.overview.intro, blurbs, checked: done, remaining: blurbs.length - done };
  const toggle = (id: number, on: boolean) => setChecked((now) => new Set(on ? [...now, id] : [...now].filter((x) => x !== id)));
  return <OverviewArticle overview={view} onToggle={(blurb, on) => toggle(blurb.id, on)} />;
}

/** A teacher page's draft (`GET skills/{id}/backup`); the way back to its builder is known once it names its unit. */
export function TeacherPagePreviewPage({ teacherPageId }: { readonly teacherPageId: number }) {
  const { t } = useTranslation();
  const { pageAuthoring } = useServices();
  const draft = useQuery(pageDraftQueries.teacherPage(pageAuthoring, teacherPageId));
  const builderPath = draft.data ? teacherPageBuilderPath(teacherPageId, draft.data.unitId) : null;
  return (
    <PreviewFrame builderPath={builderPath} backLabel={t('pbPreviewBackToTeacherPage')}>
      <QueryStatus query={draft} texts={{ loading: t('pbTeacherPageLoading'), failed: t('pbPreviewTeacherPageFailed'), tryAgain: t('retry') }}>
        {(loaded) => <TeacherPageArticle page={loaded.document} />}
      </QueryStatus>
    </PreviewFrame>
  );
}

/** The course's contributors page draft (`GET contributors/backup`). */
export function ContributorsPreviewPage() {
  const { t } = useTranslation();
  return (
    <PreviewFrame builderPath={CONTRIBUTORS_BUILDER_PATH} backLabel={t('pbPreviewBackToContributors')}>
      <PageDraftStatus query={pageDraftQueries.contributors} loading={t('pbContributorsLoading')} failed={t('pbPreviewContributorsFailed')}>
        {(loaded) => <ContributorsArticle page={loaded.document} />}
      </PageDraftStatus>
    </PreviewFrame>
  );
}
