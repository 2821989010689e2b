import { Button } from '@mantine/core';
import { lazy, Suspense } from 'react';

export interface Choice {
  readonly value: number;
  readonly label: string;
}

export interface ChoiceMenuProps {
  readonly label: string;
  /** The button's and the menu's accessible name ("New unit: choose its type"). */
  readonly menuLabel: string;
  readonly choices: readonly Choice[];
  readonly onChoose: (value: number) => void;
  readonly busy: boolean;
}

const ChoiceMenuLoaded = lazy(() => import('./ChoiceMenuLoaded').then((m) => ({ default: m.ChoiceMenuLoaded })));

/**
 * A button that opens a menu of kinds to create ("New unit" → Unit, Benchmark unit), named after its
 * button. The menu's code (Menu, Popover, floating-ui: about 28 KB gzipped) loads after the builder has
 * shown (issue 17); until then the same button shows, disabled for the moment it takes.
 */
export function ChoiceMenu(props: ChoiceMenuProps) {
  return (
    <Suspense
      fallback={
        <Button loading={props.busy} aria-label={props.menuLabel} disabled>
          {props.label}
        </Button>
      }
    >
      <ChoiceMenuLoaded {...props} />
    </Suspense>
  );
}
