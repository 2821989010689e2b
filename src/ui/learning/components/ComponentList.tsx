import { registerLocaleBundle } from '../../i18n/bundle-registry';
import { lesson } from '../../i18n/locales/lesson';
import type { ComponentType as ReactComponent } from 'react';
import type { Component, ComponentType } from '@domain/content/component.schemas';
import { leadImageComponentId } from '@domain/content/lead-image';
import { LeadImagesContext } from '../common/lead-images';
import { AssessmentGroupComponent } from './AssessmentGroupComponent';
import { CardComponent } from './CardComponent';
import type { ComponentRendererProps } from './component-props';
import { EmbeddedContentComponent } from './EmbeddedContentComponent';
import { GlobalConnectionsComponent } from './GlobalConnectionsComponent';
import { GroupHeaderComponent } from './GroupHeaderComponent';
import { deeper, type HeadingLevel } from './Heading';
import { InteractiveLessonComponent } from './InteractiveLessonComponent';
import { InteractiveMapComponent } from './InteractiveMapComponent';
import { OnlyImagesComponent } from './OnlyImagesComponent';
import { PageBreakComponent } from './PageBreakComponent';
import { ParagraphComponent } from './ParagraphComponent';
import { RubricComponent } from './RubricComponent';
import { SectionTitleComponent } from './SectionTitleComponent';
import { TextContentComponent } from './TextContentComponent';
import { VideoContentComponent } from './VideoContentComponent';
import classes from './components.module.css';

registerLocaleBundle(lesson);

/** One renderer per component type (product-spec §3, plus the assessment-group slot). */
export const COMPONENT_RENDERERS: Record<ComponentType, ReactComponent<ComponentRendererProps>> = {
  'page-break': PageBreakComponent,
  'group-header': GroupHeaderComponent,
  rubric: RubricComponent,
  paragraph: ParagraphComponent,
  'section-title': SectionTitleComponent,
  card: CardComponent,
  'text-content': TextContentComponent,
  'video-content': VideoContentComponent,
  'interactive-map': InteractiveMapComponent,
  'interactive-lesson': InteractiveLessonComponent,
  'only-images': OnlyImagesComponent,
  'global-connections': GlobalConnectionsComponent,
  'embedded-content': EmbeddedContentComponent,
  'assessment-group': AssessmentGroupComponent,
};

/** Section titles and group headers open a section: they are h2 and what follows them nests at h3. */
const SECTION_OPENERS: ReadonlySet<ComponentType> = new Set(['section-title', 'group-header']);

/**
 * The heading level of each component's own title on one page, so the outline never skips a level;
 * `top` is the level of the page's first headings (2 under the page's h1).
 */
export function headingLevels(components: readonly Pick<Component, 'type'>[], top: HeadingLevel = 2): HeadingLevel[] {
  let base = top;
  return components.map((component) => {
    if (SECTION_OPENERS.has(component.type)) {
      base = deeper(top);
      return top;
    }
    return base;
  });
}

/**
 * The components of one page, in order; `top` as in headingLevels (3 where the page's own h2 comes first:
 * the back office's component samples). The page's first pictures load at once (leadImageComponentId)
 * unless `leadImages` is false: a list of many one-component samples has no single first picture.
 */
export function ComponentList({ components, top, leadImages = true }: { components: readonly Component[]; top?: HeadingLevel; leadImages?: boolean }) {
  const levels = headingLevels(components, top);
  const lead = leadImages ? leadImageComponentId(components) : null;
  return (
    <div className={classes.components}>
      {components.map((component, index) => {
        const Renderer = COMPONENT_RENDERERS[component.type];
        return Renderer ? (
          <LeadImagesContext.Provider key={component.id} value={component.id === lead}>
            <Renderer component={component} level={levels[index]} />
          </LeadImagesContext.Provider>
        ) : null;
      })}
    </div>
  );
}
