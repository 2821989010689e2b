import { Alert, Anchor, Group, Stack, Text, Title } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import type { AuthoredUnitDraft, SaveUnitDetailsBody } from '@application/authoring/unit-details-authoring.port';
import { useServices } from '../../app/services-context';
import { QueryStatus } from '../../common/QueryStatus';
import { registerLocaleBundle } from '../../i18n/bundle-registry';
import { optionalText } from '../biography-builder/reading-texts';
import { readingBuilderStrings } from '../biography-builder/reading-builder.locale';
import { SaveStatus } from '../lesson-builder/BuilderBar';
import { withLanguage, withRecording } from '../lesson-builder/draft-parts';
import { lessonBuilderStrings } from '../lesson-builder/lesson-builder.locale';
import { NarrationFields } from '../lesson-builder/properties/NarrationFields';
import { ImageChoiceField } from '../page-builders/ImageChoiceField';
import { pageBuilderStrings } from '../page-builders/page-builders.locale';
import { BilingualRichFields } from '../page-builders/page-fields';
import { unitPreviewPath } from '../preview/unit-preview-links';
import { unitDetailsQueries, useUnitDraftSaver } from './unit-details.queries';
import { unitDetailsStrings } from './unit-details.locale';
import { UnitVideos } from './UnitVideos';

registerLocaleBundle(lessonBuilderStrings, readingBuilderStrings, pageBuilderStrings, unitDetailsStrings);

/** A change of the details: the fields it saves, worked out from the unit's draft as it is when the save runs. */
export type UnitDetailsChange = (latest: AuthoredUnitDraft) => Omit<SaveUnitDetailsBody, 'version'>;

/**
 * The unit builder's "Unit details" (issue 14; product-spec §3 Unit): the description in both
 * languages and its narration, the thumbnail the course dashboard shows, and the unit's videos. Each
 * field is saved on its own (`PUT unit/{id}` with the unit's draft version, one line of changes); the
 * unit preview shows the draft as students will see it after a unit publish.
 */
export function UnitDetailsSection({ unitId }: { readonly unitId: number }) {
  const { t } = useTranslation();
  const { unitDetails } = useServices();
  const headingId = useId();
  const draft = useQuery(unitDetailsQueries.unitDraft(unitDetails, unitId));
  return (
    <Stack gap="sm" component="section" aria-labelledby={headingId}>
      <Title order={2} id={headingId}>
        {t('udTitle')}
      </Title>
      <Text size="sm">{t('udHint')}</Text>
      <QueryStatus query={draft} texts={{ loading: t('udLoading'), failed: t('udLoadFailed'), tryAgain: t('retry') }}>
        {(loaded) => <UnitDetailsFields draft={loaded} />}
      </QueryStatus>
    </Stack>
  );
}

function UnitDetailsFields({ draft }: { readonly draft: AuthoredUnitDraft }) {
  const { t } = useTranslation();
  const saver = useUnitDraftSaver(draft.id);
  const doc = draft.document;
  const save = (change: UnitDetailsChange) => saver.save((port, version, latest) => port.saveUnitDetails(draft.id, { version, ...change(latest) }));
  return (
    <Stack gap="sm" maw={760}>
      <Group gap="lg">
        <SaveStatus state={saver.state} />
        <Anchor component={Link} to={unitPreviewPath(doc)}>
          {t('udPreviewUnit')}
        </Anchor>
      </Group>
      {saver.stale && (
        <Alert color="yellow" role="alert" title={t('udStale')} withCloseButton closeButtonLabel={t('close')} onClose={saver.dismissStale}>
          {saver.stale}
        </Alert>
      )}
      <BilingualRichFields
        labels={{ en: t('udDescriptionEn'), es: t('udDescriptionEs') }}
        value={doc.description}
        onChange={(language, html) => void save((latest) => ({ description: optionalText(withLanguage(latest.document.description, language, html)) }))}
      />
      <Stack gap="xs" component="section" aria-label={t('udNarration')}>
        <Title order={3} size="h6">
          {t('udNarration')}
        </Title>
        <NarrationFields audio={doc.descriptionAudio} onSave={(language, id) => save((latest) => ({ descriptionAudio: withRecording(latest.document.descriptionAudio, language, id) }))} />
      </Stack>
      <ImageChoiceField label={t('udThumbnail')} image={doc.thumbnail} onSave={(thumbnailImageId) => save(() => ({ thumbnailImageId }))} />
      <UnitVideos videos={doc.videos} save={save} busy={saver.state.kind === 'saving'} />
    </Stack>
  );
}
