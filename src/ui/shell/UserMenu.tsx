// Mantine styles this screen uses beyond the first screen's (src/main.tsx).
import '@mantine/core/styles/InlineInput.layer.css';
import '@mantine/core/styles/Avatar.layer.css';
import '@mantine/core/styles/Switch.layer.css';
import { lazy, Suspense, useState } from 'react';
import { Avatar, Button, Divider, Drawer, Stack, Switch, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { useQuery } from '@tanstack/react-query';
import { useNavigate } from 'react-router-dom';
import { RoleId } from '@domain/identity/role';
import type { ReducedProfile } from '@domain/identity/reduced-profile';
import { identityQueries } from '../app/identity.queries';
import { useServices } from '../app/services-context';
import { useLazyDialog } from '../common/use-lazy-dialog';
import classes from './UserMenu.module.css';

/**
 * A student's accessibility tools (issue 16) sit beside their user button. Loaded from here, not from
 * the shell, so the first load carries no trace of them (the user menu is a chunk of its own already).
 */
const AccessibilityTools = lazy(() => import('../accessibility/AccessibilityTools'));
/**
 * District teachers only: the live chat with support (issue 16), just before the user menu. Loaded from
 * here, like the student's tools, so the first load holds neither.
 */
const SupportChatButton = lazy(() => import('../support-chat/SupportChatButton'));

/**
 * The user's panel: name and role, QA tracing (switch, download, clear) where it is offered (never to
 * students; see `isQaTracingOffered`) and sign-out. A drawer
 * rather than a popover menu keeps the floating-positioning library out of the first load.
 */
export default function UserMenu({ profile }: { profile: ReducedProfile }) {
  const { t } = useTranslation();
  const { session, qaTracing, identity } = useServices();
  const navigate = useNavigate();
  // Mounted on the first open (issue 17): a closed drawer still costs the first screen a portal and its listeners.
  const { opened, mounted, trigger, open, close } = useLazyDialog();
  const enabledByConfiguration = useQuery(identityQueries.clientSettings(identity)).data?.qaTracing ?? false;
  // Decided when the menu first renders (or the setting arrives): switching tracing off here must not hide the switch.
  const [offeredInThisTab] = useState(() => qaTracing.offerTo(profile.roleId, false));
  const offered = offeredInThisTab || qaTracing.offerTo(profile.roleId, enabledByConfiguration);
  const [tracing, setTracing] = useState(qaTracing.isOn());

  const download = () => {
    const file = qaTracing.download();
    const url = URL.createObjectURL(new Blob([file.json], { type: 'application/json' }));
    const link = document.createElement('a');
    link.href = url;
    link.download = file.fileName;
    link.click();
    URL.revokeObjectURL(url);
  };

  return (
    <>
      {profile.roleId === RoleId.Student && (
        <Suspense fallback={null}>
          <AccessibilityTools key={profile.id} />
        </Suspense>
      )}
      {profile.roleId === RoleId.DistrictTeacher && (
        <Suspense fallback={null}>
          <SupportChatButton key={profile.id} />
        </Suspense>
      )}
      <Button
        variant="subtle"
        className={classes.button}
        ref={trigger}
        onClick={open}
        aria-haspopup="dialog"
        aria-expanded={opened}
        aria-label={t('userMenu', { name: profile.userName })}
        title={profile.userName}
        leftSection={
          <Avatar size="sm" color="brand" aria-hidden>
            {profile.userName.slice(0, 2).toUpperCase()}
          </Avatar>
        }
      >
        <span className={classes.name}>{profile.userName}</span>
      </Button>
      {mounted && (
        <Drawer opened={opened} onClose={() => close()} position="right" size="xs" title={t('userMenu', { name: profile.userName })} closeButtonProps={{ 'aria-label': t('close') }}>
          <Stack>
            <div>
              <Text fw={600}>{profile.userName}</Text>
              <Text size="sm">{t(`role${profile.roleId}`)}</Text>
            </div>
            {offered && (
              <>
                <Divider />
                <Switch
                  label={t('qaTracing')}
                  checked={tracing}
                  onChange={(e) => {
                    const on = e.currentTarget.checked;
                    if (on) qaTracing.turnOn();
                    else qaTracing.turnOff();
                    setTracing(on);
                  }}
                />
                <Button variant="default" onClick={download}>
                  {t('downloadTrace')}
                </Button>
                <Button variant="default" onClick={() => qaTracing.clear()}>
                  {t('clearTrace')}
                </Button>
              </>
            )}
            <Divider />
            <Button
              color="red"
              onClick={async () => {
                close({ returnFocus: false });
                await session.signOut('user');
                navigate('/signin', { replace: true });
              }}
            >
              {t('signOut')}
            </Button>
          </Stack>
        </Drawer>
      )}
    </>
  );
}
