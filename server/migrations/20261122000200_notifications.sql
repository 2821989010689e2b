-- Notifications (product-spec §3 Notification; api-spec §7.14). One row per recipient. The type ids
-- and the shape of args (including isFlashNotification) live in src/domain/notifications.

CREATE TABLE notifications (
  id integer GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
  recipient_user_id integer NOT NULL REFERENCES users (id),
  type smallint NOT NULL CHECK (type > 0),
  args jsonb NOT NULL DEFAULT '{}'::jsonb,
  is_read boolean NOT NULL DEFAULT false,
  is_delete boolean NOT NULL DEFAULT false,
  created_at timestamptz NOT NULL DEFAULT now()
);

-- The bell: a user's undeleted notifications, newest first, and the unread count.
CREATE INDEX notifications_recipient_idx ON notifications (recipient_user_id, id DESC) WHERE NOT is_delete;
