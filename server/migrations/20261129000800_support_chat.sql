-- Issue 16, the shell: the live chat between district teachers and the support staff. One thread per
-- teacher (created with their first message, or support's first answer); messages keep their author
-- and which side wrote them; read markers are per side: the teacher's own, and one for the support
-- staff as a team (a shared inbox: what one support user has read is read for all).
CREATE TABLE support_chat_threads (
  id serial PRIMARY KEY,
  teacher_user_id integer NOT NULL UNIQUE REFERENCES users (id) ON DELETE CASCADE,
  teacher_read_id integer NOT NULL DEFAULT 0,
  support_read_id integer NOT NULL DEFAULT 0,
  last_message_at timestamptz NOT NULL DEFAULT now(),
  created_at timestamptz NOT NULL DEFAULT now()
);

CREATE TABLE support_chat_messages (
  id serial PRIMARY KEY,
  thread_id integer NOT NULL REFERENCES support_chat_threads (id) ON DELETE CASCADE,
  author_user_id integer REFERENCES users (id) ON DELETE SET NULL,
  side text NOT NULL CHECK (side IN ('teacher', 'support')),
  body text NOT NULL CHECK (char_length(body) BETWEEN 1 AND 2000),
  sent_at timestamptz NOT NULL DEFAULT now()
);

CREATE INDEX support_chat_messages_thread_idx ON support_chat_messages (thread_id, id);
CREATE INDEX support_chat_threads_last_idx ON support_chat_threads (last_message_at DESC, id DESC);
