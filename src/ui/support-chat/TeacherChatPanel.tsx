import { useEffect, useRef } from 'react';
import { Alert, Button, Loader, Stack, Text } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { useServices } from '../app/services-context';
import { failureOf } from '../app/server-state/api-result-query';
import { useFailureText } from '../common/use-failure-text';
import { ChatComposer } from './ChatComposer';
import { ChatLog } from './ChatLog';
import { supportChatQueries, useMarkMineRead, useWriteToSupport } from './support-chat.queries';
import { useSendRefusal } from './use-send-refusal';

/**
 * The teacher's conversation with support, inside the chat drawer: while it is open, support's
 * answers are read as they arrive (the unread count on the button goes back to none).
 */
export default function TeacherChatPanel() {
  const { t } = useTranslation();
  const { supportChat } = useServices();
  const failureText = useFailureText();
  const chat = useQuery(supportChatQueries.mine(supportChat));
  const write = useWriteToSupport();
  const markRead = useMarkMineRead();
  const sendRefusal = useSendRefusal();
  const unread = chat.data?.unread ?? 0;
  const newest = chat.data?.messages.at(-1)?.id ?? 0;
  const { mutate: read } = markRead;
  // Once per newest message: the count stays stale until the reload after the read comes back.
  const readUpTo = useRef(0);
  useEffect(() => {
    if (unread === 0 || newest <= readUpTo.current) return;
    readUpTo.current = newest;
    read();
  }, [unread, newest, read]);

  if (chat.isPending) return <Loader aria-label={t('supportChatLoading')} size="sm" />;
  if (chat.isError) {
    const failure = failureOf(chat.error);
    return (
      <Alert color="red" role="alert">
        <Stack gap="xs">
          <Text size="sm">{failure ? failureText(failure) : t('somethingWentWrongAlert')}</Text>
          <Button size="compact-sm" variant="default" onClick={() => void chat.refetch()}>
            {t('supportChatTryAgain')}
          </Button>
        </Stack>
      </Alert>
    );
  }
  return (
    <Stack gap="sm">
      <Text size="sm">{t('supportChatIntro')}</Text>
      <ChatLog messages={chat.data.messages} viewerSide="teacher" label={t('supportChatLog')} hasMore={chat.data.hasMore} />
      <ChatComposer busy={write.isPending} autoFocus send={(text) => sendRefusal(() => write.mutateAsync(text))} />
    </Stack>
  );
}
