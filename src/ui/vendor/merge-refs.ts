/*
 * useMergeRefs from @floating-ui/react 0.27 (MIT License, Copyright (c) 2021-present Floating UI
 * contributors), copied so Mantine's ScrollArea can have it without the rest of floating-ui: the
 * library is one module, so that one import put 15 KB gzipped on every screen with a modal or a
 * drawer (scripts/scroll-area-merge-refs.plugin.ts swaps it in at build time; a test holds the copy
 * to the original's behaviour).
 */
import { useCallback, useMemo, useRef, type Ref, type RefCallback } from 'react';

type RefCleanup = () => void;

export function useMergeRefs<Instance>(refs: ReadonlyArray<Ref<Instance> | undefined>): RefCallback<Instance> | null {
  const cleanupRef = useRef<RefCleanup | undefined>(undefined);
  const refEffect = useCallback(
    (instance: Instance): RefCleanup => {
      const cleanups = refs.map((ref) => {
        if (ref == null) return undefined;
        if (typeof ref === 'function') {
          const refCleanup = ref(instance);
          return typeof refCleanup === 'function' ? refCleanup : () => ref(null);
        }
        (ref as { current: Instance | null }).current = instance;
        return () => {
          (ref as { current: Instance | null }).current = null;
        };
      });
      return () => cleanups.forEach((cleanup) => cleanup?.());
    },
    // The refs themselves are the dependencies, as in the original.
    // eslint-disable-next-line react-hooks/exhaustive-deps
    refs,
  );
  return useMemo(
    () => {
      if (refs.every((ref) => ref == null)) return null;
      return (value: Instance | null) => {
        if (cleanupRef.current) {
          cleanupRef.current();
          cleanupRef.current = undefined;
        }
        if (value != null) cleanupRef.current = refEffect(value);
      };
    },
    // eslint-disable-next-line react-hooks/exhaustive-deps
    refs,
  );
}
