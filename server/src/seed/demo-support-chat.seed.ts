import { one } from '../db/database';
import type { SeedStep } from './seed-runner';

/*
 * A short conversation between the demo teacher and the demo support user (issue 16, the shell's live
 * chat), so both see a real chat when they sign in: the teacher has read everything, and their last
 * message waits unread for the support staff.
 */
const CONVERSATION: readonly { side: 'teacher' | 'support'; text: string; minutesAgo: number }[] = [
  { side: 'teacher', text: 'Hello! My students cannot see Unit 2 in their dashboard. Is it published?', minutesAgo: 50 },
  { side: 'support', text: 'Hi! Unit 2 is published. Check that it is not locked for your classroom on the classroom page.', minutesAgo: 45 },
  { side: 'teacher', text: 'It was locked, thank you. One more question: can I reset a student’s password myself?', minutesAgo: 10 },
];

export const demoSupportChatSeed: SeedStep = {
  name: 'demo-support-chat',
  async run(tx) {
    const teacher = await one<{ id: number }>(tx, `SELECT id FROM users WHERE username = 'teacher'`);
    const support = await one<{ id: number }>(tx, `SELECT id FROM users WHERE username = 'support'`);
    if (!teacher || !support) return;
    const thread = await one<{ id: number }>(
      tx,
      `INSERT INTO support_chat_threads (teacher_user_id, last_message_at) VALUES ($1, now() - make_interval(mins => $2)) RETURNING id`,
      [teacher.id, CONVERSATION[CONVERSATION.length - 1]?.minutesAgo ?? 0],
    );
    if (!thread) return;
    const ids: number[] = [];
    for (const line of CONVERSATION) {
      const row = await one<{ id: number }>(
        tx,
        `INSERT INTO support_chat_messages (thread_id, author_user_id, side, body, sent_at) VALUES ($1, $2, $3, $4, now() - make_interval(mins => $5)) RETURNING id`,
        [thread.id, line.side === 'teacher' ? teacher.id : support.id, line.side, line.text, line.minutesAgo],
      );
      if (row) ids.push(row.id);
    }
    // The teacher read everything; support read up to its own answer, so the teacher's last message is unread.
    await tx.query('UPDATE support_chat_threads SET teacher_read_id = $2, support_read_id = $3 WHERE id = $1', [thread.id, ids[2] ?? 0, ids[1] ?? 0]);
  },
};
