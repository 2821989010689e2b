import { lazy, type ComponentProps, type ComponentType, type LazyExoticComponent } from 'react';

/**
 * How many chances to ask again for a module that failed have come since the page loaded: each time
 * the browser comes back online, and each time a boundary's wait after a failure ends (`giveRetryChance`;
 * a server that restarted gives no online event).
 */
let retryChances = 0;
if (typeof window !== 'undefined') window.addEventListener('online', () => (retryChances += 1));

/**
 * A module that did not arrive. `askedAt` is how many retry chances had come when it was asked for:
 * one after that (even one before the failure showed) is worth trying again on.
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

/** How many retry chances have come so far. */
export const retryChancesSoFar = (): number => retryChances;

/** A new chance for every failed module: the next render of each asks for it again. */
export function giveRetryChance(): void {
  retryChances += 1;
}

/**
 * Runs `tryAgain` at the first online event after the `since`th retry chance: in a task of its own
 * when one has already come (the connection can return while a failing request is still on its way).
 * Returns what stops the wait.
 */
export function whenBackOnlineAfter(since: number, tryAgain: () => void): () => void {
  if (retryChances > since) {
    const id = window.setTimeout(tryAgain, 0);
    return () => window.clearTimeout(id);
  }
  window.addEventListener('online', tryAgain, { once: true });
  return () => window.removeEventListener('online', tryAgain);
}

/**
 * A `lazy` component that asks for its module again after a failed load once a retry chance has come
 * since it was asked for. React's `lazy` keeps the first rejection for the page's life, so a chunk that
 * failed while the connection was down could never show. Asking again at once would only fail again,
 * render after render (the error reaches the boundary around it, which decides when to try again).
 * `T` has the same bound as in React's own `lazy`.
 */
export function retryableLazy<T extends ComponentType<any>>(load: () => Promise<{ default: T }>): ComponentType<ComponentProps<T>> {
  const attempt = () => {
    const made: { component: LazyExoticComponent<T>; askedAt: number; failed: boolean } = {
      askedAt: retryChances,
      failed: false,
      component: lazy(() => {
        made.askedAt = retryChances;
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
    if (current.failed && current.askedAt < retryChances) current = attempt();
    const Component = current.component as ComponentType<ComponentProps<T>>;
    return <Component {...props} />;
  }
  return Retryable;
}
