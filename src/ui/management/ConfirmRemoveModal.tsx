import { lazy, Suspense } from 'react';
import { PartLoader } from '../common/PartLoader';
import { useOpenedOnce } from '../common/use-opened-once';
import type { ConfirmRemoveDialogProps } from './ConfirmRemoveDialog';

const ConfirmRemoveDialog = lazy(() => import('./ConfirmRemoveDialog').then((m) => ({ default: m.ConfirmRemoveDialog })));

export type ConfirmRemoveModalProps = ConfirmRemoveDialogProps;

/**
 * "Remove {name}?" (ConfirmRemoveDialog), loaded when a removal is first asked: a list screen shows
 * without Mantine's Modal and its focus trap and scroll lock until then (issue 17). The screen gives
 * focus back itself (the dialog has `returnFocus={false}`), so mounting already open loses nothing.
 */
export function ConfirmRemoveModal(props: ConfirmRemoveModalProps) {
  const asked = useOpenedOnce(props.name !== null);
  if (!asked) return null;
  return (
    <Suspense fallback={<PartLoader />}>
      <ConfirmRemoveDialog {...props} />
    </Suspense>
  );
}
