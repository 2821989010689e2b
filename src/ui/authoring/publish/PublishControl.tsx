import { useEffect, useRef, useState } from 'react';
import { Alert, Button, Group, Stack, Text } from '@mantine/core';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import type { Actor } from 'xstate';
import type { PublishScope } from '@domain/authoring/authoring.responses';
import type { publishWorkflowMachine, PublishWorkflowSnapshot } from '@domain/authoring/publish-workflow.machine';
import { selectPercent, selectPublishing } from '@domain/authoring/publish-workflow.selectors';
import { isLanguage } from '@domain/shared/constants';
import { useServices } from '../../app/services-context';
import { registerLocaleBundle } from '../../i18n/bundle-registry';
import { notificationQueries } from '../../notifications/notifications.queries';
import { ProgressBar } from '../editing/ProgressBar';
import { authoringKeys } from '../authoring.queries';
import { publishHubEventOf } from './publish-hub-event';
import { publishStrings } from './publish.strings';
import { useActorSnapshot } from './use-actor-snapshot';

registerLocaleBundle(publishStrings);

/** The machine with its implementations, loaded after the builder has shown (xstate is 13 KB; issue 17). */
const loadWorkflow = () =>
  Promise.all([import('@domain/authoring/publish-workflow.machine'), import('./publish-workflow.actors')]).then(([machine, actors]) => ({
    machine: machine.publishWorkflowMachine,
    implementations: actors.publishWorkflowImplementations,
  }));

type PublishActor = Actor<typeof publishWorkflowMachine>;

export interface PublishControlProps {
  readonly scope: PublishScope;
  /** The unit or lesson; null for the course (and while the item is not known yet). */
  readonly targetId: number | null;
  /** The item's name as the creator sees it, for the button's accessible name. */
  readonly itemName: string;
  /** Called once the publish has succeeded (the item's publish state is new). */
  readonly onPublished?: () => void;
}

/**
 * The builder bar's publish control (issue 14): runs the publish-workflow machine, feeds it the hub's
 * publish notifications (6–8) for its job, and shows the progress bar with the step it is on, then
 * "Changes published!" or "Failed to publish!" with the reason and Try again. Nothing else on the
 * page waits for it.
 */
export function PublishControl({ scope, targetId, itemName, onPublished }: PublishControlProps) {
  const { machines, authoring, notifications } = useServices();
  const client = useQueryClient();
  const { data: center } = useQuery(notificationQueries.center(notifications));
  const [actor, setActor] = useState<PublishActor | null>(null);
  // The machine's code did not arrive (the connection dropped): pressing Publish loads it again.
  const [loadFailed, setLoadFailed] = useState(false);
  const [attempt, setAttempt] = useState(0);
  const onPublishedRef = useRef(onPublished);
  useEffect(() => {
    onPublishedRef.current = onPublished;
  }, [onPublished]);

  // One machine per item, created once its code has loaded after the first paint; until then the
  // button shows, not yet ready (aria-disabled).
  useEffect(() => {
    const published = () => {
      // The hub may have been quiet (the job read said it finished): every authoring read may have changed.
      void client.invalidateQueries({ queryKey: authoringKeys.all });
      onPublishedRef.current?.();
    };
    let created: PublishActor | null = null;
    let left = false;
    setLoadFailed(false);
    void loadWorkflow().then(
      ({ machine, implementations }) => {
        if (left) return;
        created = machines.create(machine, { input: { scope, targetId }, provide: implementations(authoring, published) });
        created.start();
        setActor(created);
      },
      () => {
        if (!left) setLoadFailed(true);
      },
    );
    return () => {
      left = true;
      created?.stop();
      setActor(null);
    };
  }, [machines, authoring, client, scope, targetId, attempt]);

  // The hub's publish notifications reach the machine; it keeps only those of its own job.
  useEffect(() => {
    if (!center || !actor) return;
    return center.onIncoming((notification) => {
      const event = publishHubEventOf(notification);
      if (event) actor.send(event);
    });
  }, [center, actor]);

  return <PublishView actor={actor} scope={scope} targetId={targetId} itemName={itemName} onReload={loadFailed ? () => setAttempt((n) => n + 1) : null} />;
}

