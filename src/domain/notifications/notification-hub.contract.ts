import { z } from 'zod';

/** The notification hub's payload schemas; its path, targets and methods are in notification-hub.targets.ts. */
export { NOTIFICATION_HUB_PATH, HubTarget, HubMethod } from './notification-hub.targets';

const ids = z.array(z.number().int().positive()).min(1).max(1000);
export const notificationReadEventSchema = z.object({ ids, isRead: z.boolean() });
export const notificationDeletedEventSchema = z.object({ ids });
