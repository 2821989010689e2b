import { useEffect, useRef } from 'react';
import { Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import type { SupportChatMessage, SupportChatSide } from '@domain/support-chat/support-chat.responses';
import classes from './SupportChat.module.css';

export interface ChatLogProps {
  readonly messages: readonly SupportChatMessage[];
  /** Whose messages are "You". */
  readonly viewerSide: SupportChatSide;
  readonly label: string;
  readonly hasMore: boolean;
}

/**
 * A conversation, oldest first (role="log": screen readers announce what is added at its end, so a
 * message arriving live is read out without moving focus). Texts are plain text, shown as text.
 * The log is focusable so a keyboard user can scroll it.
 */
export function ChatLog({ messages, viewerSide, label, hasMore }: ChatLogProps) {
  const { t, i18n } = useTranslation();
  const box = useRef<HTMLDivElement>(null);
  const newest = messages.at(-1)?.id;
  useEffect(() => {
    // Keep the newest message in view as messages arrive.
    if (box.current) box.current.scrollTop = box.current.scrollHeight;
  }, [newest]);
  const time = new Intl.DateTimeFormat(i18n.language, { dateStyle: 'short', timeStyle: 'short' });
  return (
    <div ref={box} role="log" aria-live="polite" aria-label={label} tabIndex={0} className={classes.log} data-testid="support-chat-log">
      {hasMore && (
        <Text size="xs" c="gray.7" mb="xs">
          {t('supportChatOlderHidden')}
        </Text>
      )}
      {messages.length === 0 ? (
        <Text size="sm">{t('supportChatEmpty')}</Text>
      ) : (
        <ol className={classes.messages}>
          {messages.map((m) => {
            const own = m.side === viewerSide;
            // Support users are a team: each sees who of them wrote, the teacher sees "You" for their own.
            const author =
              own && viewerSide === 'teacher'
                ? t('supportChatYou')
                : m.side === 'support'
                  ? `${m.authorName || t('supportChatSupportTeam')} (${t('supportChatSupportTeam')})`
                  : m.authorName;
            return (
              <li key={m.id} className={own ? `${classes.message} ${classes.own}` : classes.message} data-testid="support-chat-message">
                <Text size="xs" fw={600} component="span">
                  {author}
                </Text>{' '}
                <Text size="xs" component="time" dateTime={m.sentAt} c="gray.8">
                  {time.format(new Date(m.sentAt))}
                </Text>
                <p className={classes.text}>{m.text}</p>
              </li>
            );
          })}
        </ol>
      )}
    </div>
  );
}
