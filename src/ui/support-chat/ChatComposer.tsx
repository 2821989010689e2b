import { useId, useState, type KeyboardEvent } from 'react';
import { Button, Group, Textarea } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { SUPPORT_CHAT_MESSAGE_MAX } from '@domain/support-chat/support-chat.limits';

export interface ChatComposerProps {
  /** Sends the text; resolves to the refusal's message to show under the field, or null when sent. */
  readonly send: (text: string) => Promise<string | null>;
  readonly busy: boolean;
  readonly autoFocus?: boolean;
}

/**
 * The message field and Send: Enter sends, Shift+Enter starts a new line (said in the field's
 * description). A refusal stays under the field with the text kept; a sent message clears it.
 */
export function ChatComposer({ send, busy, autoFocus }: ChatComposerProps) {
  const { t } = useTranslation();
  const [text, setText] = useState('');
  const [error, setError] = useState<string | null>(null);
  const formId = useId();

  const submit = async () => {
    if (busy) return;
    const refusal = await send(text);
    setError(refusal);
    if (refusal === null) setText('');
  };
  const onKeyDown = (event: KeyboardEvent<HTMLTextAreaElement>) => {
    if (event.key !== 'Enter' || event.shiftKey || event.nativeEvent.isComposing) return;
    event.preventDefault();
    void submit();
  };

  return (
    <form
      id={formId}
      onSubmit={(event) => {
        event.preventDefault();
        void submit();
      }}
    >
      <Textarea
        label={t('supportChatMessageLabel')}
        description={t('supportChatMessageHint')}
        value={text}
        onChange={(event) => setText(event.currentTarget.value)}
        onKeyDown={onKeyDown}
        error={error}
        maxLength={SUPPORT_CHAT_MESSAGE_MAX}
        rows={3}
        data-autofocus={autoFocus || undefined}
      />
      <Group justify="flex-end" mt="xs">
        <Button type="submit" loading={busy}>
          {t('supportChatSend')}
        </Button>
      </Group>
    </form>
  );
}
