import { lazy, Suspense } from 'react';
import { Drawer, Loader } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { useLocation } from 'react-router-dom';
import { chatHiddenAt } from '@domain/support-chat/support-chat.rules';
import { useServices } from '../app/services-context';
import { useLazyDialog } from '../common/use-lazy-dialog';
import { registerLocaleBundle } from '../i18n/bundle-registry';
import { supportChatStrings } from '../i18n/locales/support-chat';
import { supportChatQueries } from './support-chat.queries';
import { useSupportChatLive } from './use-support-chat-live';
import classes from './SupportChat.module.css';

registerLocaleBundle(supportChatStrings);

/** The conversation loads when the drawer first opens. */
const TeacherChatPanel = lazy(() => import('./TeacherChatPanel'));

/**
 * The header's "Chat with support" button (product-spec §2: district teachers only, hidden on the
 * expanded standards report), with the number of support's unread answers. It opens the conversation
 * in a drawer (a dialog: focus moves in, Escape closes, focus comes back to this button).
 */
export default function SupportChatButton() {
  const { pathname } = useLocation();
  return chatHiddenAt(pathname) ? null : <ChatButton />;
}

function ChatButton() {
  const { t } = useTranslation();
  const { supportChat } = useServices();
  // Mounted on the first open (issue 17): a closed drawer still costs every teacher screen a portal and its listeners.
  const { opened, mounted, trigger, open, close } = useLazyDialog();
  const chat = useQuery(supportChatQueries.mine(supportChat));
  useSupportChatLive();
  const unread = chat.data?.unread ?? 0;
  return (
    <>
      <button
        type="button"
        className={classes.button}
        ref={trigger}
        onClick={open}
        aria-haspopup="dialog"
        aria-expanded={opened}
        aria-label={unread > 0 ? t('supportChatOpenUnread', { count: unread }) : t('supportChatOpen')}
        data-testid="support-chat-button"
      >
        <ChatIcon />
        {unread > 0 && (
          <span className={classes.count} data-testid="support-chat-unread" aria-hidden>
            {unread > 99 ? '99+' : unread}
          </span>
        )}
      </button>
      {mounted && (
        <Drawer opened={opened} onClose={() => close()} position="right" size="md" title={t('supportChatTitle')} closeButtonProps={{ 'aria-label': t('close') }}>
          <Suspense fallback={<Loader aria-label={t('supportChatLoading')} size="sm" />}>{opened && <TeacherChatPanel />}</Suspense>
        </Drawer>
      )}
    </>
  );
}

function ChatIcon() {
  return (
    <svg width="22" height="22" viewBox="0 0 24 24" fill="none" stroke="currentColor" strokeWidth="2" strokeLinecap="round" strokeLinejoin="round" aria-hidden focusable="false">
      <path d="M21 15a2 2 0 0 1-2 2H7l-4 4V5a2 2 0 0 1 2-2h14a2 2 0 0 1 2 2z" />
    </svg>
  );
}
