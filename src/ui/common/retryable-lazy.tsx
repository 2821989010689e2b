import { lazy, type ComponentProps, type ComponentType, type LazyExoticComponent } from 'react';

/** How many times the browser has come back online since the page loaded. */
let backOnline = 0;
if (typeof window !== 'undefined') window.addEventListener('online', () => (backOnline += 1));

/**
 * A `lazy` component that asks for its module again once the browser is back online after a failed
 * load. React's `lazy` keeps the first rejection for the page's life, so a chunk that failed while the
 * connection was down could never show. A failed load stays failed until the next `online` event (the
 * error reaches the boundary around it, which tries again then); asking again at once would only fail
 * again, render after render. `T` has the same bound as in React's own `lazy`.
 */
export function retryableLazy<T extends ComponentType<any>>(load: () => Promise<{ default: T }>): ComponentType<ComponentProps<T>> {
  const attempt = () => {
    const made: { component: LazyExoticComponent<T>; failedWhen: number | null } = {
      failedWhen: null,
      component: lazy(() =>
        load().catch((error: unknown) => {
          made.failedWhen = backOnline;
          throw error;
        }),
      ),
    };
    return made;
  };
  let current = attempt();
  function Retryable(props: ComponentProps<T>) {
    if (current.failedWhen !== null && current.failedWhen < backOnline) current = attempt();
    const Component = current.component as ComponentType<ComponentProps<T>>;
    return <Component {...props} />;
  }
  return Retryable;
}
