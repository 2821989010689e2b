import type { Component } from '@domain/content/component.schemas';
import type { HeadingLevel } from './Heading';

/** Every component renderer gets the component and the heading level of its own title. */
export interface ComponentRendererProps {
  readonly component: Component;
  readonly level: HeadingLevel;
}
