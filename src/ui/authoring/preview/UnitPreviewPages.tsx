import '../../learning/reading/reading-strings';
import { Stack, Title } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import type { AuthoredUnitDraft } from '@application/authoring/unit-details-authoring.port';
import { unitCardOfDraft, unitViewOfDraft } from '@domain/authoring/unit-preview';
import { isLanguage, type Language } from '@domain/shared/constants';
import { useServices } from '../../app/services-context';
import { QueryStatus } from '../../common/QueryStatus';
import { registerLocaleBundle } from '../../i18n/bundle-registry';
import { unit as unitStrings } from '../../i18n/locales/unit';
import { LessonTable } from '../../learning/reading/UnitLessonsPage';
import { VideoCard } from '../../learning/reading/VideosPage';
import { UnitFrameView } from '../../learning/unit/UnitLayout';
import { UnitLinksContext } from '../../learning/unit/unit-links';
import { UnitTile } from '../../learning/unit/UnitsDashboardPage';
import dashboard from '../../learning/unit/UnitsDashboardPage.module.css';
import { unitDetailsQueries } from '../unit-details/unit-details.queries';
import { unitDetailsStrings } from '../unit-details/unit-details.locale';
import { PreviewFrame } from './PreviewFrame';
import { unitPreviewLinks, unitPreviewPath } from './unit-preview-links';

registerLocaleBundle(unitStrings, unitDetailsStrings);

/*
 * The unit and unit-dashboard previews (product-spec §2; §6: super admins, content creators and
 * campus managers): the units' drafts as a unit publish would give them to students, shown by the
 * students' own unit frame, lessons list, videos and unit cards. Nothing here has a student's progress.
 */

/** The language the students' calls would list the unit in (Spanish leaves out lesson types 4–6). */
function useListLanguage(): Language {
  const { i18n } = useTranslation();
  return isLanguage(i18n.language) ? i18n.language : 'en';
}

/** `preview-mode/unit/{unitId}` and `preview-mode/skillUnitBuilder/{unitId}`: the unit's frame with its lessons and videos. */
export function UnitPreviewPage({ unitId, builderPath }: { readonly unitId: number; readonly builderPath: string }) {
  const { t } = useTranslation();
  const { unitDetails } = useServices();
  const draft = useQuery(unitDetailsQueries.unitDraft(unitDetails, unitId));
  return (
    <PreviewFrame builderPath={builderPath} backLabel={t('udBackToUnitBuilder')}>
      <QueryStatus query={draft} texts={{ loading: t('udUnitPreviewLoading'), failed: t('udUnitPreviewFailed'), tryAgain: t('retry') }}>
        {(loaded) => <UnitDraft draft={loaded} />}
      </QueryStatus>
    </PreviewFrame>
  );
}

function UnitDraft({ draft }: { readonly draft: AuthoredUnitDraft }) {
  const { t } = useTranslation();
  const unit = unitViewOfDraft(draft.document, useListLanguage());
  const videos = [...unit.videos].sort((a, b) => a.order - b.order);
  return (
    <UnitLinksContext.Provider value={unitPreviewLinks(unit)}>
      <UnitFrameView unit={unit}>
        <LessonTable unit={unit} />
        {videos.length > 0 && (
          <Stack gap="md" component="section" aria-labelledby="unit-preview-videos" mt="xl">
            <Title order={2} id="unit-preview-videos">
              {t('readingVideosTitle')}
            </Title>
            <Stack gap="lg" component="ul" style={{ listStyle: 'none', margin: 0, padding: 0 }}>
              {videos.map((video) => (
                <li key={video.id}>
                  <VideoCard video={video} level={3} />
                </li>
              ))}
            </Stack>
          </Stack>
        )}
      </UnitFrameView>
    </UnitLinksContext.Provider>
  );
}

/** `preview-mode/unit-dashboard`: every unit's draft as the students' units dashboard shows it; a card opens its unit's preview. */
export function UnitDashboardPreviewPage() {
  const { t } = useTranslation();
  const { unitDetails } = useServices();
  const language = useListLanguage();
  const drafts = useQuery(unitDetailsQueries.unitDrafts(unitDetails));
  return (
    <PreviewFrame builderPath="/back-office/dashboard-builder" backLabel={t('udBackToDashboard')}>
      <Stack gap="md" component="section" aria-labelledby="units-preview-title">
        <Title order={1} id="units-preview-title">
          {t('unitsTitle')}
        </Title>
        <QueryStatus query={drafts} texts={{ loading: t('udUnitsPreviewLoading'), failed: t('udUnitsPreviewFailed'), tryAgain: t('retry') }}>
          {(loaded) =>
            loaded.length === 0 ? (
              <p>{t('noUnits')}</p>
            ) : (
              <ul className={dashboard.grid} data-testid="units-dashboard">
                {loaded.map(({ document }) => (
                  <li key={document.id}>
                    <UnitTile unit={unitCardOfDraft(document, language)} to={unitPreviewPath(document)} />
                  </li>
                ))}
              </ul>
            )
          }
        </QueryStatus>
      </Stack>
    </PreviewFrame>
  );
}
