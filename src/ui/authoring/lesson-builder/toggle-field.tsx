import { Checkbox } from '@mantine/core';
import type { SaveOutcome } from './draft-saver';

/** A yes/no display option, saved when ticked. */
export function ToggleField({ label, checked, onSave }: { readonly label: string; readonly checked: boolean; readonly onSave: (value: boolean) => Promise<SaveOutcome<unknown>> }) {
  return <Checkbox label={label} checked={checked} onChange={(event) => void onSave(event.currentTarget.checked)} />;
}
