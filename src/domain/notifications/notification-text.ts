import { NOTIFICATION_HIGHLIGHT_TYPE, type Language } from '../shared/constants';
import type { NotificationTypeId } from './notification-type';
import type { Notification } from './notification.schemas';

/** What each notification type says, per language. `{{name}}` slots take the (escaped) arguments. */
export const NOTIFICATION_TEXT: Record<NotificationTypeId, Record<Language, string>> = {
  1: { en: '{{studentName}} submitted {{lessonName}}', es: '{{studentName}} entregó {{lessonName}}' },
  2: { en: '{{teacherName}} allowed you to retake {{lessonName}}', es: '{{teacherName}} te permitió un nuevo intento de {{lessonName}}' },
  3: { en: '{{teacherName}} left feedback on {{lessonName}}', es: '{{teacherName}} dejó comentarios en {{lessonName}}' },
  4: { en: 'New benchmark assigned: {{benchmarkName}}', es: 'Nueva evaluación de referencia asignada: {{benchmarkName}}' },
  5: { en: 'You may retake the benchmark {{benchmarkName}}', es: 'Puedes hacer un nuevo intento de la evaluación de referencia {{benchmarkName}}' },
  6: { en: 'Publishing {{itemName}}…', es: 'Publicando {{itemName}}…' },
  7: { en: 'Publishing {{itemName}} failed. {{reason}}', es: 'No se pudo publicar {{itemName}}. {{reason}}' },
  8: { en: '{{itemName}} was published', es: '{{itemName}} se publicó' },
};

/**
 * The notification's sentence as HTML. The templates are constants and the arguments must already
 * be escaped (escapeNotification), so the result is safe to render as markup.
 */
export function notificationHtml(notification: Notification, language: Language): string {
  const args = notification.notificationArgs as Record<string, unknown>;
  return NOTIFICATION_TEXT[notification.type][language]
    .replace(/\{\{(\w+)\}\}/g, (_, key: string) => (typeof args[key] === 'string' ? (args[key] as string) : ''))
    .trim();
}

/** Product-spec §3: a snackbar for type 1 is highlighted in yellow. */
export function isHighlighted(notification: Pick<Notification, 'type'>): boolean {
  return notification.type === NOTIFICATION_HIGHLIGHT_TYPE;
}
