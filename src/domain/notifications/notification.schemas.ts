import { z } from 'zod';
import { idSchema } from '../shared/schema-kit';
import { NotificationType, isNotificationTypeId, type NotificationTypeId } from './notification-type';

/** Longest person, lesson or item name a notification carries, in characters. */
export const NOTIFICATION_NAME_MAX_LENGTH = 200;
/** Longest free-text detail (a publish failure reason), in characters. */
export const NOTIFICATION_DETAIL_MAX_LENGTH = 500;

const name = z.string().trim().min(1).max(NOTIFICATION_NAME_MAX_LENGTH);
/** Whether the client shows it once as a flash and then marks it read (product-spec §3). */
const flash = { isFlashNotification: z.boolean().default(false) };

/** What a content creator published (product-spec §4 Publish). */
export const PUBLISHED_ITEM_KINDS = [
  'course',
  'unit',
  'lesson',
  'opener',
  'story',
  'biography',
  'timeline',
  'benchmarkSet',
  'contributorsPage',
  'teacherPage',
] as const;

const publishArgs = {
  ...flash,
  /** Correlates in-progress, failed and succeeded notifications of one publish. */
  publishId: z.string().min(1).max(64),
  itemKind: z.enum(PUBLISHED_ITEM_KINDS),
  itemId: idSchema.nullable(),
  itemName: name,
};

/** `notificationArgs` of each type. Every string in here is shown to a user (escaped first). */
export const NOTIFICATION_ARGS_SCHEMAS = {
  [NotificationType.AssessmentSubmitted]: z.object({
    ...flash,
    studentUserId: idSchema,
    studentName: name,
    lessonId: idSchema,
    lessonName: name,
    classroomId: idSchema.nullable().default(null),
  }),
  [NotificationType.RetakeAllowed]: z.object({ ...flash, lessonId: idSchema, lessonName: name, teacherName: name }),
  [NotificationType.FeedbackReceived]: z.object({ ...flash, lessonId: idSchema, lessonName: name, teacherName: name }),
  [NotificationType.BenchmarkAssigned]: z.object({ ...flash, unitId: idSchema, benchmarkName: name }),
  [NotificationType.BenchmarkRetake]: z.object({ ...flash, unitId: idSchema, benchmarkName: name }),
  // Issue 14: the publish job's progress (step of steps); the job id is the publishId.
  [NotificationType.PublishInProgress]: z.object({ ...publishArgs, step: z.number().int().min(0).default(0), steps: z.number().int().min(0).default(0) }),
  [NotificationType.PublishFailed]: z.object({ ...publishArgs, reason: z.string().max(NOTIFICATION_DETAIL_MAX_LENGTH).default('') }),
  [NotificationType.PublishSucceeded]: z.object(publishArgs),
} as const satisfies Record<NotificationTypeId, z.ZodType>;

type ArgsSchemas = typeof NOTIFICATION_ARGS_SCHEMAS;
export type NotificationArgs<T extends NotificationTypeId = NotificationTypeId> = z.output<ArgsSchemas[T]>;

/** What a use case hands the notification service: a type and its arguments (defaults filled in). */
export type NotificationInput = {
  [T in NotificationTypeId]: { readonly type: T; readonly args: z.input<ArgsSchemas[T]> };
}[NotificationTypeId];

/** A notification as the API and the hub deliver it (product-spec §3 Notification). */
export type Notification = {
  [T in NotificationTypeId]: {
    readonly id: number;
    readonly type: T;
    readonly notificationArgs: NotificationArgs<T>;
    readonly isRead: boolean;
    readonly isDelete: boolean;
    /** ISO 8601, UTC. */
    readonly createdAt: string;
  };
}[NotificationTypeId];

/**
 * Checks a notification's type and arguments together; anything that comes over the wire passes
 * through here before a view sees it. Returns null for an unknown type or arguments that don't fit.
 */
export function parseNotification(value: unknown): Notification | null {
  const base = notificationBaseSchema.safeParse(value);
  if (!base.success) return null;
  const args = NOTIFICATION_ARGS_SCHEMAS[base.data.type].safeParse(base.data.notificationArgs);
  if (!args.success) return null;
  return { ...base.data, notificationArgs: args.data } as Notification;
}

/** Validates a use case's input; returns the type and the arguments with defaults, or the zod error. */
export function parseNotificationInput(input: NotificationInput) {
  const schema: z.ZodType = NOTIFICATION_ARGS_SCHEMAS[input.type];
  return schema.safeParse(input.args) as z.ZodSafeParseResult<NotificationArgs>;
}

const notificationBaseSchema = z.object({
  id: z.number().int().positive(),
  type: z.custom<NotificationTypeId>(isNotificationTypeId),
  notificationArgs: z.unknown(),
  isRead: z.boolean(),
  isDelete: z.boolean(),
  createdAt: z.string().max(40),
});

/** `PATCH notification/{id}?isRead=true|false` (api-spec §7.14). */
export const notificationReadQuerySchema = z.object({
  isRead: z.enum(['true', 'false']).transform((v) => v === 'true'),
});
