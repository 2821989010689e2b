import type { ComponentRendererProps } from './component-props';
import { RouteComponent } from './RouteComponent';

/** A guided activity: numbered steps (route points with their own images), stepped through one at a time. */
export function InteractiveLessonComponent(props: ComponentRendererProps) {
  return <RouteComponent {...props} testId="component-interactive-lesson" />;
}
