import { Button, Group, Image, Stack, Text, Title } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import type { AuthoredBiography } from '@application/authoring/reading-authoring.port';
import type { BiographyFields } from '@domain/authoring/reading-authoring.schemas';
import type { Language } from '@domain/shared/constants';
import { useServices } from '../../app/services-context';
import { QueryStatus } from '../../common/QueryStatus';
import { registerLocaleBundle } from '../../i18n/bundle-registry';
import { useAuthoringLabels } from '../authoring-labels';
import { MediaUploadField } from '../editing/MediaUploadField';
import { RichTextField } from '../editing/RichTextField';
import { withLanguage, withRecording } from '../lesson-builder/draft-parts';
import { BilingualPlainFields, requiredNameRules, RuleField } from '../lesson-builder/fields';
import { lessonBuilderStrings } from '../lesson-builder/lesson-builder.locale';
import { NarrationFields } from '../lesson-builder/properties/NarrationFields';
import { ReadingBuilderBar } from './ReadingBuilderBar';
import { readingBuilderStrings } from './reading-builder.locale';
import { useReadingDraftSaver } from './reading-draft-saver';
import { readingDraftKeys, readingDraftQueries } from './reading-drafts.queries';
import { biographyPreviewPath } from './reading-paths';
import { optionalText } from './reading-texts';

registerLocaleBundle(lessonBuilderStrings, readingBuilderStrings);

const nameRules = requiredNameRules(() => import('@domain/authoring/reading-authoring.schemas').then((m) => m.biographyFieldsSchema.shape.characterName));

/**
 * /back-office/biography-builder/unit/{unitId}/biography/{biographyId} (issue 14): the biography's
 * draft with its bar and every field of product-spec §3, each saved on its own (blur, or the rich
 * text's hand-on). An unknown biography is a generic error, never a redirect (§2).
 */
export function BiographyBuilderPage({ biographyId }: { readonly biographyId: number }) {
  const { t } = useTranslation();
  const { readingAuthoring } = useServices();
  const draft = useQuery(readingDraftQueries.biography(readingAuthoring, biographyId));
  return (
    <QueryStatus query={draft} texts={{ loading: t('rbBiographyLoading'), failed: t('rbBiographyLoadFailed'), tryAgain: t('retry') }}>
      {(loaded) => <BiographyBuilder draft={loaded} />}
    </QueryStatus>
  );
}

function BiographyBuilder({ draft }: { readonly draft: AuthoredBiography }) {
  const { t } = useTranslation();
  const labels = useAuthoringLabels();
  const { lessonContent } = useServices();
  const saver = useReadingDraftSaver<AuthoredBiography>(readingDraftKeys.biography(draft.id), draft.unitId);
  const doc = draft.document;
  const name = labels.text(doc.characterName);
  /** Saves the fields `change` gives from the draft as it is when the save runs (the other language kept). */
  const saveFields = (change: (latest: AuthoredBiography['document']) => Partial<BiographyFields>) =>
    saver.save((reading, version, latest) => reading.saveBiography(draft.id, { version, ...change(latest.document) }));
  const rename = (language: Language, text: string) =>
    saver.save((reading, version, latest) => reading.renameBiography(draft.id, { version, characterName: withLanguage(latest.document.characterName, language, text) }));
  const saveMainText = (language: Language) => (html: string) => void saveFields((now) => ({ mainText: withLanguage(now.mainText, language, html) }));

  return (
    <Stack gap="lg">
      <ReadingBuilderBar draft={draft} scope="biography" name={name} otherLanguage={labels.otherLanguage(doc.characterName)} previewPath={biographyPreviewPath(draft.unitId, draft.id)} saver={saver} />
      <Stack gap="sm" maw={720}>
        <RuleField label={t('rbNameEn')} value={doc.characterName.en} field="characterName" parse={nameRules.en} onSave={(text) => rename('en', text)} />
        <RuleField label={t('rbNameEs')} value={doc.characterName.es} field="characterName" parse={nameRules.es} onSave={(text) => rename('es', text)} />
        <BilingualPlainFields
          labels={{ en: t('rbPeriodEn'), es: t('rbPeriodEs') }}
          value={doc.characterPeriod}
          field="characterPeriod"
          onSave={(language, text) => saveFields((now) => ({ characterPeriod: optionalText(withLanguage(now.characterPeriod, language, text)) }))}
        />
        <RichTextField label={t('rbMainTextEn')} language="en" value={doc.mainText.en} onChange={saveMainText('en')} />
        <RichTextField label={t('rbMainTextEs')} language="es" value={doc.mainText.es} onChange={saveMainText('es')} />

        <Stack gap="xs" component="section" aria-label={t('rbPortrait')}>
          <Title order={2} size="h5">
            {t('rbPortrait')}
          </Title>
          {doc.portrait ? (
            <Group gap="sm" align="flex-end">
              <Image src={doc.portrait.url} alt={t('rbPortraitAlt', { name })} w={160} fit="contain" />
              <Button size="xs" variant="default" onClick={() => void saveFields(() => ({ portraitImageId: null }))}>
                {t('rbPortraitRemove')}
              </Button>
            </Group>
          ) : (
            <Text size="sm">{t('rbPortraitNone')}</Text>
          )}
          <MediaUploadField label={t('rbPortraitUpload')} accept="image" upload={lessonContent.uploadMedia} onUploaded={(media) => void saveFields(() => ({ portraitImageId: media.id }))} />
          <BilingualPlainFields
            labels={{ en: t('rbPortraitCaptionEn'), es: t('rbPortraitCaptionEs') }}
            value={doc.portraitCaption}
            field="portraitCaption"
            onSave={(language, text) => saveFields((now) => ({ portraitCaption: optionalText(withLanguage(now.portraitCaption, language, text)) }))}
          />
          <BilingualPlainFields
            labels={{ en: t('lbDisclaimerEn'), es: t('lbDisclaimerEs') }}
            value={doc.disclaimer}
            field="disclaimer"
            onSave={(language, text) => saveFields((now) => ({ disclaimer: optionalText(withLanguage(now.disclaimer, language, text)) }))}
          />
        </Stack>

        <Stack gap="xs" component="section" aria-label={t('rbNarration')}>
          <Title order={2} size="h5">
            {t('rbNarration')}
          </Title>
          <NarrationFields audio={doc.audio} onSave={(language, id) => saveFields((now) => ({ audio: withRecording(now.audio, language, id) }))} />
        </Stack>
      </Stack>
    </Stack>
  );
}
