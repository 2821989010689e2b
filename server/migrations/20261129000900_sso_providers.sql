-- Single-sign-on providers configured by the super admin, and the identifiers a roster import brings
-- for its users (issue 16; docs/sso.md).

-- An OpenID Connect provider people may sign in with, besides the one the environment may configure.
-- `slug` is its id in /api/sso/start/{slug} and in sso_logins.provider_id; the client secret is kept
-- to talk to the provider and never answered or logged.
CREATE TABLE sso_providers (
  id serial PRIMARY KEY,
  slug text NOT NULL UNIQUE,
  name text NOT NULL,
  kind text NOT NULL CHECK (kind IN ('generic', 'google', 'clever', 'classlink')),
  issuer text NOT NULL,
  client_id text NOT NULL,
  client_secret text NOT NULL,
  -- Google Workspace: the district's domain (the ID token's hd must match it).
  hosted_domain text,
  -- The OneRoster userIds type ("Clever", "LDAP") whose identifier is this provider's subject.
  user_ids_type text,
  enabled boolean NOT NULL DEFAULT true,
  created_at timestamptz NOT NULL DEFAULT now(),
  updated_at timestamptz NOT NULL DEFAULT now()
);

-- OneRoster users.csv `userIds` ({Clever:abc},{LDAP:xyz}) of imported users: how an imported user is
-- recognised at their first single sign-on (their provider's subject), never by e-mail.
CREATE TABLE roster_user_ids (
  user_id integer NOT NULL REFERENCES users (id) ON DELETE CASCADE,
  id_type text NOT NULL,
  identifier text NOT NULL,
  PRIMARY KEY (user_id, id_type, identifier)
);
CREATE INDEX roster_user_ids_lookup_idx ON roster_user_ids (lower(id_type), identifier);
