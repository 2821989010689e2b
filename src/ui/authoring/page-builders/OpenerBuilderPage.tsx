import { Suspense } from 'react';
import { Stack, Title } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import type { AuthoredUnitDetails } from '@application/authoring/course-authoring.use-cases';
import type { AuthoredOpener } from '@application/authoring/page-authoring.port';
import type { Language } from '@domain/shared/constants';
import { useServices } from '../../app/services-context';
import { PartLoader } from '../../common/PartLoader';
import { QueryStatus } from '../../common/QueryStatus';
import { registerLocaleBundle } from '../../i18n/bundle-registry';
import { useAuthoringLabels } from '../authoring-labels';
import { authoringKeys, authoringQueries } from '../authoring.queries';
import { DraftBuilderBar } from '../biography-builder/ReadingBuilderBar';
import { readingBuilderStrings } from '../biography-builder/reading-builder.locale';
import { lazyRuleOf, RuleField } from '../lesson-builder/fields';
import { lessonBuilderStrings } from '../lesson-builder/lesson-builder.locale';
import { NarrationFields } from '../lesson-builder/properties/NarrationFields';
import { addressRule, colourRule, noneWhenEmpty } from '../lesson-builder/properties/rules';
import { MissingUnitItem } from '../MissingUnitItem';
import { PublishControl } from '../publish/PublishControl';
import { withNarration } from '../timeline-builder/timeline-body';
import { ImageChoiceField } from './ImageChoiceField';
import { openerFieldsOf, type OpenerFields } from './page-bodies';
import { PageDraftStatus } from './PageDraftStatus';
import { pageDraftKeys, pageDraftQueries, useCreateOpener } from './page-drafts.queries';
import { BilingualRichFields } from './page-fields';
import { usePageEditing } from './page-editing';
import { openerPreviewPath } from './page-paths';
import { pageBuilderStrings } from './page-builders.locale';
import { lazyAskedAtOnce } from '../../common/lazy-asked-at-once';

// The hotspots' list (rows, reordering, removal) is asked for as soon as the builder loads, so it
// arrives with the draft; its rows are drawn only once it has, never swapped in under typing.
const OpenerHotspots = lazyAskedAtOnce(() => import('./OpenerHotspots').then((m) => m.OpenerHotspots));

registerLocaleBundle(lessonBuilderStrings, readingBuilderStrings, pageBuilderStrings);

/** An opener's video may also be one of the course's own videos, as the demo openers name theirs. */
const videoRule = lazyRuleOf(() => import('@domain/authoring/page-authoring.schemas').then((m) => m.saveOpenerBodySchema.shape.videoUrl), noneWhenEmpty);

/**
 * /back-office/opener-builder/unit/{unitId} (issue 14): the unit's one opener, found through the unit's
 * details; a unit without one offers to create it. An unknown unit is a generic error, never a redirect (§2).
 */
export function OpenerBuilderPage({ unitId }: { readonly unitId: number }) {
  const { t } = useTranslation();
  const { authoring } = useServices();
  const unit = useQuery(authoringQueries.unit(authoring, unitId));
  return (
    <QueryStatus query={unit} texts={{ loading: t('rbUnitLoading'), failed: t('authoringUnitLoadFailed'), tryAgain: t('retry') }}>
      {(details) => (details.openerId === null ? <NoOpener unit={details} /> : <OpenerDraft key={details.openerId} openerId={details.openerId} unit={details} />)}
    </QueryStatus>
  );
}

function NoOpener({ unit }: { readonly unit: AuthoredUnitDetails }) {
  const { t } = useTranslation();
  const creating = useCreateOpener(unit.id);
  return (
    <MissingUnitItem
      unit={unit}
      kind={t('pbOpenerKind')}
      none={t('pbNoOpener')}
      createLabel={t('pbCreateOpener')}
      onCreate={() => creating.mutate(undefined)}
      busy={creating.isPending}
      error={creating.error}
    />
  );
}

function OpenerDraft({ openerId, unit }: { readonly openerId: number; readonly unit: AuthoredUnitDetails }) {
  const { t } = useTranslation();
  return (
    <PageDraftStatus query={(pages) => pageDraftQueries.opener(pages, openerId)} loading={t('pbOpenerLoading')} failed={t('pbOpenerLoadFailed')}>
      {(loaded) => <OpenerBuilder draft={loaded} unit={unit} />}
    </PageDraftStatus>
  );
}

