import { Component, type ReactNode } from 'react';
import { giveRetryChance, ModuleNotLoaded, retryChancesSoFar, whenBackOnlineAfter } from '../common/retryable-lazy';

/** After an extra's first failure it is tried again this long after, unless the browser comes back online first, ms. */
export const EXTRA_RETRY_FIRST_MS = 5_000;
/** Each wait doubles the one before, up to this, ms: a server gone for good costs one request a minute. */
export const EXTRA_RETRY_LONGEST_MS = 60_000;

export interface ShellExtraBoundaryProps {
  readonly children: ReactNode;
  /** The extra could not be shown: the next extras must not wait for it. */
  readonly onFailed: () => void;
}

/**
 * Catches one of the shell's extras that cannot be shown, mostly a chunk that did not arrive because the
 * connection dropped after the screen loaded (a student answering offline). Without it the error reaches
 * the root and React leaves a blank page where the screen and its answers were. The extra is left out
 * and tried again (its components are `retryableLazy`) at the browser's first online event after it was
 * asked for (at once if the connection came back while the failing request was on its way), or after a
 * wait that doubles each time: a server that restarted leaves the browser online and sends no event.
 * Each online event starts the waits again from the first: the event can come before the connection
 * carries requests, and the retry it made, failing, must not then wait the doubled time.
 */
export class ShellExtraBoundary extends Component<ShellExtraBoundaryProps, { readonly failed: boolean }> {
  override state = { failed: false };
  private stopWaiting: (() => void) | null = null;
  private nextWaitMs = EXTRA_RETRY_FIRST_MS;

  private readonly startWaitsAgain = () => {
    this.nextWaitMs = EXTRA_RETRY_FIRST_MS;
  };

  override componentDidMount(): void {
    window.addEventListener('online', this.startWaitsAgain);
  }

  static getDerivedStateFromError(): { failed: boolean } {
    return { failed: true };
  }

  private readonly tryAgain = () => {
    this.stopWaiting?.();
    this.stopWaiting = null;
    this.setState({ failed: false });
  };

  override componentDidCatch(error: unknown): void {
    this.props.onFailed();
    this.stopWaiting?.();
    const since = error instanceof ModuleNotLoaded ? error.askedAt : retryChancesSoFar();
    const stopOnline = whenBackOnlineAfter(since, this.tryAgain);
    const timer = window.setTimeout(() => {
      giveRetryChance();
      this.tryAgain();
    }, this.nextWaitMs);
    this.nextWaitMs = Math.min(this.nextWaitMs * 2, EXTRA_RETRY_LONGEST_MS);
    this.stopWaiting = () => {
      stopOnline();
      window.clearTimeout(timer);
    };
  }

  override componentWillUnmount(): void {
    window.removeEventListener('online', this.startWaitsAgain);
    this.stopWaiting?.();
  }

  override render() {
    return this.state.failed ? null : this.props.children;
  }
}
