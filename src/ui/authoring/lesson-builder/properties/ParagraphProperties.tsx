import { SimpleGrid, Stack, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import type { ParagraphFields } from '@domain/authoring/lesson-content.schemas';
import type { Language } from '@domain/shared/constants';
import type { Component, Paragraph } from '@domain/content/component.schemas';
import { PARAGRAPH_ALIGNMENTS, PARAGRAPH_ORIENTATIONS } from '@domain/content/component-kinds';
import { RichTextField } from '../../editing/RichTextField';
import { paragraphIn, withLanguage, withRecording } from '../draft-parts';
import { useSave } from '../draft-saver';
import { BilingualPlainFields, RuleField } from '../fields';
import { ChoiceField } from '../choice-fields';
import { ToggleField } from '../toggle-field';
import { EssentialQuestionEditor } from './EssentialQuestionEditor';
import { ImagesEditor } from './ImagesEditor';
import { NarrationFields } from './NarrationFields';
import { RoutePointsEditor } from './RoutePointsEditor';
import { addressRule, colourRule, heightRule, opacityRule, sizeRule } from './rules';

const TOGGLES = ['isProgressiveMap', 'isHorizontalMode', 'isCarousal', 'displayStepNumbers'] as const;

/** Route points belong to maps (product-spec §3): interactive maps and global connections. */
const hasRoutePoints = (type: Component['type']) => type === 'interactive-map' || type === 'global-connections';

/** Every property of the selected paragraph (product-spec §3), each saved on its own. */
export function ParagraphProperties({ component, paragraph, name }: { readonly component: Component; readonly paragraph: Paragraph; readonly name: string }) {
  const { t } = useTranslation();
  const save = useSave();
  const saveFields = (fields: (latest: Paragraph | undefined) => Partial<ParagraphFields>) =>
    save((content, version, latest) => content.saveParagraph(paragraph.id, version, fields(paragraphIn(latest, paragraph.id))));
  const saveContent = (language: Language) => (html: string) => void saveFields((now) => ({ content: withLanguage(now?.content, language, html) }));

  return (
    <Stack gap="sm" component="section" aria-label={t('lbParagraphProperties', { name })}>
      <Title order={3} size="h5">
        {t('lbParagraphProperties', { name })}
      </Title>
      <BilingualPlainFields labels={{ en: t('lbTitleEn'), es: t('lbTitleEs') }} value={paragraph.title} field="title" onSave={(language, text) => saveFields((now) => ({ title: withLanguage(now?.title, language, text) }))} />
      <RichTextField label={t('lbContentEn')} language="en" value={paragraph.content?.en ?? ''} onChange={saveContent('en')} />
      <RichTextField label={t('lbContentEs')} language="es" value={paragraph.content?.es ?? ''} onChange={saveContent('es')} />
      <RuleField label={t('lbVideoUrl')} description={t('lbUrlHint')} inputMode="url" value={paragraph.videoUrl ?? ''} field="videoUrl" parse={addressRule} onSave={(videoUrl) => saveFields(() => ({ videoUrl }))} />
      <SimpleGrid cols={{ base: 1, sm: 2 }}>
        <RuleField label={t('lbBackground')} description={t('lbColourHint')} value={paragraph.background ?? ''} field="background" parse={colourRule} onSave={(background) => saveFields(() => ({ background }))} />
        <RuleField label={t('lbOpacity')} inputMode="numeric" value={String(paragraph.opacity)} field="opacity" parse={opacityRule} onSave={(opacity) => saveFields(() => ({ opacity }))} />
        <RuleField label={t('lbSize')} description={t('lbSizeHint')} inputMode="numeric" value={String(paragraph.size)} field="size" parse={sizeRule} onSave={(size) => saveFields(() => ({ size }))} />
        <RuleField label={t('lbHeight')} description={t('lbHeightHint')} value={paragraph.height} field="height" parse={heightRule} onSave={(height) => saveFields(() => ({ height }))} />
        <ChoiceField
          label={t('lbAlignment')}
          value={paragraph.alignment}
          options={PARAGRAPH_ALIGNMENTS.map((value) => ({ value, label: t(`lbAlign-${value}`) }))}
          onSave={(alignment) => saveFields(() => (alignment ? { alignment } : {}))}
        />
        <ChoiceField
          label={t('lbOrientation')}
          value={paragraph.orientation}
          options={PARAGRAPH_ORIENTATIONS.map((value) => ({ value, label: t(`lbOrient-${value}`) }))}
          onSave={(orientation) => saveFields(() => (orientation ? { orientation } : {}))}
        />
      </SimpleGrid>
      <Stack gap={4} component="fieldset" style={{ border: 0, padding: 0, margin: 0 }}>
        <legend>{t('lbToggles')}</legend>
        {TOGGLES.map((toggle) => (
          <ToggleField key={toggle} label={t(`lb${toggle[0]!.toUpperCase()}${toggle.slice(1)}`)} checked={paragraph[toggle]} onSave={(value) => saveFields(() => ({ [toggle]: value }))} />
        ))}
      </Stack>
      <NarrationFields audio={paragraph.audio} onSave={(language, id) => saveFields((now) => ({ audio: withRecording(now?.audio, language, id) }))} />
      <ImagesEditor place={{ paragraphId: paragraph.id }} images={paragraph.images} />
      <EssentialQuestionEditor paragraph={paragraph} />
      {hasRoutePoints(component.type) && <RoutePointsEditor paragraph={paragraph} />}
    </Stack>
  );
}
