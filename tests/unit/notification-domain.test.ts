import { describe, expect, it } from 'vitest';
import { escapeNotification } from '@domain/notifications/escape-notification';
import { isHighlighted, notificationHtml } from '@domain/notifications/notification-text';
import { NOTIFICATION_TYPE_IDS, NotificationType } from '@domain/notifications/notification-type';
import { NOTIFICATION_ARGS_SCHEMAS, parseNotification } from '@domain/notifications/notification.schemas';
import { escapeHtml } from '@domain/shared/escape-html';
import { classifyStartError } from '@infrastructure/realtime/signalr-notification-channel.adapter';

const base = { id: 9, isRead: false, isDelete: false, createdAt: '2026-11-22T10:00:00.000Z' };

describe('escapeHtml', () => {
  it('escapes the five HTML-significant characters and nothing else', () => {
    expect(escapeHtml(`<img src=x onerror="alert('x')"> & José`)).toBe('&lt;img src=x onerror=&quot;alert(&#39;x&#39;)&quot;&gt; &amp; José');
  });
});

describe('parseNotification', () => {
  it('accepts every type with its own arguments', () => {
    expect(NOTIFICATION_TYPE_IDS).toHaveLength(Object.keys(NOTIFICATION_ARGS_SCHEMAS).length);
    const n = parseNotification({ ...base, type: 2, notificationArgs: { lessonId: 1, lessonName: 'L', teacherName: 'T' } });
    expect(n?.notificationArgs).toEqual({ lessonId: 1, lessonName: 'L', teacherName: 'T', isFlashNotification: false });
  });

  it('refuses an unknown type, arguments of another type and a bad envelope', () => {
    expect(parseNotification({ ...base, type: 99, notificationArgs: {} })).toBeNull();
    expect(parseNotification({ ...base, type: 2, notificationArgs: { unitId: 1, benchmarkName: 'B' } })).toBeNull();
    expect(parseNotification({ ...base, id: 'x', type: 4, notificationArgs: { unitId: 1, benchmarkName: 'B' } })).toBeNull();
    expect(parseNotification('<script>')).toBeNull();
  });
});

describe('notification text', () => {
  it('renders escaped arguments into constant templates, in both languages', () => {
    const raw = parseNotification({
      ...base,
      type: NotificationType.AssessmentSubmitted,
      notificationArgs: { studentUserId: 3, studentName: '<b>Sam</b>', lessonId: 4, lessonName: 'Unit 1 & 2' },
    })!;
    const safe = escapeNotification(raw);
    expect(notificationHtml(safe, 'en')).toBe('&lt;b&gt;Sam&lt;/b&gt; submitted Unit 1 &amp; 2');
    expect(notificationHtml(safe, 'es')).toBe('&lt;b&gt;Sam&lt;/b&gt; entregó Unit 1 &amp; 2');
    expect(safe.notificationArgs).toMatchObject({ studentUserId: 3, isFlashNotification: false });
  });

  it('highlights type 1 only (yellow snackbar)', () => {
    expect(isHighlighted({ type: 1 })).toBe(true);
    expect(NOTIFICATION_TYPE_IDS.filter((type) => isHighlighted({ type }))).toEqual([1]);
  });
});

describe('classifyStartError', () => {
  it('maps what the SignalR client throws to channel failure codes', () => {
    const negotiate401 = Object.assign(new Error("Failed to complete negotiation with the server: Error: Unauthorized: Status code '401'"), {
      errorType: 'FailedToNegotiateWithServerError',
    });
    expect(classifyStartError(negotiate401)).toBe('UNAUTHORIZED');
    const negotiate404 = Object.assign(new Error("Failed to complete negotiation with the server: Error: Not Found: Status code '404'"), {
      errorType: 'FailedToNegotiateWithServerError',
    });
    expect(classifyStartError(negotiate404)).toBe('NEGOTIATION_FAILED');
    expect(classifyStartError(new Error('Unable to connect to the server with any of the available transports. WebSockets failed'))).toBe('TRANSPORT_UNAVAILABLE');
    expect(classifyStartError(new Error("Server returned handshake error: Requested protocol 'x' is not available."))).toBe('HANDSHAKE_FAILED');
    expect(classifyStartError('boom')).toBe('CONNECTION_FAILED');
  });
});
