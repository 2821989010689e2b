// @vitest-environment jsdom
import '../../setup/dom.setup';
import { MantineProvider } from '@mantine/core';
import { act, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { ReactElement } from 'react';
import { I18nextProvider } from 'react-i18next';
import { MemoryRouter } from 'react-router-dom';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { AppServices } from '@application/app-services';
import { createMachineActorFactory } from '@application/machines/machine-actor-factory';
import { NotificationCenter } from '@application/notifications/notification-center.service';
import type { TraceRecorder } from '@application/ports/trace-recorder.port';
import { createSupportChatUseCases } from '@application/support-chat/support-chat.use-cases';
import { RoleId } from '@domain/identity/role';
import { SupportChatTarget } from '@domain/support-chat/support-chat.targets';
import type { SupportChatMessage } from '@domain/support-chat/support-chat.responses';
import { InMemoryNotificationInbox } from '@infrastructure/http/in-memory-notification-inbox.adapter';
import { createInMemorySupportChat } from '@infrastructure/http/in-memory-support-chat.adapter';
import { InMemoryNotificationChannel } from '@infrastructure/realtime/in-memory-notification-channel.adapter';
import { createServerStateClient } from '@ui/app/server-state/query-client';
import { ServerStateProvider } from '@ui/app/server-state/ServerStateProvider';
import { ServicesProvider } from '@ui/app/services-context';
import { createI18n } from '@ui/i18n/i18n';
import SupportChatButton from '@ui/support-chat/SupportChatButton';
import { TeacherChatsSection } from '@ui/support-chat/TeacherChatsSection';
import { expectAxeClean } from '../expect-axe-clean';
import { managementWorld, profileOf } from '../management/management-world';

/*
 * The live chat (issue 16, the shell) over the in-memory chat and hub: the teacher's header button
 * with its unread count, the conversation drawer (keyboard only, focus back on close), the support
 * staff's teacher chats, messages arriving live, and axe clean in English and Spanish.
 */

const TEACHER = { id: 41, name: 'Teresa Maestra' };
const noTrace = { isOn: () => false } as unknown as TraceRecorder;
const stops: Array<() => void> = [];
afterEach(() => {
  for (const stop of stops.splice(0)) stop();
});

function chatWorld(roleId: RoleId) {
  const chat = createInMemorySupportChat(() => '2026-11-29T16:00:00.000Z');
  const threadId = chat.seed(
    TEACHER,
    [
      { side: 'teacher', text: 'My students cannot see Unit 2.' },
      { side: 'support', text: 'Check the unit lock.' },
      { side: 'teacher', text: 'Can I reset a password?' },
    ],
    { teacher: 2, support: 2 },
  );
  const gateway = roleId === RoleId.DistrictTeacher ? chat.asTeacher(TEACHER.id) : chat.asSupport();
  for (const key of Object.keys(gateway) as (keyof typeof gateway)[]) vi.spyOn(gateway, key);
  const channel = new InMemoryNotificationChannel();
  const center = new NotificationCenter(new InMemoryNotificationInbox(), channel, createMachineActorFactory(noTrace), () => undefined);
  center.start();
  stops.push(() => center.stop());
  const services: AppServices = {
    ...managementWorld(profileOf(roleId, roleId === RoleId.DistrictTeacher ? TEACHER.id : 7)).services,
    supportChat: createSupportChatUseCases(gateway),
    notifications: { openCenter: async () => center },
  };
  /** Another user wrote: the chat holds it, and the hub announces it. */
  const arrive = (side: 'teacher' | 'support', text: string) => {
    const message: SupportChatMessage = chat.write(threadId, side, text);
    act(() => channel.push({ kind: 'signal', signal: { target: SupportChatTarget.SupportChatMessage, payload: { teacherUserId: TEACHER.id, message } } }));
  };
  return { services, gateway, arrive, threadId };
}

function renderChat(ui: ReactElement, services: AppServices, language: 'en' | 'es' = 'en', path = '/class-room/management') {
  return render(
    <ServicesProvider services={services}>
      <ServerStateProvider client={createServerStateClient()}>
        <I18nextProvider i18n={createI18n(language)}>
          <MantineProvider env="test">
            <MemoryRouter initialEntries={[path]}>
              <div>{ui}</div>
            </MemoryRouter>
          </MantineProvider>
        </I18nextProvider>
      </ServerStateProvider>
    </ServicesProvider>,
  );
}

describe("the teacher's chat with support", () => {
  it('opens the conversation in a dialog, oldest message first, with nothing to read', async () => {
    const { services, gateway } = chatWorld(RoleId.DistrictTeacher);
    renderChat(<SupportChatButton />, services);
    const button = await screen.findByRole('button', { name: 'Chat with support' });
    const user = userEvent.setup({ delay: null });
    await user.click(button);
    const dialog = await screen.findByRole('dialog', { name: 'Chat with support' });
    const log = await within(dialog).findByRole('log', { name: 'Conversation with support' });
    expect(within(log).getAllByTestId('support-chat-message').map((m) => m.querySelector('p')?.textContent)).toEqual([
      'My students cannot see Unit 2.',
      'Check the unit lock.',
      'Can I reset a password?',
    ]);
    expect(gateway.readMine).not.toHaveBeenCalled();
  });

  it('sends with Enter, keeps Shift+Enter as a new line, and shows support’s answer arriving live with the unread count', async () => {
    const { services, gateway, arrive } = chatWorld(RoleId.DistrictTeacher);
    renderChat(<SupportChatButton />, services);
    const user = userEvent.setup({ delay: null });
    const button = await screen.findByRole('button', { name: 'Chat with support' });

    arrive('support', 'Yes: Users, then Reset password.');
    await screen.findByRole('button', { name: 'Chat with support, 1 unread message' });

    button.focus();
    await user.keyboard('{Enter}');
    const dialog = await screen.findByRole('dialog', { name: 'Chat with support' });
    await waitFor(() => expect(gateway.readMine).toHaveBeenCalled());
    await screen.findByRole('button', { name: 'Chat with support' });

    const field = within(dialog).getByRole('textbox', { name: 'Your message' });
    await user.click(field);
    await user.keyboard('Thank you!{Shift>}{Enter}{/Shift}It worked.');
    expect((field as HTMLTextAreaElement).value).toBe('Thank you!\nIt worked.');
    await user.keyboard('{Enter}');
    await waitFor(() => expect(gateway.sendMine).toHaveBeenCalledWith('Thank you!\nIt worked.'));
    const log = within(dialog).getByRole('log');
    await waitFor(() => expect(log.textContent).toContain('It worked.'));
    expect((field as HTMLTextAreaElement).value).toBe('');

    // Arriving while the conversation is open: shown, and read at once.
    arrive('support', 'Glad to help.');
    await waitFor(() => expect(log.textContent).toContain('Glad to help.'));
    await waitFor(() => expect(gateway.readMine).toHaveBeenCalledTimes(2));

    await user.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    await waitFor(() => expect(document.activeElement).toBe(screen.getByTestId('support-chat-button')));
  });

  it('keeps a refused message in the field with the reason under it', async () => {
    const { services, gateway } = chatWorld(RoleId.DistrictTeacher);
    renderChat(<SupportChatButton />, services);
    const user = userEvent.setup({ delay: null });
    await user.click(await screen.findByRole('button', { name: 'Chat with support' }));
    const dialog = await screen.findByRole('dialog');
    await within(dialog).findByRole('log');
    await user.click(within(dialog).getByRole('button', { name: 'Send' }));
    expect(await within(dialog).findByText('Write a message first')).toBeTruthy();
    expect(gateway.sendMine).toHaveBeenCalledWith('');
  });

  it('is not shown on the expanded standards report', async () => {
    const { services } = chatWorld(RoleId.DistrictTeacher);
    renderChat(<SupportChatButton />, services, 'en', '/student-reports-expended');
    expect(screen.queryByTestId('support-chat-button')).toBeNull();
  });

  it.each([
    ['en', 'Chat with support'],
    ['es', 'Chatear con soporte'],
  ] as const)('is labelled and axe clean, closed and open (%s)', async (language, name) => {
    const { services } = chatWorld(RoleId.DistrictTeacher);
    const { container } = renderChat(<SupportChatButton />, services, language);
    await userEvent.click(await screen.findByRole('button', { name }));
    const dialog = await screen.findByRole('dialog', { name });
    await within(dialog).findByRole('log');
    await expectAxeClean(dialog);
    await expectAxeClean(container);
  });
});

describe("the support staff's teacher chats", () => {
  it('list the threads with unread counts, open one (reading it for the team), and answer live', async () => {
    const { services, gateway, arrive, threadId } = chatWorld(RoleId.SupportRole);
    renderChat(<TeacherChatsSection />, services, 'en', '/support-dashboard');
    const user = userEvent.setup({ delay: null });
    const row = await screen.findByRole('button', { name: 'Open the conversation with Teresa Maestra, 1 unread' });
    await user.click(row);
    const log = await screen.findByRole('log', { name: 'Conversation with Teresa Maestra' });
    await waitFor(() => expect(gateway.readThread).toHaveBeenCalledWith(threadId));
    await screen.findByRole('button', { name: 'Open the conversation with Teresa Maestra' });

    arrive('teacher', 'Are you there?');
    await waitFor(() => expect(log.textContent).toContain('Are you there?'));

    await user.type(screen.getByRole('textbox', { name: 'Your message' }), 'Yes, here.{Enter}');
    await waitFor(() => expect(gateway.answer).toHaveBeenCalledWith(threadId, 'Yes, here.'));
    await waitFor(() => expect(log.textContent).toContain('Yes, here.'));
  });

  it.each(['en', 'es'] as const)('are axe clean with a conversation open (%s)', async (language) => {
    const { services } = chatWorld(RoleId.SupportRole);
    const { container } = renderChat(<TeacherChatsSection />, services, language, '/support-dashboard');
    await userEvent.click(await screen.findByTestId('support-chat-thread'));
    await screen.findByRole('log');
    await expectAxeClean(container);
  });
});
