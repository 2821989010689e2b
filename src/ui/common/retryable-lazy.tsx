import { lazy, type ComponentProps, type ComponentType, type LazyExoticComponent } from 'react';

/** How many times the browser has come back online since the page loaded. */
let backOnline = 0;
if (typeof window !== 'undefined') window.addEventListener('online', () => (backOnline += 1));

/**
 * A module that did not arrive. `askedAt` is how many times the browser had come back online when it
 * was asked for: an online event after that (even one before the failure showed) is worth trying again.
 */
export class ModuleNotLoaded extends Error {
  constructor(
    readonly askedAt: number,
    override readonly cause: unknown,
  ) {
    super(`A module could not be loaded: ${cause instanceof Error ? cause.message : String(cause)}`);
    this.name = 'ModuleNotLoaded';
  }
}

/**
 * Runs `tryAgain` once the browser has come back online after the `since`th time: at once (in a task
 * of its own) when it already has, for the connection can return while a failing request is still on
 * its way. Returns what stops the wait.
 */
export function whenBackOnlineAfter(since: number, tryAgain: () => void): () => void {
  if (backOnline > since) {
    const id = window.setTimeout(tryAgain, 0);
    return () => window.clearTimeout(id);
  }
  window.addEventListener('online', tryAgain, { once: true });
  return () => window.removeEventListener('online', tryAgain);
}

/** How many times the browser has come back online so far. */
export const backOnlineCount = (): number => backOnline;

/**
 * A `lazy` component that asks for its module again once the browser is back online after a failed
 * load. React's `lazy` keeps the first rejection for the page's life, so a chunk that failed while the
 * connection was down could never show. A failed load stays failed until an `online` event after it
 * was asked for (the error reaches the boundary around it, which tries again then); asking again at
 * once would only fail again, render after render. `T` has the same bound as in React's own `lazy`.
 */
export function retryableLazy<T extends ComponentType<any>>(load: () => Promise<{ default: T }>): ComponentType<ComponentProps<T>> {
  const attempt = () => {
    const made: { component: LazyExoticComponent<T>; askedAt: number; failed: boolean } = {
      askedAt: backOnline,
      failed: false,
      component: lazy(() => {
        made.askedAt = backOnline;
        return load().catch((error: unknown) => {
          made.failed = true;
          throw new ModuleNotLoaded(made.askedAt, error);
        });
      }),
    };
    return made;
  };
  let current = attempt();
  function Retryable(props: ComponentProps<T>) {
    if (current.failed && current.askedAt < backOnline) current = attempt();
    const Component = current.component as ComponentType<ComponentProps<T>>;
    return <Component {...props} />;
  }
  return Retryable;
}