interface PublishViewProps {
  readonly actor: PublishActor | null;
  readonly scope: PublishScope;
  readonly targetId: number | null;
  readonly itemName: string;
  /** Set when the machine's code could not be loaded: Publish tries to load it again. */
  readonly onReload: (() => void) | null;
}

function PublishView({ actor, scope, targetId, itemName, onReload }: PublishViewProps) {
  const { t } = useTranslation();
  const ready = actor !== null && (scope === 'course' || targetId !== null);
  const snapshot: PublishWorkflowSnapshot | undefined = useActorSnapshot(actor);
  const publishing = snapshot ? selectPublishing(snapshot) : false;
  const failed = snapshot?.matches('failed') ?? false;

  // While publishing the button stays focusable (aria-disabled, the machine ignores a second press).
  const publish = () => {
    if (onReload) return onReload();
    if (!actor || !ready) return;
    actor.send(failed ? { type: 'RETRY' } : { type: 'PUBLISH' });
  };

  return (
    <Stack gap="xs">
      <Group gap="sm">
        <Button
          onClick={publish}
          aria-label={t('publishItem', { name: itemName })}
          aria-disabled={(!ready && !onReload) || publishing}
          data-disabled={(!ready && !onReload) || publishing || undefined}
        >
          {t('publishButton')}
        </Button>
      </Group>
      {onReload ? (
        <Text size="sm" role="alert">
          {t('offline')}
        </Text>
      ) : null}
      {actor && snapshot ? <PublishOutcome actor={actor} snapshot={snapshot} itemName={itemName} /> : null}
    </Stack>
  );
}

function PublishOutcome({ actor, snapshot, itemName }: { actor: PublishActor; snapshot: PublishWorkflowSnapshot; itemName: string }) {
  const { t, i18n } = useTranslation();
  const language = isLanguage(i18n.language) ? i18n.language : 'en';
  const dismiss = () => actor.send({ type: 'DISMISS' });

  if (selectPublishing(snapshot)) {
    const { step, steps, stepLabel } = snapshot.context;
    const label = stepLabel?.[language] ?? '';
    const status =
      steps === 0 || step === 0 ? t('publishStarting') : label ? t('publishStepNamed', { step, steps, label }) : t('publishStep', { step, steps });
    const percent = selectPercent(snapshot);
    return (
      <Stack gap={4}>
        <ProgressBar size="lg" value={percent} label={t('publishProgressName', { name: itemName })} valueText={status} />
        <Text size="sm" role="status">
          {status}
        </Text>
      </Stack>
    );
  }

  if (snapshot.matches('succeeded')) {
    return (
      <Group gap="sm">
        <Text size="sm" c="dark.7" role="status">
          {t('publishSucceeded')}
        </Text>
        <Button variant="subtle" size="compact-sm" onClick={dismiss}>
          {t('publishDismiss')}
        </Button>
      </Group>
    );
  }

  if (snapshot.matches('failed')) {
    // The server's message or the job's reason as received (§8.1); no answer shows the offline text.
    const reason = snapshot.context.failure ?? '';
    const text = reason && i18n.exists(reason) ? t(reason) : reason;
    return (
      <Alert color="red" title={t('publishFailed')} role="alert">
        <Stack gap="xs">
          {text ? <Text size="sm">{text}</Text> : null}
          <Group gap="sm">
            <Button size="compact-sm" onClick={() => actor.send({ type: 'RETRY' })}>
              {t('publishTryAgain')}
            </Button>
            <Button variant="subtle" size="compact-sm" onClick={dismiss}>
              {t('publishDismiss')}
            </Button>
          </Group>
        </Stack>
      </Alert>
    );
  }
  return null;
}
