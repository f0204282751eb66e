/**
 * SQL migrations, applied in order at start. Kept in code (not .sql files) so the bundled server carries them.
 * Never edit a shipped migration: add a new one.
 */
export const migrations: { id: string; sql: string }[] = [
  {
    id: "0001_init",
    sql: `
CREATE TABLE users (
  id text PRIMARY KEY,
  email text NOT NULL,
  password_hash text NOT NULL,
  username text NOT NULL,
  profile_pic_id text,
  private boolean NOT NULL DEFAULT false,
  wins integer NOT NULL DEFAULT 0,
  total_score bigint NOT NULL DEFAULT 0,
  games_played integer NOT NULL DEFAULT 0,
  highest_score integer NOT NULL DEFAULT 0,
  highest_score_deck text,
  created_at timestamptz NOT NULL DEFAULT now()
);
CREATE UNIQUE INDEX users_email_lower_idx ON users (lower(email));

CREATE TABLE sessions (
  token_hash text PRIMARY KEY,
  user_id text NOT NULL REFERENCES users(id) ON DELETE CASCADE,
  created_at timestamptz NOT NULL DEFAULT now(),
  expires_at timestamptz NOT NULL
);
CREATE INDEX sessions_user_idx ON sessions (user_id);

CREATE TABLE images (
  id text PRIMARY KEY,
  owner_id text NOT NULL REFERENCES users(id) ON DELETE CASCADE,
  mime_type text NOT NULL,
  bytes bytea NOT NULL,
  sha256 text NOT NULL,
  created_at timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX images_owner_idx ON images (owner_id);

CREATE TABLE groups (
  id serial PRIMARY KEY,
  name text NOT NULL,
  founder_id text NOT NULL REFERENCES users(id),
  created_at timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX groups_founder_idx ON groups (founder_id);
CREATE INDEX groups_name_idx ON groups (name);

CREATE TABLE group_members (
  group_id integer NOT NULL REFERENCES groups(id) ON DELETE CASCADE,
  user_id text NOT NULL REFERENCES users(id) ON DELETE CASCADE,
  joined_at timestamptz NOT NULL DEFAULT now(),
  PRIMARY KEY (group_id, user_id)
);
CREATE INDEX group_members_user_idx ON group_members (user_id);

CREATE TABLE decks (
  id serial PRIMARY KEY,
  title text NOT NULL,
  user_id text NOT NULL REFERENCES users(id) ON DELETE CASCADE,
  group_id integer REFERENCES groups(id) ON DELETE SET NULL,
  created_at timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX decks_user_idx ON decks (user_id);
CREATE INDEX decks_group_idx ON decks (group_id);
CREATE INDEX decks_title_idx ON decks (title);

CREATE TABLE cards (
  id serial PRIMARY KEY,
  deck_id integer NOT NULL REFERENCES decks(id) ON DELETE CASCADE,
  question text NOT NULL DEFAULT '',
  answer text NOT NULL DEFAULT '',
  incorrect1 text NOT NULL DEFAULT '',
  incorrect2 text NOT NULL DEFAULT '',
  incorrect3 text NOT NULL DEFAULT '',
  image_id text REFERENCES images(id) ON DELETE SET NULL
);
CREATE INDEX cards_deck_idx ON cards (deck_id);

CREATE TABLE liked_decks (
  user_id text NOT NULL REFERENCES users(id) ON DELETE CASCADE,
  deck_id integer NOT NULL REFERENCES decks(id) ON DELETE CASCADE,
  liked_at timestamptz NOT NULL DEFAULT now(),
  PRIMARY KEY (user_id, deck_id)
);
CREATE INDEX liked_decks_deck_idx ON liked_decks (deck_id);

CREATE TABLE games (
  id serial PRIMARY KEY,
  host_id text NOT NULL REFERENCES users(id) ON DELETE CASCADE,
  join_code text NOT NULL,
  status text NOT NULL DEFAULT 'lobby',
  created_at timestamptz NOT NULL DEFAULT now(),
  ended_at timestamptz
);
CREATE UNIQUE INDEX games_join_code_idx ON games (join_code);
CREATE INDEX games_host_idx ON games (host_id);
`,
  },
  {
    // docs/product.md §6: one open game per host. Older duplicates are ended before the index is built.
    id: "0004_one_open_game_per_host",
    sql: `
UPDATE games SET status = 'ended', ended_at = now()
WHERE status <> 'ended'
  AND id NOT IN (SELECT max(id) FROM games WHERE status <> 'ended' GROUP BY host_id);
CREATE UNIQUE INDEX games_open_host_idx ON games (host_id) WHERE status <> 'ended';
`,
  },
  {
    id: "0005_delete_card_images",
    // A card's image belongs to the card: whichever way a card goes (deleted, its deck deleted, its owner
    // deleted), its image goes with it.
    sql: `
CREATE FUNCTION delete_card_image() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  DELETE FROM images WHERE id = OLD.image_id;
  RETURN NULL;
END;
$$;
CREATE TRIGGER cards_delete_image AFTER DELETE ON cards
  FOR EACH ROW WHEN (OLD.image_id IS NOT NULL) EXECUTE FUNCTION delete_card_image();
`,
  },
  {
    id: "0006_game_deck",
    // While a deck is played, its cards are hidden from players (they would show the right answers).
    sql: `
ALTER TABLE games ADD COLUMN deck_id integer REFERENCES decks(id) ON DELETE SET NULL;
CREATE INDEX games_playing_deck_idx ON games (deck_id) WHERE status = 'playing';
`,
  },
  {
    id: "0007_random_game_ids",
    // A consecutive game id could be guessed and joined without its code. Open games of the old kind end.
    sql: `
UPDATE games SET status = 'ended', ended_at = now() WHERE status <> 'ended';
ALTER TABLE games ALTER COLUMN id DROP DEFAULT;
ALTER TABLE games ALTER COLUMN id TYPE text USING id::text;
DROP SEQUENCE IF EXISTS games_id_seq;
`,
  },
  {
    id: "0008_game_players",
    // A game's answers are hidden from its own players (lobby included) while it is open, and from no one else.
    sql: `
CREATE TABLE game_players (
  game_id text NOT NULL REFERENCES games(id) ON DELETE CASCADE,
  user_id text NOT NULL REFERENCES users(id) ON DELETE CASCADE,
  joined_at timestamptz NOT NULL DEFAULT now(),
  PRIMARY KEY (game_id, user_id)
);
CREATE INDEX game_players_user_idx ON game_players (user_id);
DROP INDEX IF EXISTS games_playing_deck_idx;
CREATE INDEX games_open_deck_idx ON games (deck_id) WHERE status <> 'ended';
`,
  },
  {
    id: "0009_game_log",
    // One node keeps each open game's commands here, so a restarted node rebuilds its games (ADR 008).
    sql: `
CREATE TABLE game_log (
  game_id text NOT NULL REFERENCES games(id) ON DELETE CASCADE,
  batch integer NOT NULL,
  entries text NOT NULL,
  PRIMARY KEY (game_id, batch)
);
`,
  },
  {
    id: "0010_game_reports",
    // Issue 11: a finished game's report, kept for its host: one row per game (the questions as a JSON array) and
    // one per chunk of players, best first (compact JSON arrays). Rows of players, not a row per player: PGlite
    // spends ~0.1 ms of CPU per inserted row, which a class of 10,000 would pay at the end of every game.
    sql: `
CREATE TABLE game_reports (
  game_id text PRIMARY KEY REFERENCES games(id) ON DELETE CASCADE,
  host_id text NOT NULL REFERENCES users(id) ON DELETE CASCADE,
  deck_title text,
  ended_at timestamptz NOT NULL DEFAULT now(),
  player_count integer NOT NULL,
  question_count integer NOT NULL,
  questions text NOT NULL
);
CREATE INDEX game_reports_host_idx ON game_reports (host_id, ended_at DESC, game_id DESC);

CREATE TABLE game_report_players (
  game_id text NOT NULL REFERENCES game_reports(game_id) ON DELETE CASCADE,
  chunk integer NOT NULL,
  players text NOT NULL,
  PRIMARY KEY (game_id, chunk)
);
`,
  },
  {
    id: "0011_guests",
    // Issue 12: a guest is a session bound to one game, with a nickname and no account. Its result waits here
    // (score, won, deck title) until a signup from the guest's browser claims it, once.
    sql: `
CREATE TABLE guests (
  id text PRIMARY KEY,
  game_id text NOT NULL REFERENCES games(id) ON DELETE CASCADE,
  nickname text NOT NULL,
  token_hash text NOT NULL UNIQUE,
  created_at timestamptz NOT NULL DEFAULT now(),
  expires_at timestamptz NOT NULL,
  score integer,
  won boolean,
  deck_title text,
  claimed_by text REFERENCES users(id) ON DELETE SET NULL
);
CREATE INDEX guests_game_idx ON guests (game_id);
CREATE INDEX guests_expires_idx ON guests (expires_at);
CREATE INDEX guests_claimed_by_idx ON guests (claimed_by) WHERE claimed_by IS NOT NULL;
ALTER TABLE games ADD COLUMN guests_allowed boolean NOT NULL DEFAULT true;
`,
  },
  {
    id: "0012_private_decks",
    // Issue 13 item 5: a private deck is its author's alone (lists, cards, likes, groups).
    sql: `ALTER TABLE decks ADD COLUMN private boolean NOT NULL DEFAULT false;`,
  },
  {
    id: "0013_deck_search",
    // Issue 13 item 6: Find Decks among 100,000 decks. Each deck keeps its title and its author's name folded
    // (lower case, accents dropped by unaccent) for a trigram index, and its like count for "Most liked"; triggers
    // keep them right whatever writes the rows. The extensions live in public so every schema (tests use one per
    // run) shares them; unaccent is named with its dictionary because the one-argument form looks it up on the
    // caller's search_path.
    sql: `
CREATE EXTENSION IF NOT EXISTS pg_trgm SCHEMA public;
CREATE EXTENSION IF NOT EXISTS unaccent SCHEMA public;

CREATE FUNCTION fold_text(input text) RETURNS text
  LANGUAGE sql IMMUTABLE PARALLEL SAFE STRICT
  AS $$ SELECT lower(public.unaccent('public.unaccent'::regdictionary, input)) $$;

ALTER TABLE decks ADD COLUMN sort_title text NOT NULL DEFAULT '';
ALTER TABLE decks ADD COLUMN search_text text NOT NULL DEFAULT '';
ALTER TABLE decks ADD COLUMN like_count integer NOT NULL DEFAULT 0;

UPDATE decks SET sort_title = fold_text(title), search_text = fold_text(title) || ' ' || fold_text(users.username)
  FROM users WHERE users.id = decks.user_id;
UPDATE decks SET like_count = (SELECT count(*) FROM liked_decks WHERE liked_decks.deck_id = decks.id);

CREATE FUNCTION decks_fold_keys() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  NEW.sort_title := fold_text(NEW.title);
  NEW.search_text := NEW.sort_title || ' ' || fold_text((SELECT username FROM users WHERE id = NEW.user_id));
  RETURN NEW;
END $$;
CREATE TRIGGER decks_fold_keys BEFORE INSERT OR UPDATE OF title, user_id ON decks
  FOR EACH ROW EXECUTE FUNCTION decks_fold_keys();

CREATE FUNCTION users_refold_decks() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  UPDATE decks SET search_text = sort_title || ' ' || fold_text(NEW.username) WHERE user_id = NEW.id;
  RETURN NULL;
END $$;
CREATE TRIGGER users_refold_decks AFTER UPDATE OF username ON users
  FOR EACH ROW WHEN (OLD.username IS DISTINCT FROM NEW.username) EXECUTE FUNCTION users_refold_decks();

CREATE FUNCTION liked_decks_count() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'INSERT' THEN
    UPDATE decks SET like_count = like_count + 1 WHERE id = NEW.deck_id;
  ELSE
    UPDATE decks SET like_count = like_count - 1 WHERE id = OLD.deck_id;
  END IF;
  RETURN NULL;
END $$;
CREATE TRIGGER liked_decks_count AFTER INSERT OR DELETE ON liked_decks
  FOR EACH ROW EXECUTE FUNCTION liked_decks_count();

CREATE INDEX decks_search_text_idx ON decks USING gin (search_text public.gin_trgm_ops);
CREATE INDEX decks_sort_title_idx ON decks (sort_title, id);
CREATE INDEX decks_like_count_idx ON decks (like_count, id);
`,
  },
  {
    id: "0014_study",
    // Issue 14: a user's FSRS schedule per card (ts-fsrs's Card fields), every review in a log, and the user's
    // study settings (no row: the defaults). deck_id is the card's deck (cards never move), for per-deck queues;
    // it needs no foreign key of its own (the card's cascades), and each key and index costs every row a game
    // feeds (10,000 players can miss 150,000 questions).
    sql: `
CREATE TABLE card_schedules (
  user_id text NOT NULL REFERENCES users(id) ON DELETE CASCADE,
  card_id integer NOT NULL REFERENCES cards(id) ON DELETE CASCADE,
  deck_id integer NOT NULL,
  due timestamptz NOT NULL,
  stability double precision NOT NULL,
  difficulty double precision NOT NULL,
  elapsed_days integer NOT NULL,
  scheduled_days integer NOT NULL,
  learning_steps integer NOT NULL,
  reps integer NOT NULL,
  lapses integer NOT NULL,
  state smallint NOT NULL,
  last_review timestamptz,
  PRIMARY KEY (user_id, card_id)
);
CREATE INDEX card_schedules_due_idx ON card_schedules (user_id, due, card_id);
CREATE INDEX card_schedules_deck_due_idx ON card_schedules (user_id, deck_id, due, card_id);
CREATE INDEX card_schedules_card_idx ON card_schedules (card_id);

CREATE TABLE review_logs (
  id bigserial PRIMARY KEY,
  user_id text NOT NULL REFERENCES users(id) ON DELETE CASCADE,
  card_id integer NOT NULL REFERENCES cards(id) ON DELETE CASCADE,
  source text NOT NULL,
  rating smallint NOT NULL,
  state smallint NOT NULL,
  due timestamptz NOT NULL,
  stability double precision NOT NULL,
  difficulty double precision NOT NULL,
  elapsed_days integer NOT NULL,
  last_elapsed_days integer NOT NULL,
  scheduled_days integer NOT NULL,
  learning_steps integer NOT NULL,
  review timestamptz NOT NULL
);
CREATE INDEX review_logs_user_idx ON review_logs (user_id, review);
CREATE INDEX review_logs_card_idx ON review_logs (card_id);

CREATE TABLE study_settings (
  user_id text PRIMARY KEY REFERENCES users(id) ON DELETE CASCADE,
  desired_retention double precision NOT NULL,
  new_cards_per_day integer NOT NULL
);

-- A card made incomplete cannot be studied: its schedules go. A card whose answers change is another question:
-- everyone's schedule of it starts again, due now.
CREATE FUNCTION cards_reset_schedules() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF btrim(NEW.question) = '' OR btrim(NEW.answer) = '' OR btrim(NEW.incorrect1) = ''
    OR btrim(NEW.incorrect2) = '' OR btrim(NEW.incorrect3) = '' THEN
    DELETE FROM card_schedules WHERE card_id = NEW.id;
  ELSIF OLD.answer IS DISTINCT FROM NEW.answer OR OLD.incorrect1 IS DISTINCT FROM NEW.incorrect1
    OR OLD.incorrect2 IS DISTINCT FROM NEW.incorrect2 OR OLD.incorrect3 IS DISTINCT FROM NEW.incorrect3 THEN
    UPDATE card_schedules SET due = now(), stability = 0, difficulty = 0, elapsed_days = 0, scheduled_days = 0,
      learning_steps = 0, reps = 0, lapses = 0, state = 0, last_review = NULL
    WHERE card_id = NEW.id;
  END IF;
  RETURN NULL;
END $$;
CREATE TRIGGER cards_reset_schedules AFTER UPDATE OF question, answer, incorrect1, incorrect2, incorrect3 ON cards
  FOR EACH ROW EXECUTE FUNCTION cards_reset_schedules();

-- A deck made private is its author's alone: nobody else studies it any more.
CREATE FUNCTION decks_drop_others_schedules() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  DELETE FROM card_schedules WHERE card_id IN (SELECT id FROM cards WHERE deck_id = NEW.id) AND user_id <> NEW.user_id;
  RETURN NULL;
END $$;
CREATE TRIGGER decks_drop_others_schedules AFTER UPDATE OF private ON decks
  FOR EACH ROW WHEN (NEW.private AND NOT OLD.private) EXECUTE FUNCTION decks_drop_others_schedules();
`,
  },
  {
    id: "0017_deck_copies",
    // Issue 29 "Copy to my decks": a copy says where it came from. The original's title and author are kept as
    // they were when it was copied, so "Copied from" still reads right once the original is renamed or deleted;
    // the id goes null with the original.
    sql: `
ALTER TABLE decks ADD COLUMN copied_from_deck_id integer REFERENCES decks(id) ON DELETE SET NULL;
ALTER TABLE decks ADD COLUMN copied_from_title text;
ALTER TABLE decks ADD COLUMN copied_from_username text;
CREATE INDEX decks_copied_from_idx ON decks (copied_from_deck_id) WHERE copied_from_deck_id IS NOT NULL;
`,
  },
  {
    id: "0015_kicked_guests",
    // Issue 29: a guest the host removed keeps its session, marked, so the same browser cannot come back into
    // the game under a new nickname.
    sql: `ALTER TABLE guests ADD COLUMN kicked boolean NOT NULL DEFAULT false;`,
  },
  {
    id: "0018_fuzzy_search",
    // Issue 29 point 8: Find Decks forgives one typo in a word no deck holds as typed. The pattern matches a whole
    // word one edit away: a letter inserted, deleted or replaced, or two neighbours swapped (which Levenshtein, and
    // so fuzzystrmatch, counts as two). Called on a constant, the planner folds it and the trigram index serves
    // the regular expression. NULL (matching nothing) for a word with anything but letters and digits.
    sql: `
CREATE FUNCTION one_typo_pattern(word text) RETURNS text
  LANGUAGE sql IMMUTABLE PARALLEL SAFE STRICT AS $$
  SELECT '\\m(' || string_agg(DISTINCT variant, '|') || ')\\M'
  FROM generate_series(1, length(word) + 1) AS i,
    LATERAL (VALUES
      (left(word, i - 1) || '.' || substr(word, i)),
      (left(word, i - 1) || '.' || substr(word, i + 1)),
      (left(word, i - 1) || substr(word, i + 1)),
      (left(word, i - 1) || substr(word, i + 1, 1) || substr(word, i, 1) || substr(word, i + 2))
    ) AS variants (variant)
  WHERE word ~ '^[[:alnum:]]+$'
$$;
`,
  },
  {
    id: "0016_card_image_alt",
    // Issue 29 point 6: a card image's description, read to screen readers; null reads the question instead.
    sql: `ALTER TABLE cards ADD COLUMN image_alt text;`,
  },
  {
    id: "0019_played_games",
    // Issue 29 point 11: Past games lists the games a user played, with their score and place. Both are written
    // with the game's results (null for games that ended before, which stay out of the list); a guest's place is
    // kept for the signup that claims it. ranked_count is the "of 12" (a removed player has no place).
    sql: `
ALTER TABLE game_players ADD COLUMN score integer;
ALTER TABLE game_players ADD COLUMN rank integer;
ALTER TABLE guests ADD COLUMN rank integer;
ALTER TABLE game_reports ADD COLUMN ranked_count integer;
`,
  },
  {
    id: "0020_card_types",
    // Issue 30: question types, and a time and points per question. card_is_playable is the one rule of
    // packages/shared/src/card-types.ts (cardProblem) that games, study mode and the schedules' trigger read.
    sql: `
ALTER TABLE cards ADD COLUMN type text NOT NULL DEFAULT 'multiple_choice'
  CHECK (type IN ('multiple_choice', 'true_false', 'type_answer', 'select_all', 'poll', 'order'));
ALTER TABLE cards ADD COLUMN choices jsonb NOT NULL DEFAULT '[]';
ALTER TABLE cards ADD COLUMN correct jsonb NOT NULL DEFAULT '[]';
ALTER TABLE cards ADD COLUMN time_limit integer;
ALTER TABLE cards ADD COLUMN points text NOT NULL DEFAULT 'standard' CHECK (points IN ('standard', 'double', 'none'));

CREATE FUNCTION card_is_playable(type text, question text, answer text, incorrect1 text, incorrect2 text,
  incorrect3 text, choices jsonb, correct jsonb) RETURNS boolean
  LANGUAGE sql IMMUTABLE PARALLEL SAFE AS $$
  SELECT btrim(question) <> '' AND CASE type
    WHEN 'multiple_choice' THEN btrim(answer) <> ''
      AND (btrim(incorrect1) <> '' OR btrim(incorrect2) <> '' OR btrim(incorrect3) <> '')
    WHEN 'true_false' THEN answer IN ('True', 'False')
    WHEN 'type_answer' THEN btrim(answer) <> ''
    WHEN 'select_all' THEN jsonb_array_length(choices) >= 2 AND jsonb_array_length(correct) >= 1
    WHEN 'poll' THEN jsonb_array_length(choices) >= 2
    WHEN 'order' THEN jsonb_array_length(choices) >= 3
    ELSE false END
$$;

CREATE OR REPLACE FUNCTION cards_reset_schedules() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF NOT card_is_playable(NEW.type, NEW.question, NEW.answer, NEW.incorrect1, NEW.incorrect2, NEW.incorrect3,
    NEW.choices, NEW.correct) OR NEW.type = 'poll' THEN
    DELETE FROM card_schedules WHERE card_id = NEW.id;
  ELSIF OLD.answer IS DISTINCT FROM NEW.answer OR OLD.incorrect1 IS DISTINCT FROM NEW.incorrect1
    OR OLD.incorrect2 IS DISTINCT FROM NEW.incorrect2 OR OLD.incorrect3 IS DISTINCT FROM NEW.incorrect3
    OR OLD.type IS DISTINCT FROM NEW.type OR OLD.choices IS DISTINCT FROM NEW.choices
    OR OLD.correct IS DISTINCT FROM NEW.correct THEN
    UPDATE card_schedules SET due = now(), stability = 0, difficulty = 0, elapsed_days = 0, scheduled_days = 0,
      learning_steps = 0, reps = 0, lapses = 0, state = 0, last_review = NULL
    WHERE card_id = NEW.id;
  END IF;
  RETURN NULL;
END $$;
DROP TRIGGER cards_reset_schedules ON cards;
CREATE TRIGGER cards_reset_schedules
  AFTER UPDATE OF question, answer, incorrect1, incorrect2, incorrect3, type, choices, correct ON cards
  FOR EACH ROW EXECUTE FUNCTION cards_reset_schedules();
`,
  },
  {
    id: "0021_user_language",
    // Issue 33: the language the account chose in Settings (null: none chosen, the browser's is used).
    sql: `ALTER TABLE users ADD COLUMN language text CHECK (language IN ('en', 'es', 'ar'));`,
  },
  {
    id: "0022_deck_imports",
    // An import committed with the client's importId, so that sending it again does not write its cards twice.
    sql: `CREATE TABLE deck_imports (
  deck_id integer NOT NULL REFERENCES decks(id) ON DELETE CASCADE,
  import_id text NOT NULL,
  imported integer NOT NULL,
  created_at timestamptz NOT NULL DEFAULT now(),
  PRIMARY KEY (deck_id, import_id)
);`,
  },
  {
    id: "0023_homework_deadline",
    // Issue 31: homework's deadline with its game, so that a join after the game ended says the deadline passed.
    sql: `ALTER TABLE games ADD COLUMN homework_deadline timestamptz;`,
  },
];
