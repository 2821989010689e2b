import { Suspense, useState, type ReactNode } from 'react';
import { PartLoader } from './PartLoader';

/**
 * A dialog whose code loads when it is first needed (a `lazy` module): mounted from the first time
 * `open` is true on, with a PartLoader while its code arrives, and kept mounted after, so it can fade
 * out and open again without loading.
 */
export function LoadedOnFirstOpen({ open, children }: { readonly open: boolean; readonly children: ReactNode }) {
  const [opened, setOpened] = useState(open);
  if (open && !opened) setOpened(true);
  if (!open && !opened) return null;
  return <Suspense fallback={<PartLoader />}>{children}</Suspense>;
}
