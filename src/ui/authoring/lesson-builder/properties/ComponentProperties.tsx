import { Stack, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import type { ComponentFields } from '@domain/authoring/lesson-content.schemas';
import type { Component } from '@domain/content/component.schemas';
import { PARAGRAPH_ALIGNMENTS } from '@domain/content/component-kinds';
import { AssessmentGroupProperties } from '../../assessment-builder/AssessmentGroupProperties';
import { componentIn, withLanguage, withRecording } from '../draft-parts';
import { useSave } from '../draft-saver';
import { BilingualPlainFields, RuleField } from '../fields';
import { ChoiceField } from '../choice-fields';
import { NarrationFields } from './NarrationFields';
import { ParagraphsEditor } from './ParagraphsEditor';
import { addressRule, colourRule, heightRule, sizeRule } from './rules';

/** Group headers go from level 1 (the default) down. */
const HEADER_LEVELS = ['1', '2', '3', '4', '5', '6', '7', '8', '9'] as const;

/**
 * The selected component's properties (product-spec §3): each type shows the fields it uses; the
 * paragraph types edit their paragraphs. Every field is saved on its own as soon as it is left.
 */
export function ComponentProperties({ component }: { readonly component: Component }) {
  const { t } = useTranslation();
  const save = useSave();
  const saveFields = (fields: (latest: Component | undefined) => Partial<ComponentFields>) =>
    save((content, version, latest) => content.saveComponent(component.id, version, fields(componentIn(latest, component.id))));
  const title = (
    <BilingualPlainFields
      labels={{ en: t('lbTitleEn'), es: t('lbTitleEs') }}
      value={component.title}
      field="title"
      onSave={(language, text) => saveFields((now) => ({ title: withLanguage(now?.title, language, text) }))}
    />
  );

  switch (component.type) {
    case 'page-break':
      return <Text size="sm">{t('lbPageBreakNone')}</Text>;
    case 'group-header':
      return (
        <Stack gap="sm">
          {title}
          <ChoiceField
            label={t('lbGroupHeaderType')}
            value={String(component.groupHeaderType ?? 1) as (typeof HEADER_LEVELS)[number]}
            options={HEADER_LEVELS.map((level) => ({ value: level, label: level }))}
            onSave={(level) => saveFields(() => ({ groupHeaderType: Number(level ?? 1) }))}
          />
        </Stack>
      );
    case 'section-title':
      return (
        <Stack gap="sm">
          {title}
          <RuleField label={t('lbBackground')} description={t('lbColourHint')} value={component.background ?? ''} field="background" parse={colourRule} onSave={(background) => saveFields(() => ({ background }))} />
          <RuleField label={t('lbColour')} description={t('lbColourHint')} value={component.color ?? ''} field="color" parse={colourRule} onSave={(color) => saveFields(() => ({ color }))} />
          <RuleField label={t('lbSize')} description={t('lbSizeHint')} inputMode="numeric" value={String(component.size ?? '')} field="size" parse={sizeRule} onSave={(size) => saveFields(() => ({ size }))} />
        </Stack>
      );
    case 'card':
      return (
        <Stack gap="sm">
          {title}
          <ChoiceField
            label={t('lbAlignment')}
            value={component.alignment}
            emptyLabel={t('lbAlignNone')}
            options={PARAGRAPH_ALIGNMENTS.map((value) => ({ value, label: t(`lbAlign-${value}`) }))}
            onSave={(alignment) => saveFields(() => ({ alignment }))}
          />
          <NarrationFields audio={component.audio} onSave={(language, id) => saveFields((now) => ({ audio: withRecording(now?.audio, language, id) }))} />
        </Stack>
      );
    case 'video-content':
      return (
        <Stack gap="sm">
          {title}
          <RuleField label={t('lbVideoUrl')} description={t('lbUrlHint')} inputMode="url" value={component.videoUrl ?? ''} field="videoUrl" parse={addressRule} onSave={(videoUrl) => saveFields(() => ({ videoUrl }))} />
        </Stack>
      );
    case 'embedded-content':
      return (
        <Stack gap="sm">
          <RuleField label={t('lbEmbedUrl')} description={t('lbUrlHint')} inputMode="url" value={component.embedUrl ?? ''} field="embedUrl" parse={addressRule} onSave={(embedUrl) => saveFields(() => ({ embedUrl }))} />
          <RuleField label={t('lbHeight')} description={t('lbHeightHint')} value={component.height ?? 'auto'} field="height" parse={heightRule} onSave={(height) => saveFields(() => ({ height }))} />
        </Stack>
      );
    case 'assessment-group':
      return <AssessmentGroupProperties component={component} />;
    default:
      return <ParagraphsEditor component={component} />;
  }
}
