import { Group } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import type { AuthoredOpener } from '@application/authoring/page-authoring.port';
import type { OpenerDocument } from '@domain/content/unit.schemas';
import { useAuthoringLabels } from '../authoring-labels';
import { BilingualPlainFields, lazyRuleOf, requiredNameRules, RuleField } from '../lesson-builder/fields';
import type { OpenerFields } from './page-bodies';
import type { PageEditing } from './page-editing';
import { BilingualRichFields } from './page-fields';
import { pageBuilderStrings } from './page-builders.locale';
import { PageRowList } from './PageRowList';

type Hotspot = OpenerDocument['hotspots'][number];

/** A percentage typed by the creator; an empty or non-numeric entry reads as invalid, not as 0. */
const percentOf = (raw: string) => (raw.trim() === '' || Number.isNaN(Number(raw)) ? Number.NaN : Number(raw));
const pageSchemas = () => import('@domain/authoring/page-authoring.schemas');
const percentRule = lazyRuleOf(() => pageSchemas().then((m) => m.hotspotFieldsSchema.shape.xPercent), percentOf);
const labelRules = requiredNameRules(() => pageSchemas().then((m) => m.hotspotFieldsSchema.shape.label));

/** A new hotspot: the middle of the image, named in both languages until the creator names it. */
const NEW_HOTSPOT = { xPercent: 50, yPercent: 50, label: { en: pageBuilderStrings.en.pbNewHotspot, es: pageBuilderStrings.es.pbNewHotspot }, text: null };

/** The opener's hotspots (product-spec §3 Opener): where on the background image (x %, y %), a label and a text. */
export function OpenerHotspots({ hotspots, editing }: { readonly hotspots: readonly Hotspot[]; readonly editing: PageEditing<AuthoredOpener, OpenerFields> }) {
  const { t } = useTranslation();
  const labels = useAuthoringLabels();
  const rows = editing.rows('hotspots');
  const ordered = [...hotspots].sort((a, b) => a.order - b.order);
  const nameOf = (hotspot: Hotspot) => t('pbHotspotNamed', { position: hotspot.order, label: labels.text(hotspot.label) });
  return (
    <PageRowList
      title={t('pbHotspots')}
      items={ordered}
      itemLabel={nameOf}
      empty={t('pbHotspotsEmpty')}
      addLabel={t('pbAddHotspot')}
      rows={rows}
      newRow={NEW_HOTSPOT}
      busy={editing.saver.state.kind === 'saving'}
      renderEditor={(hotspot, index) => {
        const field = (name: string) => `hotspots.${index}.${name}`;
        return (
          <>
            <Group grow align="flex-start">
              <RuleField label={t('pbHotspotX')} description={t('pbPercentHint')} inputMode="numeric" value={String(hotspot.xPercent)} field={field('xPercent')} parse={percentRule} onSave={(xPercent) => rows.edit(hotspot.id, () => ({ xPercent }))} />
              <RuleField label={t('pbHotspotY')} description={t('pbPercentHint')} inputMode="numeric" value={String(hotspot.yPercent)} field={field('yPercent')} parse={percentRule} onSave={(yPercent) => rows.edit(hotspot.id, () => ({ yPercent }))} />
            </Group>
            <BilingualPlainFields labels={{ en: t('pbLabelEn'), es: t('pbLabelEs') }} value={hotspot.label} field={field('label')} rules={labelRules} onSave={rows.language(hotspot.id, 'label')} />
            <BilingualRichFields
              labels={{ en: t('pbHotspotTextEn'), es: t('pbHotspotTextEs') }}
              value={hotspot.text}
              onChange={(language, html) => void rows.language(hotspot.id, 'text', 'optional')(language, html)}
            />
          </>
        );
      }}
    />
  );
}
