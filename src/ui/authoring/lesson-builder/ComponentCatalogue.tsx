import { useId } from 'react';
import { Button, Stack, Text, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { CATALOGUE_COMPONENT_TYPES } from '@domain/content/component-kinds';
import type { DraftOwner } from '@domain/authoring/draft-owner';
import type { Component, ComponentType } from '@domain/content/component.schemas';
import { addComponentTo } from './draft-owner';
import { useSave } from './draft-saver';

/**
 * The catalogue of product-spec §3's component types. A button per type (click, Enter or Space) adds
 * one at the end of the lesson or story, or right after the selected component; the new one is then selected.
 */
export function ComponentCatalogue({
  owner,
  components,
  selected,
  onAdded,
}: {
  readonly owner: DraftOwner;
  readonly components: readonly Component[]; readonly selected: Component | null; readonly onAdded: (componentId: number) => void;
}) {
  const { t } = useTranslation();
  const save = useSave();
  const headingId = useId();
  const add = async (type: ComponentType) => {
    const known = new Set(components.map((c) => c.id));
    const order = selected ? selected.order + 1 : undefined;
    const outcome = await save((content, version) => addComponentTo(content, owner, version, type, order));
    const added = outcome.ok ? outcome.draft.document.components.find((c) => !known.has(c.id)) : undefined;
    if (added) onAdded(added.id);
  };
  return (
    <Stack gap="xs" component="section" aria-labelledby={headingId}>
      <Title order={2} size="h4" id={headingId}>
        {t('lbCatalogue')}
      </Title>
      <Text size="sm">{t('lbCatalogueHint', { context: owner.kind })}</Text>
      <Stack gap={4} component="ul" style={{ listStyle: 'none', margin: 0, padding: 0 }}>
        {CATALOGUE_COMPONENT_TYPES.map((type) => (
          <li key={type}>
            <Button variant="light" fullWidth justify="flex-start" onClick={() => void add(type)} aria-label={t('lbAddNamed', { type: t(`lbType-${type}`) })}>
              {t(`lbType-${type}`)}
            </Button>
          </li>
        ))}
      </Stack>
    </Stack>
  );
}
