import { lazy, type ComponentType } from 'react';

/**
 * A `lazy` component whose module is asked for as soon as the module declaring it loads, not when it
 * first renders: a part a screen draws only once its data has arrived (a builder's list, panel or
 * editor) then comes with that data instead of delaying the screen's first paint (issue 17). A failed
 * early fetch is ignored here; the first render asks again, and a second failure reaches the screen's
 * ScreenFailureBoundary.
 */
export function lazyAskedAtOnce<P extends object>(load: () => Promise<ComponentType<P>>) {
  void load().catch(() => undefined);
  return lazy(() => load().then((component) => ({ default: component })));
}
