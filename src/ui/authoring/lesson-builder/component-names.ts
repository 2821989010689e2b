import { useCallback } from 'react';
import { useTranslation } from 'react-i18next';
import type { Component } from '@domain/content/component.schemas';
import { useAuthoringLabels } from '../authoring-labels';

/** How the builder names a component: its position, its type and, when it has one, its title ("2. Section title: Settlers"). */
export function useComponentName() {
  const { t } = useTranslation();
  const { text } = useAuthoringLabels();
  return useCallback(
    (component: Pick<Component, 'order' | 'type' | 'title'>) => {
      const type = t(`lbType-${component.type}`);
      const title = text(component.title);
      return title ? t('lbComponentTitled', { order: component.order, type, title }) : t('lbComponentNamed', { order: component.order, type });
    },
    [t, text],
  );
}
