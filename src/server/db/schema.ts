import type { Generated } from 'kysely';

/**
 * Kysely table types. better-auth's own tables keep its camelCase columns; ours are snake_case.
 * Our timestamps are ISO-8601 UTC strings and our booleans 0/1 on both databases (ADR 002).
 */
export interface UserTable {
  id: string;
  name: string;
  email: string;
  emailVerified: boolean | number;
  image: string | null;
  createdAt: Date | string;
  updatedAt: Date | string;
  username: string | null;
  displayUsername: string | null;
}

export interface SessionTable {
  id: string;
  expiresAt: Date | string;
  token: string;
  createdAt: Date | string;
  updatedAt: Date | string;
  ipAddress: string | null;
  userAgent: string | null;
  userId: string;
}

export interface AccountTable {
  id: string;
  accountId: string;
  providerId: string;
  userId: string;
  password: string | null;
  createdAt: Date | string;
  updatedAt: Date | string;
}

export interface VerificationTable {
  id: string;
  identifier: string;
  value: string;
  expiresAt: Date | string;
  createdAt: Date | string;
  updatedAt: Date | string;
}

export interface MedSchoolTable {
  id: string;
  name: string;
  abbreviation: string;
  country: string;
  state_or_province: string;
  degree: string;
  status: string;
  /** JSON array of domains */
  email_domains: string;
  /** JSON array of alternative names for the picker */
  aliases: string;
  campus_of: string | null;
}

export interface ProfileTable {
  user_id: string;
  med_school_id: string | null;
  custom_med_school: string | null;
  med_school_changed_at: string | null;
  created_at: string;
  /** the IANA time zone in effect (null: none reported, UTC applies) — shared/play/time-zone.ts */
  time_zone: string | null;
  /** a reported zone waiting for the player's next day, and that day */
  time_zone_next: string | null;
  time_zone_next_from: string | null;
  /** the player's day on which the last change of zone took effect */
  time_zone_changed_on: string | null;
  /** when the 18+ / Terms and Privacy agreement was ticked at sign-up (null: before it existed) */
  terms_accepted_at: string | null;
}

export interface AdminUserTable {
  user_id: string;
  granted_at: string;
}

export interface FriendshipTable {
  id: string;
  requester_id: string;
  addressee_id: string;
  /** 'pending' | 'accepted' */
  status: string;
  /** the two user ids, sorted and joined by ':' — unique, so one link per pair */
  pair_key: string;
  created_at: string;
  updated_at: string;
}

export interface MailOutboxTable {
  id: Generated<number>;
  to_address: string;
  subject: string;
  text_body: string;
  html_body: string;
  link: string | null;
  created_at: string;
}

export interface PuzzleTable {
  game: string;
  puzzle_date: string;
  title: string | null;
  /** JSON, validated by the game's schema; answers included (never sent during a daily play) */
  payload: string;
  created_at: string;
  updated_at: string;
}

export interface PlayTable {
  id: string;
  user_id: string;
  game: string;
  puzzle_date: string;
  mode: string;
  status: string;
  /** JSON of the game's progress */
  progress: string;
  /** active time before the current running stretch (bigint on PostgreSQL: may read as string) */
  active_ms: number | string;
  /** when the current running stretch began; null while paused or finished */
  running_since: string | null;
  started_at: string;
  finished_at: string | null;
  /** JSON array of { event, at } stamped by the server */
  timeline: string;
  /** JSON of the play's pace record (src/shared/play/fair-play.ts); null before migration 010 */
  pace: string | null;
  version: number;
  updated_at: string;
}

