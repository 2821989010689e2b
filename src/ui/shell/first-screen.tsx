import { createContext, useCallback, useContext, useEffect, useMemo, useState, type ReactNode } from 'react';
import { useIsFetching } from '@tanstack/react-query';

/**
 * The latest the shell's extras wait after the app starts, ms: a screen that never settles (it keeps
 * fetching, or fails before it shows) must not keep the bell and the user menu away.
 */
export const SHELL_EXTRAS_LATEST_MS = 10_000;
/** Where the browser has no idle callback (Safari), the extras start this long after the screen settles, ms. */
export const IDLE_FALLBACK_MS = 50;

interface FirstScreen {
  /** The shell's extras (bell, user menu, idle watch, telemetry, snackbar host) may load now. */
  readonly extrasReady: boolean;
  readonly markScreenShown: () => void;
}

const FirstScreenContext = createContext<FirstScreen>({ extrasReady: true, markScreenShown: () => undefined });

function whenIdle(run: () => void): () => void {
  if (typeof window.requestIdleCallback === 'function') {
    const id = window.requestIdleCallback(run);
    return () => window.cancelIdleCallback(id);
  }
  const id = window.setTimeout(run, IDLE_FALLBACK_MS);
  return () => window.clearTimeout(id);
}

/**
 * Holds back what the shell adds around a screen until the first screen has shown and its data has
 * arrived, then waits for the browser's next idle moment. Those extras are forty-odd chunks; started with
 * the screen, they took the browser's six connections while the screen's own chunks, its data and its
 * first image waited behind them (docs/performance.md, issue 17). Once ready, it stays ready.
 */
export function FirstScreenProvider({ children }: { children: ReactNode }) {
  const [shown, setShown] = useState(false);
  const [extrasReady, setExtrasReady] = useState(false);
  const fetching = useIsFetching();

  useEffect(() => {
    if (extrasReady) return;
    const latest = window.setTimeout(() => setExtrasReady(true), SHELL_EXTRAS_LATEST_MS);
    return () => window.clearTimeout(latest);
  }, [extrasReady]);

  useEffect(() => {
    if (extrasReady || !shown || fetching > 0) return;
    return whenIdle(() => setExtrasReady(true));
  }, [extrasReady, shown, fetching]);

  const markScreenShown = useCallback(() => setShown(true), []);
  const value = useMemo(() => ({ extrasReady, markScreenShown }), [extrasReady, markScreenShown]);
  return <FirstScreenContext.Provider value={value}>{children}</FirstScreenContext.Provider>;
}

/** Rendered beside a routed screen inside its Suspense boundary: it mounts once the screen's chunk has. */
export function ScreenShown() {
  const { markScreenShown } = useContext(FirstScreenContext);
  useEffect(() => markScreenShown(), [markScreenShown]);
  return null;
}

export const useShellExtrasReady = (): boolean => useContext(FirstScreenContext).extrasReady;
