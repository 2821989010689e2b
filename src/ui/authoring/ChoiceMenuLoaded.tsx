import { Button, Menu } from '@mantine/core';

export interface Choice {
  readonly value: number;
  readonly label: string;
}

/**
 * A button that opens a menu of kinds to create ("New unit" → Unit, Benchmark unit). Mantine's menu
 * is keyboard operable (arrows, Enter, Escape) and names itself after its button.
 */
export function ChoiceMenu({ label, menuLabel, choices, onChoose, busy }: { label: string; menuLabel: string; choices: readonly Choice[]; onChoose: (value: number) => void; busy: boolean }) {
  return (
    <Menu position="bottom-start" withinPortal>
      <Menu.Target>
        <Button loading={busy} aria-label={menuLabel}>
          {label}
        </Button>
      </Menu.Target>
      <Menu.Dropdown aria-label={menuLabel}>
        {choices.map((choice) => (
          <Menu.Item key={choice.value} onClick={() => onChoose(choice.value)}>
            {choice.label}
          </Menu.Item>
        ))}
      </Menu.Dropdown>
    </Menu>
  );
}