export interface ResultTable {
  id: string;
  user_id: string;
  game: string;
  puzzle_date: string;
  time_seconds: number;
  score: number | null;
  guesses: number | null;
  clues_revealed: number | null;
  lives_remaining: number | null;
  assisted: number;
  eligible: number;
  rank_key: number | string;
  rank_bucket: number | string;
  created_at: string;
  /** the player's listed school, kept equal to profiles.med_school_id (Med Schools board) */
  med_school_id: string | null;
  /** seconds of time_seconds that are penalty (the check penalty) */
  penalty_seconds: Generated<number>;
  /** letters or actions entered */
  inputs: Generated<number>;
  /** null: never flagged; 'pending': held off the boards until an admin decides; 'accepted' | 'rejected' */
  review: string | null;
  /** JSON of the HoldReason that put the result under review (src/shared/play/fair-play.ts) */
  review_reason: string | null;
  reviewed_by: string | null;
  reviewed_at: string | null;
}

export interface RankBucketTable {
  game: string;
  puzzle_date: string;
  bucket: number | string;
  n: number;
}

export interface AppMetaTable {
  key: string;
  value: string;
  updated_at: string;
}

export interface DailyQuestionTable {
  question_date: string;
  topic: string;
  day_number: number;
  /** JSON of the shared DailyQuestionContent (answer and explanations included) */
  payload: string;
  created_at: string;
}

export interface QuestionAnswerTable {
  user_id: string;
  question_date: string;
  selected: string | null;
  is_correct: number;
  skipped: number;
  answered_at: string;
}

export interface QuestionStreakTable {
  user_id: string;
  current_streak: number;
  longest_streak: number;
  last_question_date: string | null;
  updated_at: string;
}

/** Per-account security state (migration 007): the sign-in throttle and the token cut-off. */
export interface AccountSecurityTable {
  user_id: string;
  /** failed sign-ins since `failures_since` (the start of the current 15-minute window) */
  failed_sign_ins: number;
  failures_since: string | null;
  /** the last password reset: confirmation links issued at or before it are refused */
  tokens_not_before: string | null;
  updated_at: string;
}

export interface UserSettingsTable {
  user_id: string;
  /** SolverSettings as JSON (src/shared/play/solver-settings.ts) */
  settings: string;
  updated_at: string;
}

/** A player's flash-card deck (issue 32); `cards` is JSON of { front, back }[]. */
export interface DeckTable {
  id: string;
  user_id: string;
  name: string;
  source: string;
  direction: string;
  cards: string;
  card_count: number;
  created_at: string;
  updated_at: string;
}

/** A crossword laid out from a deck; `payload` is the stored crossword's JSON. */
export interface DeckCrosswordTable {
  id: string;
  deck_id: string;
  user_id: string;
  name: string;
  seed: number;
  card_numbers: string;
  payload: string;
  created_at: string;
  updated_at: string;
}

export interface DeckShareTable {
  crossword_id: string;
  friend_id: string;
  created_at: string;
}

/** A play of a deck crossword: the columns of `plays` the engine reads, keyed by the crossword. */
export interface DeckPlayTable {
  id: string;
  user_id: string;
  crossword_id: string;
  status: string;
  progress: string;
  active_ms: number | string;
  running_since: string | null;
  started_at: string;
  finished_at: string | null;
  timeline: string;
  pace: string | null;
  version: number;
  updated_at: string;
}

export interface Database {
  user: UserTable;
  user_settings: UserSettingsTable;
  session: SessionTable;
  account: AccountTable;
  verification: VerificationTable;
  med_schools: MedSchoolTable;
  profiles: ProfileTable;
  admin_users: AdminUserTable;
  friendships: FriendshipTable;
  mail_outbox: MailOutboxTable;
  puzzles: PuzzleTable;
  plays: PlayTable;
  results: ResultTable;
  rank_buckets: RankBucketTable;
  app_meta: AppMetaTable;
  daily_questions: DailyQuestionTable;
  question_answers: QuestionAnswerTable;
  question_streaks: QuestionStreakTable;
  account_security: AccountSecurityTable;
  decks: DeckTable;
  deck_crosswords: DeckCrosswordTable;
  deck_shares: DeckShareTable;
  deck_plays: DeckPlayTable;
}
