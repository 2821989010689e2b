import { lazy } from 'react';
import { LoadedOnFirstOpen } from '../common/LoadedOnFirstOpen';
import type { ConfirmRemoveDialogProps } from './ConfirmRemoveDialog';

const ConfirmRemoveDialog = lazy(() => import('./ConfirmRemoveDialog').then((m) => ({ default: m.ConfirmRemoveDialog })));

/**
 * "Remove {name}?" (ConfirmRemoveDialog), loaded when a removal is first asked: a list screen shows
 * without Mantine's Modal and its focus trap and scroll lock until then (issue 17). The screen gives
 * focus back itself (the dialog has `returnFocus={false}`), so mounting already open loses nothing.
 */
export function ConfirmRemoveModal(props: ConfirmRemoveDialogProps) {
  return (
    <LoadedOnFirstOpen open={props.name !== null}>
      <ConfirmRemoveDialog {...props} />
    </LoadedOnFirstOpen>
  );
}
