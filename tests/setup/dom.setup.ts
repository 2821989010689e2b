/**
 * jsdom stubs Mantine needs (window.matchMedia, ResizeObserver, scrollIntoView) and React Testing
 * Library cleanup between tests. Import it at the top of a `// @vitest-environment jsdom` test file.
 */
import { cleanup, configure } from '@testing-library/react';
import { afterEach } from 'vitest';

// findBy and waitFor are deadlines, not waits: a screen whose lazy parts import on a busy two-core CI
// machine took over the default second (the unit and lesson builders, the management dialogs), while
// a passing test is no slower for the longer deadline.
configure({ asyncUtilTimeout: 5000 });

if (typeof window !== 'undefined') {
  if (!window.matchMedia) {
    Object.defineProperty(window, 'matchMedia', {
      writable: true,
      configurable: true,
      value: (query: string): MediaQueryList =>
        ({
          matches: false,
          media: query,
          onchange: null,
          addListener: () => {},
          removeListener: () => {},
          addEventListener: () => {},
          removeEventListener: () => {},
          dispatchEvent: () => false,
        }) as MediaQueryList,
    });
  }
  if (!('ResizeObserver' in window)) {
    class ResizeObserverStub {
      observe(): void {}
      unobserve(): void {}
      disconnect(): void {}
    }
    Object.defineProperty(window, 'ResizeObserver', { writable: true, configurable: true, value: ResizeObserverStub });
    Object.defineProperty(globalThis, 'ResizeObserver', { writable: true, configurable: true, value: ResizeObserverStub });
  }
  if (!Element.prototype.scrollIntoView) Element.prototype.scrollIntoView = () => {};
  // Mantine's ScrollArea and Combobox read these; jsdom lays nothing out.
  Object.defineProperty(window, 'scrollTo', { writable: true, configurable: true, value: () => {} });
}

afterEach(() => {
  cleanup();
});
