-- Single sign-on (issue 16; docs/sso.md).

-- A sign-in started at a provider: the state, nonce and PKCE verifier the callback must match.
-- Used once (used_at) and only until expires_at.
CREATE TABLE sso_logins (
  state text PRIMARY KEY,
  provider_id text NOT NULL,
  nonce text NOT NULL,
  code_verifier text NOT NULL,
  return_to text,
  expires_at timestamptz NOT NULL,
  used_at timestamptz
);
CREATE INDEX sso_logins_expires_idx ON sso_logins (expires_at);

-- Who a provider's subject is here: matched on (issuer, subject), never on an e-mail.
CREATE TABLE user_sso_identities (
  issuer text NOT NULL,
  subject text NOT NULL,
  user_id integer NOT NULL REFERENCES users (id),
  created_at timestamptz NOT NULL DEFAULT now(),
  PRIMARY KEY (issuer, subject)
);
CREATE INDEX user_sso_identities_user_idx ON user_sso_identities (user_id);

-- A one-time ticket the callback hands the browser: a known user's sign-in, or an unknown subject's
-- registration with what the provider said about them. Only the ticket's hash is kept.
CREATE TABLE sso_tickets (
  ticket_hash text PRIMARY KEY,
  purpose text NOT NULL CHECK (purpose IN ('signin', 'register')),
  provider_id text NOT NULL,
  issuer text NOT NULL,
  subject text NOT NULL,
  user_id integer REFERENCES users (id),
  email text,
  first_name text,
  last_name text,
  return_to text,
  expires_at timestamptz NOT NULL,
  used_at timestamptz
);
CREATE INDEX sso_tickets_expires_idx ON sso_tickets (expires_at);
