import { useEffect, useRef, useState } from 'react';
import { Alert, Badge, Button, Group, Loader, Stack, Text, Title } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import type { SupportChatThread } from '@domain/support-chat/support-chat.responses';
import { useServices } from '../app/services-context';
import { failureOf } from '../app/server-state/api-result-query';
import { useFailureText } from '../common/use-failure-text';
import { registerLocaleBundle } from '../i18n/bundle-registry';
import { supportChatStrings } from '../i18n/locales/support-chat';
import { ChatComposer } from './ChatComposer';
import { ChatLog } from './ChatLog';
import { supportChatQueries, useAnswerTeacher, useMarkThreadRead } from './support-chat.queries';
import { useSendRefusal } from './use-send-refusal';
import { useSupportChatLive } from './use-support-chat-live';
import classes from './SupportChat.module.css';

registerLocaleBundle(supportChatStrings);

/**
 * "Teacher chats" on the support dashboard (issue 16): every teacher's conversation, newest activity
 * first with its unread count, kept live by the hub; opening one shows it and reads it for the whole
 * support team, and answers go to the teacher at once.
 */
export function TeacherChatsSection() {
  const { t } = useTranslation();
  const { supportChat } = useServices();
  const failureText = useFailureText();
  const threads = useQuery(supportChatQueries.threads(supportChat));
  const [openId, setOpenId] = useState<number | null>(null);
  useSupportChatLive();

  let list;
  if (threads.isPending) list = <Loader aria-label={t('supportChatThreadsLoading')} size="sm" />;
  else if (threads.isError) {
    const failure = failureOf(threads.error);
    list = (
      <Alert color="red" role="alert">
        <Stack gap="xs">
          <Text size="sm">{failure ? failureText(failure) : t('somethingWentWrongAlert')}</Text>
          <Button size="compact-sm" variant="default" onClick={() => void threads.refetch()}>
            {t('supportChatTryAgain')}
          </Button>
        </Stack>
      </Alert>
    );
  } else if (threads.data.length === 0) list = <Text size="sm">{t('supportChatNoThreads')}</Text>;
  else
    list = (
      <>
        <Text size="sm" id="support-chat-threads-caption">
          {t('supportChatThreadsCaption', { count: threads.data.length })}
        </Text>
        <ul className={classes.threads} aria-labelledby="support-chat-threads-caption" aria-busy={threads.isFetching || undefined}>
          {threads.data.map((thread) => (
            <ThreadRow key={thread.id} thread={thread} current={thread.id === openId} open={() => setOpenId(thread.id)} />
          ))}
        </ul>
      </>
    );

  const open = threads.data?.find((thread) => thread.id === openId) ?? null;
  return (
    <Stack component="section" aria-labelledby="support-chat-title" gap="sm">
      <Title order={2} id="support-chat-title">
        {t('supportChatTeacherChats')}
      </Title>
      <Group align="flex-start" gap="lg" wrap="wrap">
        <Stack gap="xs" miw={260} maw={420} style={{ flex: '1 1 260px' }}>
          {list}
        </Stack>
        <Stack gap="xs" miw={280} style={{ flex: '2 1 360px' }}>
          {open ? <ThreadConversation key={open.id} thread={open} /> : threads.data && threads.data.length > 0 && <Text size="sm">{t('supportChatChooseThread')}</Text>}
        </Stack>
      </Group>
    </Stack>
  );
}

function ThreadRow({ thread, current, open }: { thread: SupportChatThread; current: boolean; open: () => void }) {
  const { t } = useTranslation();
  return (
    <li>
      <button
        type="button"
        className={current ? `${classes.thread} ${classes.current}` : classes.thread}
        onClick={open}
        aria-current={current || undefined}
        aria-label={`${t('supportChatOpenThread', { name: thread.teacherName })}${thread.unread > 0 ? `, ${t('supportChatUnreadBadge', { count: thread.unread })}` : ''}`}
        data-testid="support-chat-thread"
      >
        <Group justify="space-between" gap="xs" wrap="nowrap">
          <Text size="sm" fw={600} component="span">
            {thread.teacherName}
          </Text>
          {thread.unread > 0 && (
            <Badge color="red.9" variant="filled" size="sm" data-testid="support-chat-thread-unread">
              {t('supportChatUnreadBadge', { count: thread.unread })}
            </Badge>
          )}
        </Group>
        <Text size="xs" c="gray.7" component="span" display="block">
          {thread.schoolName}
        </Text>
        {thread.lastMessage && (
          <Text size="xs" component="span" display="block" lineClamp={1}>
            {thread.lastMessage.text}
          </Text>
        )}
      </button>
    </li>
  );
}

/** One open conversation: read for the team while it is on screen, answered from here. */
function ThreadConversation({ thread }: { thread: SupportChatThread }) {
  const { t } = useTranslation();
  const { supportChat } = useServices();
  const failureText = useFailureText();
  const page = useQuery(supportChatQueries.thread(supportChat, thread.id));
  const answer = useAnswerTeacher();
  const { mutate: read } = useMarkThreadRead();
  const sendRefusal = useSendRefusal();
  const newest = thread.lastMessage?.id ?? 0;
  // Once per newest message: the count stays stale until the reload after the read comes back.
  const readUpTo = useRef(0);
  useEffect(() => {
    if (thread.unread === 0 || newest <= readUpTo.current) return;
    readUpTo.current = newest;
    read(thread.id);
  }, [thread.id, thread.unread, newest, read]);

  if (page.isPending) return <Loader aria-label={t('supportChatLoading')} size="sm" />;
  if (page.isError) {
    const failure = failureOf(page.error);
    return (
      <Alert color="red" role="alert">
        <Stack gap="xs">
          <Text size="sm">{failure ? failureText(failure) : t('somethingWentWrongAlert')}</Text>
          <Button size="compact-sm" variant="default" onClick={() => void page.refetch()}>
            {t('supportChatTryAgain')}
          </Button>
        </Stack>
      </Alert>
    );
  }
  return (
    <>
      <Title order={3} size="h4">
        {t('supportChatLogWith', { name: thread.teacherName })}
      </Title>
      <ChatLog messages={page.data.messages} viewerSide="support" label={t('supportChatLogWith', { name: thread.teacherName })} hasMore={page.data.hasMore} />
      <ChatComposer busy={answer.isPending} send={(text) => sendRefusal(() => answer.mutateAsync({ threadId: thread.id, text }))} />
    </>
  );
}
