import '@mantine/core/styles/Menu.layer.css';
import { Button, Menu } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import type { RowAction } from './RowActions';

/**
 * A row's "More" menu (RowActions): its own chunk, because Menu brings Popover and floating-ui
 * (~27 KB gzipped) that screens whose rows have no extra actions (classrooms, places) never render.
 */
export function RowActionsMenu({ name, more }: { readonly name: string; readonly more: readonly RowAction[] }) {
  const { t } = useTranslation();
  return (
    <Menu position="bottom-end" withinPortal>
      <Menu.Target>
        <Button size="xs" variant="default" aria-label={t('moreActionsNamed', { name })}>
          {t('moreActions')}
        </Button>
      </Menu.Target>
      <Menu.Dropdown aria-label={t('moreActionsNamed', { name })}>
        {more.map((action) => (
          <Menu.Item key={action.key} onClick={action.onClick} color={action.danger ? 'red' : undefined}>
            {action.label}
          </Menu.Item>
        ))}
      </Menu.Dropdown>
    </Menu>
  );
}
