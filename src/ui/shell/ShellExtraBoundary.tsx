import { Component, type ReactNode } from 'react';

export interface ShellExtraBoundaryProps {
  readonly children: ReactNode;
  /** The extra could not be shown: the next extras must not wait for it. */
  readonly onFailed: () => void;
}

/**
 * Catches one of the shell's extras that cannot be shown, mostly a chunk that did not arrive because the
 * connection dropped after the screen loaded (a student answering offline). Without it the error reaches
 * the root and React leaves a blank page where the screen and its answers were. The extra is left out
 * and tried again when the browser is back online (its components are `retryableLazy`).
 */
export class ShellExtraBoundary extends Component<ShellExtraBoundaryProps, { readonly failed: boolean }> {
  override state = { failed: false };

  static getDerivedStateFromError(): { failed: boolean } {
    return { failed: true };
  }

  private readonly tryAgain = () => this.setState({ failed: false });

  override componentDidCatch(): void {
    this.props.onFailed();
    window.addEventListener('online', this.tryAgain, { once: true });
  }

  override componentWillUnmount(): void {
    window.removeEventListener('online', this.tryAgain);
  }

  override render() {
    return this.state.failed ? null : this.props.children;
  }
}
