import { lazy, startTransition, useEffect, useReducer, useState, type ComponentType } from 'react';
import type { ScreenId } from '@domain/routing/route-table';
import { SCREENS } from './screens';

type ScreenChunk =
  | { readonly status: 'loading'; readonly loaded: Promise<void> }
  | { readonly status: 'loaded'; readonly screen: ComponentType }
  | { readonly status: 'failed'; readonly error: unknown };

const chunks = new Map<ScreenId, ScreenChunk>();

/** The longest the first screen waits for the browser to paint the shell before rendering (a hidden tab paints no frames), ms. */
export const SHELL_PAINT_WAIT_MS = 100;

/**
 * Runs `show` once the browser has painted what is on screen now, or after SHELL_PAINT_WAIT_MS. The
 * first screen's chunk has usually loaded by the time the shell renders; rendering it at once would keep
 * the shell and the page loader from painting until the whole screen had rendered (a later first paint).
 */
function afterNextPaint(show: () => void): void {
  let shown = false;
  const once = () => {
    if (shown) return;
    shown = true;
    show();
  };
  if (typeof requestAnimationFrame === 'function') requestAnimationFrame(() => setTimeout(once, 0));
  setTimeout(once, SHELL_PAINT_WAIT_MS);
}

let firstScreenShown = false;

/** Starts loading a screen's chunk, once; the promise settles when it has loaded or failed. */
export function loadScreen(id: ScreenId): Promise<void> {
  const known = chunks.get(id);
  if (known) return known.status === 'loading' ? known.loaded : Promise.resolve();
  const loaded = SCREENS[id]().then(
    (module) => void chunks.set(id, { status: 'loaded', screen: module.default }),
    (error: unknown) => void chunks.set(id, { status: 'failed', error }),
  );
  chunks.set(id, { status: 'loading', loaded });
  return loaded;
}

/** Called once a routed screen has mounted: screens opened from then on are lazy (see useLoadedScreen). */
export function markFirstScreenShown(): void {
  firstScreenShown = true;
}

const lazyScreens = new Map<ScreenId, ComponentType>();

/** The screen as React.lazy, for screens opened after the first: one per screen, so it keeps its identity. */
function lazyScreen(id: ScreenId): ComponentType {
  let screen = lazyScreens.get(id);
  if (!screen) {
    screen = lazy(async () => {
      await loadScreen(id);
      const chunk = chunks.get(id);
      if (chunk?.status !== 'loaded') throw chunk?.status === 'failed' ? chunk.error : new Error(`Screen ${id} did not load`);
      return { default: chunk.screen };
    });
    lazyScreens.set(id, screen);
  }
  return screen;
}

/**
 * The routed screen's component, or null while the app's first screen is still loading (the caller shows
 * the page loader as a plain element).
 *
 * Not React.lazy for the first screen: a lazy screen commits its Suspense fallback first, and React then
 * holds the loaded screen back until 300 ms after that fallback appeared (its reveal throttle), so the
 * screen's data was asked for 300 ms late on every cold load (docs/performance.md, issue 17). A re-render
 * when the chunk arrives is an ordinary update, shown at once. Screens opened later are React.lazy, as
 * before: the router moves inside a transition, so the previous screen stays until the next has loaded.
 * The way is chosen once per mount, so a screen never changes component type (and state) under the user.
 * A chunk that fails to load throws, as React.lazy does.
 */
export function useLoadedScreen(id: ScreenId): ComponentType | null {
  const [way] = useState(() => (chunks.get(id)?.status === 'loaded' ? 'direct' : firstScreenShown ? 'lazy' : 'first'));
  const [, chunkArrived] = useReducer((count: number) => count + 1, 0);
  useEffect(() => {
    if (way !== 'first') return;
    let current = true;
    // In a transition: the screen renders in slices, and a part of it still loading keeps the page loader.
    void loadScreen(id).then(() => afterNextPaint(() => current && startTransition(chunkArrived)));
    return () => {
      current = false;
    };
  }, [id, way]);
  if (way === 'lazy') return lazyScreen(id);
  const chunk = chunks.get(id);
  if (chunk?.status === 'failed') throw chunk.error;
  return chunk?.status === 'loaded' ? chunk.screen : null;
}
