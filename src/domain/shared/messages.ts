import type { Language } from './constants';
import { AUTHORING_MESSAGES } from '../authoring/authoring.messages';
import { BASE_MESSAGES } from './base-messages';
import { STANDARDS_MESSAGES } from '../standards/standards.messages';
import { UPLOAD_MESSAGES } from '../files/upload.messages';
import { ROSTER_SYNC_MESSAGES } from '../roster-sync/roster-sync.messages';
import { SSO_MESSAGES } from '../sso/sso.messages';
import { EDLINK_MESSAGES } from '../roster-sync/edlink.messages';
import { SUPPORT_CHAT_MESSAGES } from '../support-chat/support-chat.messages';

export { BASE_MESSAGES };

/**
 * Every message the server may send, in both languages. The first load imports BASE_MESSAGES from
 * base-messages.ts directly, so this module (and the back office's messages) stays out of it.
 */
export const MESSAGES = { ...BASE_MESSAGES, ...AUTHORING_MESSAGES, ...STANDARDS_MESSAGES, ...UPLOAD_MESSAGES, ...ROSTER_SYNC_MESSAGES, ...SSO_MESSAGES, ...SUPPORT_CHAT_MESSAGES, ...EDLINK_MESSAGES } as const;

export type MessageKey = keyof typeof MESSAGES;

export function isMessageKey(value: string): value is MessageKey {
  return Object.prototype.hasOwnProperty.call(MESSAGES, value);
}

/** A value filled into a message: the same in every language (a name, a number) or given per language (a role). */
export type MessageValue = string | Readonly<Record<Language, string>>;

/** Renders a message in a language, filling `{{name}}` slots from `values`. */
export function renderMessage(key: MessageKey, language: Language, values: Readonly<Record<string, MessageValue>> = {}): string {
  return MESSAGES[key][language].replace(/\{\{(\w+)\}\}/g, (_, name: string) => {
    const value = values[name];
    return value === undefined ? '' : typeof value === 'string' ? value : value[language];
  });
}
