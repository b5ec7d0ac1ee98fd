import type { Db } from '../../db/database.js';
import type { Database } from '../../db/schema.js';

/**
 * Everything the database holds about one player, for their download (issue 33, docs/api-accounts.md
 * #your-data). Every table is named in TABLES: exported under a key, or left out with the reason
 * (a secret such as a password hash or a session token, or a table that holds no player's rows),
 * and a test checks that every table of the database is named, so a new table must be decided.
 */
export const TABLES: Record<keyof Database, { key: string } | { leftOut: string }> = {
  user: { key: 'account' },
  profiles: { key: 'profile' },
  user_settings: { key: 'solverSettings' },
  admin_users: { key: 'admin' },
  account_security: { key: 'accountSecurity' },
  session: { key: 'sessions' },
  account: { key: 'signInMethods' },
  friendships: { key: 'friends' },
  plays: { key: 'plays' },
  results: { key: 'results' },
  question_answers: { key: 'dailyQuestionAnswers' },
  question_streaks: { key: 'dailyQuestionStreak' },
  decks: { key: 'decks' },
  deck_crosswords: { key: 'deckCrosswords' },
  deck_shares: { key: 'deckShares' },
  deck_plays: { key: 'deckPlays' },
  verification: {
    leftOut: 'one-time email tokens, secret and short-lived; they name an address, not a player',
  },
  mail_outbox: {
    leftOut:
      'the local mail transport (development and the embedded default): its links are secret tokens',
  },
  med_schools: { leftOut: 'the school list, the same for everyone (the profile names yours)' },
  puzzles: { leftOut: 'the puzzles, the same for everyone' },
  daily_questions: { leftOut: 'the questions, the same for everyone' },
  rank_buckets: { leftOut: 'counts of results by rank, no player in them' },
  app_meta: { leftOut: 'the server’s own settings' },
};

const parsed = (text: string | null): unknown => {
  if (text === null) return null;
  try {
    return JSON.parse(text) as unknown;
  } catch {
    return text;
  }
};

export function createDataExportRepository(db: Db) {
  const k = db.kysely;
  return {
    async export(userId: string) {
      const [user, profile, settings, admin, security] = await Promise.all([
        k
          .selectFrom('user')
          .select(['id', 'email', 'username', 'displayUsername', 'emailVerified', 'createdAt'])
          .where('id', '=', userId)
          .executeTakeFirst(),
        k.selectFrom('profiles').selectAll().where('user_id', '=', userId).executeTakeFirst(),
        k.selectFrom('user_settings').selectAll().where('user_id', '=', userId).executeTakeFirst(),
        k.selectFrom('admin_users').selectAll().where('user_id', '=', userId).executeTakeFirst(),
        k
          .selectFrom('account_security')
          .select(['failed_sign_ins', 'failures_since', 'tokens_not_before', 'updated_at'])
          .where('user_id', '=', userId)
          .executeTakeFirst(),
      ]);
      if (!user) return null;
      const [sessions, methods, links, plays, results, answers, streak] = await Promise.all([
        // when and from where the account was signed in; never the session's token
        k
          .selectFrom('session')
          .select(['createdAt', 'expiresAt', 'ipAddress', 'userAgent'])
          .where('userId', '=', userId)
          .orderBy('createdAt')
          .execute(),
        // how the account signs in; never the password's hash
        k
          .selectFrom('account')
          .select(['providerId', 'createdAt', 'updatedAt'])
          .where('userId', '=', userId)
          .execute(),
        k
          .selectFrom('friendships as f')
          .innerJoin('user as other', (join) =>
            join.on((eb) =>
              eb.or([
                eb.and([
                  eb('f.requester_id', '=', userId),
                  eb('other.id', '=', eb.ref('f.addressee_id')),
                ]),
                eb.and([
                  eb('f.addressee_id', '=', userId),
                  eb('other.id', '=', eb.ref('f.requester_id')),
                ]),
              ]),
            ),
          )
          .select(['f.status', 'f.requester_id', 'f.created_at', 'f.updated_at', 'other.username'])
          .where((eb) =>
            eb.or([eb('f.requester_id', '=', userId), eb('f.addressee_id', '=', userId)]),
          )
          .execute(),
        k
          .selectFrom('plays')
          .selectAll()
          .where('user_id', '=', userId)
          .orderBy('started_at')
          .execute(),
        k
          .selectFrom('results')
          .selectAll()
          .where('user_id', '=', userId)
          .orderBy('puzzle_date')
          .execute(),
        k
          .selectFrom('question_answers')
          .selectAll()
          .where('user_id', '=', userId)
          .orderBy('question_date')
          .execute(),
        k
          .selectFrom('question_streaks')
          .selectAll()
          .where('user_id', '=', userId)
          .executeTakeFirst(),
      ]);
      const [decks, crosswords, shares, deckPlays] = await Promise.all([
        k
          .selectFrom('decks')
          .selectAll()
          .where('user_id', '=', userId)
          .orderBy('created_at')
          .execute(),
        k
          .selectFrom('deck_crosswords')
          .selectAll()
          .where('user_id', '=', userId)
          .orderBy('created_at')
          .execute(),
        // the player's crosswords shared with friends, and the ones friends shared with them
        k
          .selectFrom('deck_shares as s')
          .innerJoin('deck_crosswords as c', 'c.id', 's.crossword_id')
          .innerJoin('user as friend', 'friend.id', 's.friend_id')
          .innerJoin('user as owner', 'owner.id', 'c.user_id')
          .select([
            's.crossword_id',
            'c.name',
            'owner.username as owner',
            'friend.username as friend',
            's.created_at',
          ])
          .where((eb) => eb.or([eb('c.user_id', '=', userId), eb('s.friend_id', '=', userId)]))
          .execute(),
        k
          .selectFrom('deck_plays')
          .selectAll()
          .where('user_id', '=', userId)
          .orderBy('started_at')
          .execute(),
      ]);
      const { id: _id, ...account } = user;
      const withoutUser = <R extends { user_id: string }>(r: R) => {
        const { user_id: _u, ...rest } = r;
        return rest;
      };
      return {
        account,
        profile: profile ? withoutUser(profile) : null,
        solverSettings: settings ? parsed(settings.settings) : null,
        admin: admin ? { grantedAt: admin.granted_at } : null,
        accountSecurity: security ?? null,
        sessions,
        signInMethods: methods,
        friends: links.map((l) => ({
          username: l.username,
          status: l.status,
          sentByYou: l.requester_id === userId,
          createdAt: l.created_at,
          updatedAt: l.updated_at,
        })),
        plays: plays.map((p) => ({
          ...withoutUser(p),
          progress: parsed(p.progress),
          timeline: parsed(p.timeline),
          pace: parsed(p.pace),
        })),
        results: results.map(withoutUser),
        dailyQuestionAnswers: answers.map(withoutUser),
        dailyQuestionStreak: streak ? withoutUser(streak) : null,
        decks: decks.map((d) => ({ ...withoutUser(d), cards: parsed(d.cards) })),
        deckCrosswords: crosswords.map((c) => ({
          ...withoutUser(c),
          card_numbers: parsed(c.card_numbers),
          payload: parsed(c.payload),
        })),
        deckShares: shares,
        deckPlays: deckPlays.map((p) => ({
          ...withoutUser(p),
          progress: parsed(p.progress),
          timeline: parsed(p.timeline),
          pace: parsed(p.pace),
        })),
      };
    },
  };
}
