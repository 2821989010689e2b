-- Issue 10, holes 1 to 3. A known device is now a signed cookie the server issues at sign-in (a
-- caller cannot claim one); known_devices is no longer written or read (dropped once nothing
-- refers to it).

-- login_failures now also holds the guess being verified: a row is written (under a per-account
-- lock) before the password is checked and deleted if it was right, so concurrent guesses count.
COMMENT ON TABLE login_failures IS 'Sign-in guesses that failed or are being verified, by attempted username and client (address or known-device cookie)';

-- Password-reset requests, by e-mail asked for and by client address: a few an hour are answered
-- with a mail, the rest get the same answer and no mail.
CREATE TABLE password_reset_requests (
  id bigint GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
  account_key text NOT NULL,
  client_key text NOT NULL,
  requested_at timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX password_reset_requests_account_idx ON password_reset_requests (account_key, requested_at);
CREATE INDEX password_reset_requests_client_idx ON password_reset_requests (client_key, requested_at);
