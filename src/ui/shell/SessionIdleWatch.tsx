import { useEffect, useRef, useState } from 'react';
import { useSelector } from '@xstate/react';
import { useQuery } from '@tanstack/react-query';
import { Button, Modal, Stack, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import type { Actor } from 'xstate';
import { sessionIdleMachine } from '@domain/session/session-idle.machine';
import { identityQueries } from '../app/identity.queries';
import { useServices } from '../app/services-context';

/** Activity is reported at most this often; the countdown only needs second precision. */
export const ACTIVITY_THROTTLE_MS = 1000;
const ACTIVITY_EVENTS = ['mousemove', 'keydown', 'scroll', 'wheel', 'touchstart', 'pointerdown'] as const;

type SessionIdleActor = Actor<typeof sessionIdleMachine>;

/** Mounted while signed in: runs the session-idle machine and shows its warning. */
export default function SessionIdleWatch() {
  const { identity, machines, session } = useServices();
  const settings = useQuery(identityQueries.clientSettings(identity)).data;
  const logoutAfterMs = settings?.sessionIdleLogoutMs;
  const warnBeforeMs = settings?.sessionIdleWarningBeforeMs;
  const [actor, setActor] = useState<SessionIdleActor | null>(null);

  // The machine starts once the server's timings are known, and runs until the watch unmounts.
  useEffect(() => {
    if (logoutAfterMs === undefined || warnBeforeMs === undefined) return;
    const idle = machines.create(sessionIdleMachine, {
      input: { logoutAfterMs, warnBeforeMs },
      provide: { actions: { signOut: () => void session.signOut('idle') } },
    });
    idle.start();
    const detach = listenForActivity(idle);
    setActor(idle);
    return () => {
      detach();
      idle.send({ type: 'STOP' });
      idle.stop();
    };
  }, [logoutAfterMs, warnBeforeMs, machines, session]);

  return actor ? <IdleWarning actor={actor} /> : null;
}

function listenForActivity(actor: SessionIdleActor): () => void {
  let last = 0;
  const onActivity = () => {
    const now = Date.now();
    if (now - last < ACTIVITY_THROTTLE_MS) return;
    last = now;
    actor.send({ type: 'ACTIVITY' });
  };
  // A click anywhere in the window continues the session once the warning shows.
  const onClick = () => actor.send({ type: 'CONTINUE' });
  for (const type of ACTIVITY_EVENTS) window.addEventListener(type, onActivity, { passive: true });
  window.addEventListener('click', onClick);
  return () => {
    for (const type of ACTIVITY_EVENTS) window.removeEventListener(type, onActivity);
    window.removeEventListener('click', onClick);
  };
}

/**
 * The warning mounts when it first shows (issue 17): closed, a Mantine modal still put a portal, a
 * scroll lock and their listeners into every signed-in screen's first commit. A modal that mounts
 * open cannot note where focus was, so this notes it and gives it back when the warning ends.
 */
function IdleWarning({ actor }: { actor: SessionIdleActor }) {
  const { t } = useTranslation();
  const warning = useSelector(actor, (s) => s.matches('warning'));
  const [mounted, setMounted] = useState(false);
  const focusedBefore = useRef<HTMLElement | null>(null);
  useEffect(() => {
    if (warning) {
      focusedBefore.current = document.activeElement instanceof HTMLElement ? document.activeElement : null;
      setMounted(true);
      return;
    }
    const before = focusedBefore.current;
    focusedBefore.current = null;
    if (before?.isConnected) before.focus();
  }, [warning]);
  const proceed = () => actor.send({ type: 'CONTINUE' });
  if (!mounted) return null;
  return (
    <Modal opened={warning} onClose={proceed} returnFocus={false} title={t('idleTitle')} centered closeButtonProps={{ 'aria-label': t('close') }}>
      <Stack>
        <Text>{t('idleBody')}</Text>
        <Button onClick={proceed} data-autofocus>
          {t('idleContinue')}
        </Button>
      </Stack>
    </Modal>
  );
}
