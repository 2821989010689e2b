import type { ComponentRendererProps } from './component-props';
import { RouteComponent } from './RouteComponent';

/** A map with numbered route points; progressive maps reveal them step by step, horizontal mode lays them in a row. */
export function InteractiveMapComponent(props: ComponentRendererProps) {
  return <RouteComponent {...props} testId="component-interactive-map" />;
}
