-- Foundation: geography, users, classrooms, sessions, sign-in throttling, password reset, settings.

CREATE TABLE app_settings (
  key text PRIMARY KEY,
  value text NOT NULL
);

CREATE TABLE states (
  id integer GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
  name text NOT NULL,
  abbreviation text NOT NULL,
  created_at timestamptz NOT NULL DEFAULT now()
);
CREATE UNIQUE INDEX states_name_key ON states (lower(name));

CREATE TABLE districts (
  id integer GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
  name text NOT NULL,
  state_id integer NOT NULL REFERENCES states (id),
  created_at timestamptz NOT NULL DEFAULT now()
);
CREATE UNIQUE INDEX districts_name_key ON districts (lower(name));
CREATE INDEX districts_state_idx ON districts (state_id);

CREATE TABLE schools (
  id integer GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
  name text NOT NULL,
  district_id integer NOT NULL REFERENCES districts (id),
  created_at timestamptz NOT NULL DEFAULT now()
);
CREATE UNIQUE INDEX schools_name_key ON schools (lower(name));
CREATE INDEX schools_district_idx ON schools (district_id);

CREATE TABLE users (
  id integer GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
  username text NOT NULL,
  password_hash text,
  first_name text NOT NULL,
  middle_name text,
  last_name text NOT NULL,
  second_last_name text,
  email text,
  birth_date date,
  role_id smallint NOT NULL CHECK (role_id BETWEEN 1 AND 8),
  state_id integer REFERENCES states (id),
  district_id integer REFERENCES districts (id),
  school_id integer REFERENCES schools (id),
  text_language text NOT NULL DEFAULT 'en' CHECK (text_language IN ('en', 'es')),
  audio_language text NOT NULL DEFAULT 'en' CHECK (audio_language IN ('en', 'es')),
  is_sso boolean NOT NULL DEFAULT false,
  last_login_at timestamptz,
  created_at timestamptz NOT NULL DEFAULT now(),
  deleted_at timestamptz
);
-- Usernames and e-mails stay reserved after a soft delete (docs/decisions.md).
CREATE UNIQUE INDEX users_username_key ON users (lower(username));
CREATE UNIQUE INDEX users_email_key ON users (lower(email)) WHERE email IS NOT NULL;
CREATE INDEX users_school_idx ON users (school_id) WHERE deleted_at IS NULL;
CREATE INDEX users_district_idx ON users (district_id) WHERE deleted_at IS NULL;
CREATE INDEX users_state_idx ON users (state_id) WHERE deleted_at IS NULL;

CREATE TABLE classrooms (
  id integer GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
  name text NOT NULL,
  period text,
  start_date date,
  end_date date,
  teacher_user_id integer NOT NULL REFERENCES users (id),
  school_id integer NOT NULL REFERENCES schools (id),
  created_at timestamptz NOT NULL DEFAULT now(),
  deleted_at timestamptz
);
CREATE INDEX classrooms_teacher_idx ON classrooms (teacher_user_id);

CREATE TABLE classroom_students (
  classroom_id integer NOT NULL REFERENCES classrooms (id),
  student_user_id integer NOT NULL REFERENCES users (id),
  added_at timestamptz NOT NULL DEFAULT now(),
  PRIMARY KEY (classroom_id, student_user_id)
);
CREATE INDEX classroom_students_student_idx ON classroom_students (student_user_id);

-- One row per issued token; logout sets revoked_at, and the server refuses the token from then on.
CREATE TABLE auth_sessions (
  jti uuid PRIMARY KEY,
  user_id integer NOT NULL REFERENCES users (id),
  issued_at timestamptz NOT NULL DEFAULT now(),
  expires_at timestamptz NOT NULL,
  revoked_at timestamptz
);
CREATE INDEX auth_sessions_user_idx ON auth_sessions (user_id);

-- Failed sign-ins, keyed by the attempted username and by the client (device id or address).
CREATE TABLE login_failures (
  id bigint GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
  account_key text NOT NULL,
  client_key text NOT NULL,
  failed_at timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX login_failures_account_idx ON login_failures (account_key, failed_at);
CREATE INDEX login_failures_client_idx ON login_failures (account_key, client_key, failed_at);

-- Clients that signed in to an account successfully: they keep working while the account is under attack.
CREATE TABLE known_devices (
  user_id integer NOT NULL REFERENCES users (id),
  client_key text NOT NULL,
  last_success_at timestamptz NOT NULL DEFAULT now(),
  PRIMARY KEY (user_id, client_key)
);

CREATE TABLE password_reset_tokens (
  token_hash text PRIMARY KEY,
  user_id integer NOT NULL REFERENCES users (id),
  created_at timestamptz NOT NULL DEFAULT now(),
  expires_at timestamptz NOT NULL,
  used_at timestamptz
);
