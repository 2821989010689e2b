import { describe, expect, it } from 'vitest';
import { parseSupportChatPush } from '@domain/support-chat/support-chat.contract';
import { chatHiddenAt, isUnreadFor, readMarkerAfter, unreadCountFor } from '@domain/support-chat/support-chat.rules';
import { sendSupportChatMessageSchema, supportChatPageQuerySchema } from '@domain/support-chat/support-chat.schemas';

/** The chat's shared rules (issue 16): what a message may be, what is unread, where the button hides. */

describe('a chat message', () => {
  it('is trimmed, and holds 1 to 2000 characters after trimming', () => {
    expect(sendSupportChatMessageSchema.parse({ text: '  Hello\nthere  ' })).toEqual({ text: 'Hello\nthere' });
    expect(sendSupportChatMessageSchema.safeParse({ text: 'x'.repeat(2000) }).success).toBe(true);
    expect(sendSupportChatMessageSchema.safeParse({ text: ` ${'x'.repeat(2000)} ` }).success).toBe(true);
    expect(sendSupportChatMessageSchema.safeParse({ text: 'x'.repeat(2001) }).error?.issues[0]?.message).toBe('supportChatTextTooLong');
    expect(sendSupportChatMessageSchema.safeParse({ text: '   ' }).error?.issues[0]?.message).toBe('supportChatTextRequired');
  });

  it('is plain, storable text and nothing else', () => {
    expect(sendSupportChatMessageSchema.safeParse({ text: 'a\u0000b' }).success).toBe(false);
    expect(sendSupportChatMessageSchema.safeParse({ text: 12 }).success).toBe(false);
    expect(sendSupportChatMessageSchema.safeParse({ text: 'hi', html: '<b>hi</b>' }).success).toBe(false);
    // Markup is kept as the characters it is: the client shows it as text.
    expect(sendSupportChatMessageSchema.parse({ text: '<b>hi</b>' }).text).toBe('<b>hi</b>');
  });

  it('pages back by message id', () => {
    expect(supportChatPageQuerySchema.parse({ before: '40' })).toEqual({ before: 40 });
    expect(supportChatPageQuerySchema.parse({})).toEqual({});
    expect(supportChatPageQuerySchema.safeParse({ before: '0' }).success).toBe(false);
  });
});

describe('unread', () => {
  const messages = [
    { id: 1, side: 'teacher' as const },
    { id: 2, side: 'support' as const },
    { id: 3, side: 'teacher' as const },
  ];
  it("counts the other side's messages after the reader's marker, never the reader's own", () => {
    expect(unreadCountFor('support', messages, 0)).toBe(2);
    expect(unreadCountFor('support', messages, 2)).toBe(1);
    expect(unreadCountFor('teacher', messages, 0)).toBe(1);
    expect(unreadCountFor('teacher', messages, 2)).toBe(0);
    expect(isUnreadFor('teacher', messages[2], 0)).toBe(false);
  });

  it('reading moves the marker to the newest message, never back', () => {
    expect(readMarkerAfter(messages, 0)).toBe(3);
    expect(readMarkerAfter(messages, 9)).toBe(9);
    expect(readMarkerAfter([], 4)).toBe(4);
  });
});

describe('the chat button', () => {
  it('is hidden on the expanded standards report only', () => {
    expect(chatHiddenAt('/student-reports-expended')).toBe(true);
    expect(chatHiddenAt('/student-reports-expended/')).toBe(true);
    expect(chatHiddenAt('/support/student-reports-expended')).toBe(true);
    expect(chatHiddenAt('/student-reports/student/4')).toBe(false);
    expect(chatHiddenAt('/class-room/management')).toBe(false);
  });
});

describe('a pushed chat message', () => {
  const message = { id: 5, threadId: 2, side: 'support', authorName: 'Sam Support', text: 'Hi', sentAt: '2026-11-29T16:00:00.000Z' };
  it('is taken when it fits and dropped otherwise', () => {
    expect(parseSupportChatPush({ teacherUserId: 4, message })).toEqual({ teacherUserId: 4, message });
    expect(parseSupportChatPush({ teacherUserId: 4, message: { ...message, side: 'admin' } })).toBeNull();
    expect(parseSupportChatPush('hello')).toBeNull();
  });
});
