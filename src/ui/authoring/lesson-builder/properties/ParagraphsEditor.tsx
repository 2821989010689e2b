import { useState } from 'react';
import { Button, Group, Stack, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import type { Component, Paragraph } from '@domain/content/component.schemas';
import { useAuthoringLabels } from '../../authoring-labels';
import { SortableList } from '../../editing/SortableList';
import { useSave } from '../draft-saver';
import { useConfirmedRemoval } from '../use-confirmed-removal';
import { ParagraphProperties } from './ParagraphProperties';

/**
 * A paragraph-type component's paragraphs (product-spec §3): add one at the end, reorder (drag or
 * Move buttons), remove after confirming, and the selected paragraph's properties beneath.
 */
export function ParagraphsEditor({ component }: { readonly component: Component }) {
  const { t } = useTranslation();
  const { text } = useAuthoringLabels();
  const save = useSave();
  const removal = useConfirmedRemoval();
  const paragraphs = component.paragraphs;
  const [chosenId, setChosenId] = useState<number | null>(null);
  const selected = paragraphs.find((p) => p.id === chosenId) ?? paragraphs[0];

  const nameOf = (p: Paragraph) => {
    const title = text(p.title);
    return title ? t('lbParagraphTitled', { order: p.order, title }) : t('lbParagraphNamed', { order: p.order });
  };
  const add = async () => {
    const known = new Set(paragraphs.map((p) => p.id));
    const outcome = await save((content, version) => content.addParagraph(component.id, version));
    // The new paragraph is the one the answer has and the list had not: it opens for editing.
    const added = outcome.ok ? outcome.draft.document.components.find((c) => c.id === component.id)?.paragraphs.find((p) => !known.has(p.id)) : undefined;
    if (added) setChosenId(added.id);
  };
  const move = (from: number, to: number) => {
    const paragraph = paragraphs[from];
    if (paragraph) void save((content, version) => content.moveParagraph(paragraph.id, version, to + 1));
  };

  return (
    <Stack gap="sm">
      <Title order={3} size="h5">
        {t('lbParagraphs')}
      </Title>
      <SortableList
        items={paragraphs}
        label={t('lbParagraphs')}
        itemLabel={nameOf}
        onMove={move}
        renderItem={(paragraph) => (
          <Group gap="xs" wrap="nowrap">
            <Button size="xs" variant={paragraph.id === selected?.id ? 'filled' : 'default'} aria-pressed={paragraph.id === selected?.id} onClick={() => setChosenId(paragraph.id)} aria-label={t('lbSelectNamed', { name: nameOf(paragraph) })}>
              {nameOf(paragraph)}
            </Button>
            <Button
              size="xs"
              variant="outline"
              color="red.9"
              aria-label={t('lbRemoveNamed', { name: nameOf(paragraph) })}
              onClick={() => removal.ask(nameOf(paragraph), (content, version) => content.removeParagraph(paragraph.id, version))}
            >
              {t('authoringRemove')}
            </Button>
          </Group>
        )}
      />
      <Group>
        <Button variant="default" onClick={() => void add()}>
          {t('lbAddParagraph')}
        </Button>
      </Group>
      {selected && <ParagraphProperties key={selected.id} component={component} paragraph={selected} name={nameOf(selected)} />}
      {removal.dialog}
    </Stack>
  );
}
