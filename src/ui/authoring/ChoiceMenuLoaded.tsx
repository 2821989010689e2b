import { Button, Menu } from '@mantine/core';
import type { ChoiceMenuProps } from './ChoiceMenu';

/** ChoiceMenu once its code has loaded: Mantine's menu, keyboard operable (arrows, Enter, Escape). */
export function ChoiceMenuLoaded({ label, menuLabel, choices, onChoose, busy }: ChoiceMenuProps) {
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
