-- Notifications keyed by (recipient_user_id, id): every read names the recipient (the bell, the
-- calls on one notification, hub deliveries), so one index serves them all. A fan-out writes one
-- row per recipient, and the second index was a quarter of that cost (docs/performance.md).

ALTER TABLE notifications DROP CONSTRAINT notifications_pkey;
ALTER TABLE notifications ADD PRIMARY KEY (recipient_user_id, id);
DROP INDEX notifications_recipient_idx;
