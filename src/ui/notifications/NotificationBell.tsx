// Mantine styles this screen uses beyond the first screen's (src/main.tsx).
import '@mantine/core/styles/Badge.layer.css';
import { useEffect, useSyncExternalStore } from 'react';
import { Badge, Button, Drawer, Group, Stack, Text, UnstyledButton } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import type { NotificationCenter } from '@application/notifications/notification-center.service';
import { isHighlighted, notificationHtml } from '@domain/notifications/notification-text';
import type { Notification } from '@domain/notifications/notification.schemas';
import { isLanguage } from '@domain/shared/constants';
import { useServices } from '../app/services-context';
import { CentralAndLocalTime } from '../common/CentralAndLocalTime';
import { registerLocaleBundle } from '../i18n/bundle-registry';
import { notifications as strings } from '../i18n/locales/notifications';
import { showSnackbar } from '../common/show-snackbar';
import { useLazyDialog } from '../common/use-lazy-dialog';
import { useRealtimeInvalidation } from './notification-invalidation';
import { useClassSignalInvalidation } from './class-signal-invalidation';
import { notificationQueries } from './notifications.queries';
import classes from './NotificationBell.module.css';

registerLocaleBundle(strings);

/**
 * The header's bell (mounted while signed in): opens the user's notification center, shows the
 * unread count, lists notifications (mark read/unread, delete), and raises a snackbar for each one
 * pushed in real time (type 1 highlighted yellow); a flash notification is marked read once shown.
 */
export default function NotificationBell() {
  const { notifications } = useServices();
  const { data: center } = useQuery(notificationQueries.center(notifications));

  useEffect(() => {
    if (!center) return;
    center.start();
    return () => center.stop();
  }, [center]);

  return center ? <Bell center={center} /> : null;
}

function Bell({ center }: { center: NotificationCenter }) {
  const { t, i18n } = useTranslation();
  const language = isLanguage(i18n.language) ? i18n.language : 'en';
  const snapshot = useSyncExternalStore(center.subscribe, center.getSnapshot);
  // Mounted on the first open (issue 17): a closed drawer still costs the first screen a portal and its listeners.
  const { opened, mounted, trigger, open, close } = useLazyDialog();
  useRealtimeInvalidation(center);
  useClassSignalInvalidation(center);

  useEffect(
    () =>
      center.onIncoming((notification) => {
        showSnackbar({
          color: isHighlighted(notification) ? 'yellow' : 'brand',
          className: isHighlighted(notification) ? classes.highlighted : undefined,
          title: t('notificationsTitle'),
          message: <span dangerouslySetInnerHTML={{ __html: notificationHtml(notification, language) }} />,
          autoClose: 8000,
        });
        if (notification.notificationArgs.isFlashNotification) void center.flashShown(notification.id);
      }),
    [center, t, language],
  );

  return (
    <>
      <UnstyledButton
        className={classes.bell}
        ref={trigger}
        onClick={open}
        aria-haspopup="dialog"
        aria-expanded={opened}
        aria-label={t('notificationsButton', { count: snapshot.unread })}
        data-testid="notification-bell"
        data-channel={snapshot.channel}
      >
        <BellIcon />
        {snapshot.unread > 0 && (
          <span className={classes.count} data-testid="notification-count" aria-hidden>
            {snapshot.unread > 99 ? '99+' : snapshot.unread}
          </span>
        )}
      </UnstyledButton>
      {mounted && (
        <Drawer opened={opened} onClose={() => close()} position="right" title={t('notificationsTitle')} closeButtonProps={{ 'aria-label': t('close') }}>
          <Text size="xs" mb="sm" role="status">
            {snapshot.channel === 'connected' ? t('notificationsLive') : t('notificationsOffline')}
          </Text>
          {snapshot.items.length > 0 && <MarkAllRead center={center} unread={snapshot.unread} />}
          {snapshot.items.length === 0 ? (
            <Text>{t('notificationsEmpty')}</Text>
          ) : (
            <ul className={classes.list} aria-label={t('notificationsList')}>
              {snapshot.items.map((n) => (
                <NotificationRow key={n.id} notification={n} center={center} language={language} />
              ))}
            </ul>
          )}
        </Drawer>
      )}
    </>
  );
}

/**
 * "Mark all as read" (PATCH Notification-Update). With nothing unread it stays focusable but does
 * nothing (aria-disabled), so focus is not lost under the keyboard user who just pressed it; the
 * status line says the list is all read.
 */
function MarkAllRead({ center, unread }: { center: NotificationCenter; unread: number }) {
  const { t } = useTranslation();
  return (
    <Group gap="sm" mb="sm">
      <Button
        size="compact-xs"
        variant="default"
        aria-disabled={unread === 0}
        data-disabled={unread === 0 || undefined}
        onClick={() => (unread > 0 ? void center.markAllRead() : undefined)}
      >
        {t('notificationsMarkAllRead')}
      </Button>
      <Text size="xs" role="status">
        {unread === 0 ? t('notificationsAllRead') : ''}
      </Text>
    </Group>
  );
}

function NotificationRow({ notification, center, language }: { notification: Notification; center: NotificationCenter; language: 'en' | 'es' }) {
  const { t } = useTranslation();
  const html = notificationHtml(notification, language);
  return (
    <li className={notification.isRead ? classes.item : `${classes.item} ${classes.unread}`} data-testid="notification-item">
      <Stack gap={4}>
        <Group gap="xs" wrap="nowrap" align="flex-start">
          {!notification.isRead && (
            <Badge size="xs" color="brand" variant="filled">
              {t('notificationsUnread')}
            </Badge>
          )}
          <Text size="sm" dangerouslySetInnerHTML={{ __html: html }} />
        </Group>
        <Text size="xs" c="dimmed">
          <CentralAndLocalTime at={notification.createdAt} />
        </Text>
        <Group gap="xs">
          <Button size="compact-xs" variant="default" onClick={() => void center.markRead(notification.id, !notification.isRead)}>
            {notification.isRead ? t('notificationsMarkUnread') : t('notificationsMarkRead')}
          </Button>
          <Button size="compact-xs" variant="default" color="red" onClick={() => void center.remove(notification.id)}>
            {t('notificationsDelete')}
          </Button>
        </Group>
      </Stack>
    </li>
  );
}

function BellIcon() {
  return (
    <svg width="22" height="22" viewBox="0 0 24 24" fill="none" stroke="currentColor" strokeWidth="1.8" aria-hidden focusable="false">
      <path d="M6 8a6 6 0 1 1 12 0c0 7 3 8 3 8H3s3-1 3-8" />
      <path d="M10.3 20a2 2 0 0 0 3.4 0" />
    </svg>
  );
}
