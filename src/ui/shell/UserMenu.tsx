import { useState } from 'react';
import { Avatar, Button, Menu, Switch, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router-dom';
import type { ReducedProfile } from '../../domain/identity/user.schemas';
import { useServices } from '../app/services-context';

/** Name and role, QA tracing (toggle, download, clear) and sign-out. */
export function UserMenu({ profile }: { profile: ReducedProfile }) {
  const { t } = useTranslation();
  const { session, trace } = useServices();
  const navigate = useNavigate();
  const [tracing, setTracing] = useState(trace.isOn());

  const download = () => {
    const blob = new Blob([JSON.stringify(trace.snapshot(), null, 2)], { type: 'application/json' });
    const url = URL.createObjectURL(blob);
    const link = document.createElement('a');
    link.href = url;
    link.download = `qa-trace-${new Date().toISOString().replace(/[:.]/g, '-')}.json`;
    link.click();
    URL.revokeObjectURL(url);
  };

  return (
    <Menu position="bottom-end" withinPortal>
      <Menu.Target>
        <Button variant="subtle" aria-label={t('userMenu', { name: profile.userName })} leftSection={<Avatar size="sm" color="brand" aria-hidden>{profile.userName.slice(0, 2).toUpperCase()}</Avatar>}>
          {profile.userName}
        </Button>
      </Menu.Target>
      <Menu.Dropdown>
        <Menu.Label>
          <Text size="sm" fw={600}>{profile.userName}</Text>
          <Text size="xs">{t(`role${profile.roleId}`)}</Text>
        </Menu.Label>
        <Menu.Divider />
        <Menu.Item closeMenuOnClick={false} component="div">
          <Switch
            label={t('qaTracing')}
            checked={tracing}
            onChange={(e) => {
              trace.setOn(e.currentTarget.checked);
              setTracing(e.currentTarget.checked);
            }}
          />
        </Menu.Item>
        <Menu.Item onClick={download}>{t('downloadTrace')}</Menu.Item>
        <Menu.Item onClick={() => trace.clear()}>{t('clearTrace')}</Menu.Item>
        <Menu.Divider />
        <Menu.Item
          color="red"
          onClick={async () => {
            await session.signOut('user');
            navigate('/signin', { replace: true });
          }}
        >
          {t('signOut')}
        </Menu.Item>
      </Menu.Dropdown>
    </Menu>
  );
}
