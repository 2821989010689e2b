// @vitest-environment jsdom
import '../../setup/dom.setup';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { NotificationType } from '@domain/notifications/notification-type';
import type { Notification } from '@domain/notifications/notification.schemas';
import { MESSAGES } from '@domain/shared/messages';
import { refused } from '@infrastructure/http/in-memory-answers';
import { authoringKeys } from '@ui/authoring/authoring.queries';
import { realtimeInvalidationWorld } from '../notifications/realtime-invalidation-world';
import { publishWorld, renderControl } from './publish-control-world';

/**
 * The builder bar's publish control over the real use cases, the in-memory authoring twin and a real
 * notification center on the in-memory hub: the creator publishes, the hub's notifications 6–8 drive
 * the progress bar to "Changes published!" or "Failed to publish!" with its reason and Try again.
 */

describe('publish control', () => {
  it('publishes from the keyboard, shows the progress the hub sends and ends with "Changes published!"', async () => {
    const user = userEvent.setup();
    const { twin, services, push, center } = publishWorld();
    const onPublished = renderControl(services);
    await waitFor(() => expect(center.getSnapshot().channel).toBe('connected'));

    await user.tab();
    expect(document.activeElement).toBe(screen.getByRole('button', { name: 'Publish Unit 1: Colonies' }));
    await user.keyboard('{Enter}');
    await waitFor(() => expect(screen.getByRole('status').textContent).toContain('Publishing…'));
    expect(twin.publish).toHaveBeenCalledWith('unit', 1);
    const [job] = twin.jobs();

    // Another tab's publish changes nothing here.
    push(NotificationType.PublishInProgress, { publishId: String(job.id + 50), step: 9, steps: 9 });
    push(NotificationType.PublishInProgress, { publishId: String(job.id), step: 2, steps: 3 });
    await waitFor(() => expect(screen.getByRole('status').textContent).toContain('Publishing: step 2 of 3'));
    const bar = screen.getByRole('progressbar', { name: 'Publishing Unit 1: Colonies' });
    expect(bar.getAttribute('aria-valuenow')).toBe('67');
    expect(bar.getAttribute('aria-valuetext')).toBe('Publishing: step 2 of 3');
    // Nothing else waits: the button stays reachable, marked busy, and a second press asks nothing.
    expect(screen.getByRole('button', { name: 'Publish Unit 1: Colonies' }).getAttribute('aria-disabled')).toBe('true');
    await user.keyboard('{Enter}');
    expect(twin.publish).toHaveBeenCalledTimes(1);
    expect(onPublished).not.toHaveBeenCalled();

    twin.succeedPublish(job.id);
    push(NotificationType.PublishSucceeded, { publishId: String(job.id) });
    expect((await screen.findByText('Changes published!')).getAttribute('role')).toBe('status');
    expect(screen.queryByRole('progressbar')).toBeNull();
    expect(onPublished).toHaveBeenCalledTimes(1);
  });

  it('shows the reason with "Failed to publish!", and Try again publishes again', async () => {
    const user = userEvent.setup();
    const { twin, services, push, center } = publishWorld();
    const onPublished = renderControl(services);
    await waitFor(() => expect(center.getSnapshot().channel).toBe('connected'));

    await user.click(screen.getByRole('button', { name: 'Publish Unit 1: Colonies' }));
    await waitFor(() => expect(twin.jobs()).toHaveLength(1));
    const [first] = twin.jobs();
    await screen.findByRole('status');
    const reason = "Lesson 2 can't be published: its map has no route points";
    twin.failPublish(first.id, reason);
    push(NotificationType.PublishFailed, { publishId: String(first.id), reason });

    const alert = await screen.findByRole('alert');
    expect(alert.textContent).toContain('Failed to publish!');
    // The reason arrives escaped for the bell's markup; here it reads as written.
    expect(alert.textContent).toContain(reason);
    expect(onPublished).not.toHaveBeenCalled();

    await user.click(screen.getByRole('button', { name: 'Try again' }));
    await waitFor(() => expect(twin.jobs()).toHaveLength(2));
    expect(screen.queryByRole('alert')).toBeNull();
    const second = twin.jobs()[1];
    expect(second.id).not.toBe(first.id);
    twin.succeedPublish(second.id);
    push(NotificationType.PublishSucceeded, { publishId: String(second.id) });
    await screen.findByText('Changes published!');
    expect(twin.publish).toHaveBeenCalledTimes(2);
    expect(onPublished).toHaveBeenCalledTimes(1);

    await user.click(screen.getByRole('button', { name: 'Dismiss' }));
    expect(screen.queryByText('Changes published!')).toBeNull();
  });

  it('a refused publish shows the server message as received; Try again asks again', async () => {
    const user = userEvent.setup();
    const { twin, services } = publishWorld();
    vi.mocked(twin.publish).mockResolvedValueOnce(refused(403, 'FORBIDDEN', 'forbidden'));
    renderControl(services);
    await user.click(screen.getByRole('button', { name: 'Publish Unit 1: Colonies' }));
    const alert = await screen.findByRole('alert');
    expect(alert.textContent).toContain('Failed to publish!');
    expect(alert.textContent).toContain(MESSAGES.forbidden.en);

    await user.click(screen.getByRole('button', { name: 'Try again' }));
    await waitFor(() => expect(twin.publish).toHaveBeenCalledTimes(2));
    await screen.findByRole('status');
  });

  it('offline: the offline text, not an empty failure', async () => {
    const user = userEvent.setup();
    const { twin, services } = publishWorld();
    vi.mocked(twin.publish).mockResolvedValueOnce({ ok: false, status: 0, code: 'OFFLINE', message: '', fields: [], kind: 'offline' });
    renderControl(services);
    await user.click(screen.getByRole('button', { name: 'Publish Unit 1: Colonies' }));
    expect((await screen.findByRole('alert')).textContent).toContain('The server cannot be reached');
  });

  it('speaks Spanish', async () => {
    const user = userEvent.setup();
    const { twin, services, push, center } = publishWorld();
    renderControl(services, vi.fn(), 'es');
    await waitFor(() => expect(center.getSnapshot().channel).toBe('connected'));
    await user.click(screen.getByRole('button', { name: 'Publicar Unit 1: Colonies' }));
    await waitFor(() => expect(twin.jobs()).toHaveLength(1));
    const [job] = twin.jobs();
    push(NotificationType.PublishInProgress, { publishId: String(job.id), step: 1, steps: 3 });
    await waitFor(() => expect(screen.getByRole('status').textContent).toContain('Publicando: paso 1 de 3'));
    expect(screen.getByRole('progressbar', { name: 'Publicando Unit 1: Colonies' })).toBeTruthy();
    twin.failPublish(job.id, 'La unidad no tiene lecciones');
    push(NotificationType.PublishFailed, { publishId: String(job.id), reason: 'La unidad no tiene lecciones' });
    const alert = await screen.findByRole('alert');
    expect(alert.textContent).toContain('¡No se pudo publicar!');
    expect(alert.textContent).toContain('La unidad no tiene lecciones');
    expect(screen.getByRole('button', { name: 'Intentar de nuevo' })).toBeTruthy();
    await user.click(screen.getByRole('button', { name: 'Intentar de nuevo' }));
    await waitFor(() => expect(twin.jobs()).toHaveLength(2));
    const second = twin.jobs()[1];
    push(NotificationType.PublishSucceeded, { publishId: String(second.id) });
    expect(await screen.findByText('¡Cambios publicados!')).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Cerrar' })).toBeTruthy();
  });
});

describe('publish notifications in real time', () => {
  it.each([NotificationType.PublishInProgress, NotificationType.PublishFailed, NotificationType.PublishSucceeded])(
    'type %i refetches the back office reads on view',
    async (type) => {
      const units = vi.fn(async () => 'units');
      const unit = vi.fn(async () => 'unit 1');
      const { push, center } = realtimeInvalidationWorld([
        [authoringKeys.units(), units],
        [authoringKeys.unit(1), unit],
      ]);
      await waitFor(() => expect(units).toHaveBeenCalledTimes(1));
      await waitFor(() => expect(unit).toHaveBeenCalledTimes(1));
      await waitFor(() => expect(center.getSnapshot().channel).toBe('connected'));
      push({
        id: 1,
        type,
        notificationArgs: { isFlashNotification: false, publishId: '3', itemKind: 'unit', itemId: 1, itemName: 'Colonies', step: 1, steps: 2, reason: '' },
        isRead: false,
        isDelete: false,
        createdAt: '2026-11-24T10:00:00.000Z',
      } as Notification);
      await waitFor(() => expect(units).toHaveBeenCalledTimes(2));
      await waitFor(() => expect(unit).toHaveBeenCalledTimes(2));
    },
  );
});
