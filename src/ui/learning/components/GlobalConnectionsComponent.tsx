import type { ComponentRendererProps } from './component-props';
import { RouteComponent } from './RouteComponent';

/** A route around the world (five stops by default) on a map, each stop with its text, narration and images. */
export function GlobalConnectionsComponent(props: ComponentRendererProps) {
  return <RouteComponent {...props} testId="component-global-connections" />;
}
