import { useId, useRef } from 'react';
import { Button, Group, Stack, Text, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import type { DraftOwner } from '@domain/authoring/draft-owner';
import type { Component } from '@domain/content/component.schemas';
import { SortableList } from '../editing/SortableList';
import { useComponentName } from './component-names';
import { useSave } from './draft-saver';
import { useConfirmedRemoval } from './use-confirmed-removal';

/**
 * The lesson's or story's components in order: select one to edit it, reorder by dragging or with
 * Move up and Move down, remove after confirming (focus then returns to the list's heading).
 */
export function ComponentOutline({
  ownerKind,
  components,
  selectedId,
  onSelect,
}: {
  /** Whose components they are (the list's name says it). */
  readonly ownerKind: DraftOwner['kind'];
  readonly components: readonly Component[];
  readonly selectedId: number | null;
  readonly onSelect: (componentId: number | null) => void;
}) {
  const { t } = useTranslation();
  const save = useSave();
  const nameOf = useComponentName();
  const removal = useConfirmedRemoval();
  const headingId = useId();
  const heading = useRef<HTMLHeadingElement>(null);
  const move = (from: number, to: number) => {
    const component = components[from];
    if (component) void save((content, version) => content.moveComponent(component.id, version, to + 1));
  };
  const remove = (component: Component) =>
    removal.ask(nameOf(component), (content, version) => content.removeComponent(component.id, version), () => {
      if (component.id === selectedId) onSelect(null);
      heading.current?.focus();
    });

  return (
    <Stack gap="xs" component="section" aria-labelledby={headingId}>
      <Title order={2} size="h4" id={headingId} ref={heading} tabIndex={-1}>
        {t('lbComponents', { context: ownerKind })}
      </Title>
      {components.length === 0 ? (
        <Text size="sm">{t('lbComponentsEmpty', { context: ownerKind })}</Text>
      ) : (
        <SortableList
          items={components}
          label={t('lbComponents', { context: ownerKind })}
          itemLabel={nameOf}
          onMove={move}
          renderItem={(component) => {
            const name = nameOf(component);
            const selected = component.id === selectedId;
            return (
              <Group gap="xs" wrap="nowrap" justify="space-between">
                <Button size="xs" variant={selected ? 'filled' : 'default'} aria-pressed={selected} aria-label={t('lbSelectNamed', { name })} onClick={() => onSelect(component.id)} style={{ flex: 1, minWidth: 0 }} justify="flex-start">
                  {name}
                </Button>
                <Button size="xs" variant="outline" color="red.9" aria-label={t('lbRemoveNamed', { name })} onClick={() => remove(component)}>
                  {t('authoringRemove')}
                </Button>
              </Group>
            );
          }}
        />
      )}
      {removal.dialog}
    </Stack>
  );
}
