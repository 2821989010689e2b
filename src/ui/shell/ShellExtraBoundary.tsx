import { Component, type ReactNode } from 'react';
import { backOnlineCount, ModuleNotLoaded, whenBackOnlineAfter } from '../common/retryable-lazy';

export interface ShellExtraBoundaryProps {
  readonly children: ReactNode;
  /** The extra could not be shown: the next extras must not wait for it. */
  readonly onFailed: () => void;
}

/**
 * Catches one of the shell's extras that cannot be shown, mostly a chunk that did not arrive because the
 * connection dropped after the screen loaded (a student answering offline). Without it the error reaches
 * the root and React leaves a blank page where the screen and its answers were. The extra is left out
 * and tried again when the browser is back online after the chunk was asked for (its components are
 * `retryableLazy`): at once if the connection came back while the failing request was on its way.
 */
export class ShellExtraBoundary extends Component<ShellExtraBoundaryProps, { readonly failed: boolean }> {
  override state = { failed: false };
  private stopWaiting: (() => void) | null = null;

  static getDerivedStateFromError(): { failed: boolean } {
    return { failed: true };
  }

  private readonly tryAgain = () => {
    this.stopWaiting = null;
    this.setState({ failed: false });
  };

  override componentDidCatch(error: unknown): void {
    this.props.onFailed();
    this.stopWaiting?.();
    const since = error instanceof ModuleNotLoaded ? error.askedAt : backOnlineCount();
    this.stopWaiting = whenBackOnlineAfter(since, this.tryAgain);
  }

  override componentWillUnmount(): void {
    this.stopWaiting?.();
  }

  override render() {
    return this.state.failed ? null : this.props.children;
  }
}
