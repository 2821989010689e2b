import { useEffect, useState } from 'react';
import { useSelector } from '@xstate/react';
import { Button, Modal, Stack, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import type { Actor } from 'xstate';
import { sessionIdleMachine } from '@domain/session/session-idle.machine';
import { useServices } from '../app/services-context';

/** Activity is reported at most this often; the countdown only needs second precision. */
export const ACTIVITY_THROTTLE_MS = 1000;
const ACTIVITY_EVENTS = ['mousemove', 'keydown', 'scroll', 'wheel', 'touchstart', 'pointerdown'] as const;

type SessionIdleActor = Actor<typeof sessionIdleMachine>;

/** Mounted while signed in: runs the session-idle machine and shows its warning. */
export default function SessionIdleWatch() {
  const { settings, machines, session } = useServices();
  const [actor, setActor] = useState<SessionIdleActor | null>(null);

  useEffect(() => {
    let idle: SessionIdleActor | null = null;
    let detach = () => undefined as void;
    let live = true;
    void settings.load().then((config) => {
      if (!live) return;
      const created = machines.create(sessionIdleMachine, {
        input: { logoutAfterMs: config.sessionIdleLogoutMs, warnBeforeMs: config.sessionIdleWarningBeforeMs },
        provide: { actions: { signOut: () => void session.signOut('idle') } },
      });
      idle = created;
      created.start();
      detach = listenForActivity(created);
      setActor(created);
    });
    return () => {
      live = false;
      detach();
      idle?.send({ type: 'STOP' });
      idle?.stop();
    };
  }, [settings, machines, session]);

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

function IdleWarning({ actor }: { actor: SessionIdleActor }) {
  const { t } = useTranslation();
  const warning = useSelector(actor, (s) => s.matches('warning'));
  const proceed = () => actor.send({ type: 'CONTINUE' });
  return (
    <Modal opened={warning} onClose={proceed} title={t('idleTitle')} centered closeButtonProps={{ 'aria-label': t('close') }}>
      <Stack>
        <Text>{t('idleBody')}</Text>
        <Button onClick={proceed} data-autofocus>
          {t('idleContinue')}
        </Button>
      </Stack>
    </Modal>
  );
}
