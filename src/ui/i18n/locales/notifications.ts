/** The notification bell, its list and the snackbar. */
export const notifications = {
  en: {
    notificationsTitle: 'Notifications',
    notificationsButton: 'Notifications, {{count}} unread',
    notificationsEmpty: 'You have no notifications.',
    notificationsMarkRead: 'Mark as read',
    notificationsMarkUnread: 'Mark as unread',
    notificationsDelete: 'Delete',
    notificationsUnread: 'Unread',
    notificationsList: 'Your notifications',
    notificationsLive: 'Live updates are on',
    notificationsOffline: 'Live updates are paused; the list refreshes when they resume',
  },
  es: {
    notificationsTitle: 'Notificaciones',
    notificationsButton: 'Notificaciones, {{count}} sin leer',
    notificationsEmpty: 'No tienes notificaciones.',
    notificationsMarkRead: 'Marcar como leída',
    notificationsMarkUnread: 'Marcar como no leída',
    notificationsDelete: 'Eliminar',
    notificationsUnread: 'Sin leer',
    notificationsList: 'Tus notificaciones',
    notificationsLive: 'Las actualizaciones en vivo están activas',
    notificationsOffline: 'Las actualizaciones en vivo están en pausa; la lista se actualiza cuando se reanuden',
  },
} as const;