function OpenerBuilder({ draft, unit }: { readonly draft: AuthoredOpener; readonly unit: AuthoredUnitDetails }) {
  const { t } = useTranslation();
  const labels = useAuthoringLabels();
  const editing = usePageEditing<AuthoredOpener, OpenerFields>(pageDraftKeys.opener(draft.id), [authoringKeys.unit(draft.unitId)], openerFieldsOf, (pages, body) =>
    pages.saveOpener(draft.id, body),
  );
  const { saver, save } = editing;
  const doc = draft.document;
  const unitName = labels.unit(unit);
  const name = t('pbOpenerOf', { unit: unitName });
  const saveRich = (key: 'story' | 'highlight') => (language: Language, html: string) => void editing.language(key, 'optional')(language, html);

  return (
    <Stack gap="lg">
      <DraftBuilderBar
        back={{ path: `/back-office/unit-builder/unit/${draft.unitId}`, label: t('rbBackToUnit') }}
        kind={t('pbOpenerKind')}
        name={unitName}
        otherLanguage={labels.otherLanguage(unit.name)}
        publishState={draft.publishState}
        previewPath={openerPreviewPath(draft.unitId)}
        saver={saver}
        status={{ received: true }}
        publish={<PublishControl scope="opener" targetId={draft.id} itemName={name} />}
      />
      <Stack gap="sm" maw={760} component="section" aria-labelledby="opener-images">
        <Title order={2} size="h4" id="opener-images">
          {t('pbImages')}
        </Title>
        <ImageChoiceField label={t('pbBackgroundImage')} image={doc.backgroundImage} onSave={(id) => save(() => ({ backgroundImageId: id }))} />
        <ImageChoiceField label={t('pbOpenerBackgroundImage')} image={doc.openerBackgroundImage} onSave={(id) => save(() => ({ openerBackgroundImageId: id }))} />
        <ImageChoiceField label={t('pbThumbnailImage')} image={doc.thumbnailImage} onSave={(id) => save(() => ({ thumbnailImageId: id }))} />
      </Stack>
      <Stack gap="sm" maw={760} component="section" aria-labelledby="opener-look">
        <Title order={2} size="h4" id="opener-look">
          {t('pbLookAndLinks')}
        </Title>
        <RuleField
          label={t('pbTitleBackground')}
          description={t('lbColourHint')}
          value={doc.titleBackgroundColor ?? ''}
          field="titleBackgroundColor"
          parse={colourRule}
          onSave={(titleBackgroundColor) => save(() => ({ titleBackgroundColor }))}
        />
        <RuleField label={t('pbTitleColour')} description={t('lbColourHint')} value={doc.color ?? ''} field="color" parse={colourRule} onSave={(color) => save(() => ({ color }))} />
        <RuleField label={t('lbVideoUrl')} description={t('lbUrlHint')} inputMode="url" value={doc.videoUrl ?? ''} field="videoUrl" parse={videoRule} onSave={(videoUrl) => save(() => ({ videoUrl }))} />
        <RuleField
          label={t('pbEmbeddedLink')}
          description={t('lbUrlHint')}
          inputMode="url"
          value={doc.unitOpenerEmbededLink ?? ''}
          field="unitOpenerEmbededLink"
          parse={addressRule}
          onSave={(unitOpenerEmbededLink) => save(() => ({ unitOpenerEmbededLink }))}
        />
      </Stack>
      <Stack gap="sm" maw={760} component="section" aria-labelledby="opener-narration">
        <Title order={2} size="h4" id="opener-narration">
          {t('rbNarration')}
        </Title>
        <NarrationFields audio={doc.audio} onSave={(language, id) => save((now) => ({ audio: withNarration(now.audio, language, id) }))} />
      </Stack>
      <Stack gap="sm" maw={760} component="section" aria-labelledby="opener-texts">
        <Title order={2} size="h4" id="opener-texts">
          {t('pbStoryAndHighlight')}
        </Title>
        <BilingualRichFields labels={{ en: t('pbHighlightEn'), es: t('pbHighlightEs') }} value={doc.highlight} onChange={saveRich('highlight')} />
        <BilingualRichFields labels={{ en: t('pbStoryEn'), es: t('pbStoryEs') }} value={doc.story} onChange={saveRich('story')} />
      </Stack>
      <Suspense fallback={<PartLoader />}>
        <OpenerHotspots hotspots={doc.hotspots} editing={editing} />
      </Suspense>
    </Stack>
  );
}
