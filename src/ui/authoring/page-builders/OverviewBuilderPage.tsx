import { Stack, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import type { AuthoredOverview } from '@application/authoring/page-authoring.port';
import { registerLocaleBundle } from '../../i18n/bundle-registry';
import { useAuthoringLabels } from '../authoring-labels';
import { authoringKeys } from '../authoring.queries';
import { authoringMessageStrings } from '../authoring-messages.locale';
import { DraftBuilderBar } from '../biography-builder/ReadingBuilderBar';
import { readingBuilderStrings } from '../biography-builder/reading-builder.locale';
import { BilingualPlainFields, requiredNameRules } from '../lesson-builder/fields';
import { lessonBuilderStrings } from '../lesson-builder/lesson-builder.locale';
import { NarrationFields } from '../lesson-builder/properties/NarrationFields';
import { PublishControl } from '../publish/PublishControl';
import { withNarration } from '../timeline-builder/timeline-body';
import { ImageChoiceField } from './ImageChoiceField';
import { overviewFieldsOf, type OverviewFields } from './page-bodies';
import { PageDraftStatus } from './PageDraftStatus';
import { pageDraftKeys, pageDraftQueries } from './page-drafts.queries';
import { usePageEditing } from './page-editing';
import { BilingualRichFields } from './page-fields';
import { overviewPreviewPath } from './page-paths';
import { pageBuilderStrings } from './page-builders.locale';
import { PageRowList } from './PageRowList';

registerLocaleBundle(lessonBuilderStrings, readingBuilderStrings, pageBuilderStrings, authoringMessageStrings);

const blurbTitleRules = requiredNameRules(() => import('@domain/authoring/page-authoring.schemas').then((m) => m.overviewBlurbFieldsSchema.shape.title));
/** A new blurb, named in both languages until the creator names it. */
const NEW_BLURB = { title: { en: pageBuilderStrings.en.pbNewBlurb, es: pageBuilderStrings.es.pbNewBlurb }, text: { en: '', es: '' }, imageId: null, audio: null };

/**
 * /back-office/unit-builder/unit/{unitId}/overview (issue 14): the unit's overview — its introduction
 * and blurbs (title, text, image, narration). It is part of the unit's draft: its saves raise the
 * unit's version and it reaches students with the unit publish. An unknown unit is a generic error (§2).
 */
export function OverviewBuilderPage({ unitId }: { readonly unitId: number }) {
  const { t } = useTranslation();
  return (
    <PageDraftStatus query={(pages) => pageDraftQueries.overview(pages, unitId)} loading={t('pbOverviewLoading')} failed={t('pbOverviewLoadFailed')}>
      {(loaded) => <OverviewBuilder draft={loaded} />}
    </PageDraftStatus>
  );
}

function OverviewBuilder({ draft }: { readonly draft: AuthoredOverview }) {
  const { t } = useTranslation();
  const labels = useAuthoringLabels();
  const { unitId } = draft;
  const editing = usePageEditing<AuthoredOverview, OverviewFields>(
    pageDraftKeys.overview(unitId),
    [authoringKeys.unit(unitId), authoringKeys.units()],
    overviewFieldsOf,
    (pages, body) => pages.saveOverview(unitId, body),
  );
  const { saver } = editing;
  const blurbs = editing.rows('blurbs');
  const unitName = labels.text(draft.unitName);
  const overview = draft.overview;

  return (
    <Stack gap="lg">
      <DraftBuilderBar
        back={{ path: `/back-office/unit-builder/unit/${unitId}`, label: t('rbBackToUnit') }}
        kind={t('pbOverviewKind')}
        name={unitName}
        otherLanguage={labels.otherLanguage(draft.unitName)}
        publishState={draft.publishState}
        previewPath={overviewPreviewPath(unitId)}
        saver={saver}
        status={{ received: true, failedLabel: t('failedToSaveOverview') }}
        publish={
          <Stack gap="xs">
            <Text size="sm">{t('pbOverviewGoesWithUnit')}</Text>
            <PublishControl scope="unit" targetId={unitId} itemName={t('pbUnitNamed', { name: unitName })} />
          </Stack>
        }
      />
      <Stack gap="sm" maw={760}>
        <BilingualRichFields labels={{ en: t('rbIntroEn'), es: t('rbIntroEs') }} value={overview.intro} onChange={(language, html) => void editing.language('intro', 'optional')(language, html)} />
      </Stack>
      <PageRowList
        title={t('pbBlurbs')}
        items={[...overview.blurbs].sort((a, b) => a.order - b.order)}
        itemLabel={(blurb) => labels.text(blurb.title)}
        empty={t('pbBlurbsEmpty')}
        addLabel={t('pbAddBlurb')}
        rows={blurbs}
        newRow={NEW_BLURB}
        busy={saver.state.kind === 'saving'}
        renderEditor={(blurb, index, name) => (
          <>
            <BilingualPlainFields
              labels={{ en: t('pbBlurbTitleEn'), es: t('pbBlurbTitleEs') }}
              value={blurb.title}
              field={`blurbs.${index}.title`}
              rules={blurbTitleRules}
              onSave={blurbs.language(blurb.id, 'title')}
            />
            <BilingualRichFields
              labels={{ en: t('pbBlurbTextEn'), es: t('pbBlurbTextEs') }}
              value={blurb.text}
              onChange={(language, html) => void blurbs.language(blurb.id, 'text')(language, html)}
            />
            <ImageChoiceField label={t('pbBlurbImage', { name })} image={blurb.image} onSave={(imageId) => blurbs.edit(blurb.id, () => ({ imageId }))} />
            <NarrationFields audio={blurb.audio} onSave={(language, id) => blurbs.edit(blurb.id, (now) => ({ audio: withNarration(now.audio, language, id) }))} />
          </>
        )}
      />
    </Stack>
  );
}
