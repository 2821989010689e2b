import { createContext, Suspense, useCallback, useContext, useEffect, useMemo, useState, type ReactNode } from 'react';
import { useIsFetching } from '@tanstack/react-query';
import { ShellExtraBoundary } from './ShellExtraBoundary';

/**
 * The latest the shell's extras wait after the app starts, ms: a screen that never settles (it keeps
 * fetching, or fails before it shows) must not keep the bell and the user menu away.
 */
export const SHELL_EXTRAS_LATEST_MS = 10_000;
/** Where the browser has no idle callback (Safari), the extras start this long after the screen settles, ms. */
export const IDLE_FALLBACK_MS = 50;

/**
 * The shell's extras in the order they mount: the header's (bell, user menu), the background's (idle
 * watch, telemetry), the snackbar host. Each waits until the one before has mounted and the browser is
 * idle again, so each one's render, commit and effects are tasks of their own; mounted together they were
 * one commit and one round of effects of 10-15 ms each at 1x (docs/performance.md, issue 17).
 */
export const SHELL_EXTRAS = ['header', 'background', 'snackbars'] as const;
export type ShellExtra = (typeof SHELL_EXTRAS)[number];

interface FirstScreen {
  /** How many of SHELL_EXTRAS, in order, may mount now. */
  readonly extrasOpen: number;
  readonly markScreenShown: () => void;
  /** A place for an extra is on the page (or is no longer): the next waits for it only while it is. */
  readonly placeExtra: (extra: ShellExtra, placed: boolean) => void;
  readonly markExtraMounted: (extra: ShellExtra) => void;
}

const noop = () => undefined;
/** Outside the provider (a screen tested alone) every extra mounts at once. */
const FirstScreenContext = createContext<FirstScreen>({ extrasOpen: SHELL_EXTRAS.length, markScreenShown: noop, placeExtra: noop, markExtraMounted: noop });

function whenIdle(run: () => void): () => void {
  if (typeof window.requestIdleCallback === 'function') {
    const id = window.requestIdleCallback(run);
    return () => window.cancelIdleCallback(id);
  }
  const id = window.setTimeout(run, IDLE_FALLBACK_MS);
  return () => window.clearTimeout(id);
}

const stageOf = (extra: ShellExtra) => SHELL_EXTRAS.indexOf(extra);

/**
 * Holds back what the shell adds around a screen until the first screen has shown and its data has
 * arrived, then lets the extras in one at a time at the browser's idle moments. Those extras are
 * forty-odd chunks; started with the screen, they took the browser's six connections while the screen's
 * own chunks, its data and its first image waited behind them (docs/performance.md, issue 17). Once
 * open, an extra stays open.
 */
export function FirstScreenProvider({ children }: { children: ReactNode }) {
  const [shown, setShown] = useState(false);
  const [open, setOpen] = useState(0);
  const [places, setPlaces] = useState<readonly number[]>(() => SHELL_EXTRAS.map(() => 0));
  const [mounted, setMounted] = useState<readonly boolean[]>(() => SHELL_EXTRAS.map(() => false));
  const fetching = useIsFetching();
  const allOpen = open >= SHELL_EXTRAS.length;

  useEffect(() => {
    if (allOpen) return;
    const latest = window.setTimeout(() => setOpen(SHELL_EXTRAS.length), SHELL_EXTRAS_LATEST_MS);
    return () => window.clearTimeout(latest);
  }, [allOpen]);

  // The first waits for the screen and its data; each next one for the one before, where it has a place.
  const previousSettled = open === 0 ? shown && fetching === 0 : places[open - 1] === 0 || mounted[open - 1];
  useEffect(() => {
    if (allOpen || !previousSettled) return;
    return whenIdle(() => setOpen((opened) => Math.max(opened, open + 1)));
  }, [allOpen, previousSettled, open]);

  const markScreenShown = useCallback(() => setShown(true), []);
  const placeExtra = useCallback((extra: ShellExtra, placed: boolean) => setPlaces((counts) => counts.map((count, i) => (i === stageOf(extra) ? count + (placed ? 1 : -1) : count))), []);
  const markExtraMounted = useCallback((extra: ShellExtra) => setMounted((done) => (done[stageOf(extra)] ? done : done.map((was, i) => was || i === stageOf(extra)))), []);
  const value = useMemo(() => ({ extrasOpen: open, markScreenShown, placeExtra, markExtraMounted }), [open, markScreenShown, placeExtra, markExtraMounted]);
  return <FirstScreenContext.Provider value={value}>{children}</FirstScreenContext.Provider>;
}

/** Rendered beside a routed screen inside its Suspense boundary: it mounts once the screen's chunk has. */
export function ScreenShown() {
  const { markScreenShown } = useContext(FirstScreenContext);
  useEffect(() => markScreenShown(), [markScreenShown]);
  return null;
}

export const useShellExtraOpen = (extra: ShellExtra): boolean => useContext(FirstScreenContext).extrasOpen > stageOf(extra);

function ExtraMounted({ extra }: { extra: ShellExtra }) {
  const { markExtraMounted } = useContext(FirstScreenContext);
  useEffect(() => markExtraMounted(extra), [markExtraMounted, extra]);
  return null;
}

/**
 * Where one of the shell's extras goes: nothing until its turn, then its (lazy) children in their own
 * Suspense boundary, which tells the next extra when they have mounted. An extra that fails to load is
 * left out (tried again once online) and holds up none after it.
 */
export function ShellExtraSlot({ extra, children }: { extra: ShellExtra; children: ReactNode }) {
  const { placeExtra, markExtraMounted } = useContext(FirstScreenContext);
  const isOpen = useShellExtraOpen(extra);
  useEffect(() => {
    placeExtra(extra, true);
    return () => placeExtra(extra, false);
  }, [placeExtra, extra]);
  const failed = useCallback(() => markExtraMounted(extra), [markExtraMounted, extra]);
  if (!isOpen) return null;
  return (
    <ShellExtraBoundary onFailed={failed}>
      <Suspense fallback={null}>
        {children}
        <ExtraMounted extra={extra} />
      </Suspense>
    </ShellExtraBoundary>
  );
}
