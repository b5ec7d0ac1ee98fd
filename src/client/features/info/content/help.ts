import { isPlayable, type GameId } from '../../../../shared/play/games';
import type { InfoDocument, InfoSection } from './types';

/** 'a', 'a and b', 'a, b and c' (or 'a, b, and c' with the serial comma). */
function listOf(items: readonly string[], serialComma = false): string {
  if (items.length <= 1) return items.join('');
  const and = serialComma && items.length > 2 ? ', and ' : ' and ';
  return `${items.slice(0, -1).join(', ')}${and}${items[items.length - 1]}`;
}

/** The names of the playable games among `games`, in that order. */
const named = (playable: (game: GameId) => boolean, games: readonly [GameId, string][]): string[] =>
  games.filter(([game]) => playable(game)).map(([, name]) => name);

/**
 * /help. Scoring and ranking follow docs/product.md (each game's scoring section); quoted on-screen
 * labels are the games' exact texts, so keep them in step with the screens.
 *
 * Only the games that are playable are described (`isPlayable`, src/shared/play/games.ts): a game's
 * section, and the sentences that name it, appear when the game lands there.
 */
export function helpDocument(playable: (game: GameId) => boolean = isPlayable): InfoDocument {
  const sections: InfoSection[] = [
    puzzleDaySection(playable),
    ...crosswordSections(),
    medwordSection(),
    medleSection(),
    medmatchSection(),
    dailyQuestionSection(playable),
    leaderboardsSection(playable),
    ...accountSections(),
  ];
  return {
    title: 'Help',
    intro: [
      'Daily medical puzzles, a daily question and a fun fact, all made for medical minds. Here is how everything works.',
    ],
    sections: sections.filter((section) => !section.game || playable(section.game)),
  };
}

/** Your puzzle day: the calendar, the server's clock and one "today", the pause, one result. */
function puzzleDaySection(playable: (game: GameId) => boolean): InfoSection {
  const dailyGames = named(playable, [
    ['mini', 'Mini Crossword'],
    ['medword', 'MedWord'],
    ['medle', 'Medle'],
    ['medmatch', 'MedMatch'],
  ]);
  const crosswords = playable('mini') || playable('medical');
  const withPause = [
    ...(crosswords ? ['The crosswords'] : []),
    ...named(playable, [
      ['medword', 'MedWord'],
      ['medle', 'Medle'],
      ['medmatch', 'MedMatch'],
    ]),
  ];
  return {
    id: 'puzzle-day',
    heading: 'Your puzzle day',
    paragraphs: [
      `Every game follows your own calendar date. ${[
        ...(dailyGames.length
          ? [`New ${listOf(dailyGames)} puzzles arrive at midnight where you are`]
          : []),
        ...(playable('medical') ? ['a new Medical Crossword arrives each week'] : []),
      ].join(', and ')}. The daily question, streaks and leaderboards use the same date.`,
      'Our server keeps your time zone with your account, so you have exactly one "today" on every device. If you travel, your new time zone takes effect from your next day, and your time zone can change at most once a week. Your day never goes back: after a move west, today lasts until your new clock catches up, so no puzzle day comes round twice. A puzzle you started before midnight can still be finished after it.',
      `Each puzzle opens with "Ready to play?": the clues appear and the clock starts when you press Start. Your progress is saved on our server as you play, so you can start a puzzle on one device and finish it on another. Our server keeps the time, too. ${listOf(withPause)} ${withPause.length > 1 ? 'have' : 'has'} a pause button that stops the clock until you press Continue (the puzzle is hidden while paused), and ${withPause.length > 1 ? 'they pause' : 'it pauses'} on ${withPause.length > 1 ? 'their' : 'its'} own if you leave the tab for 8 seconds.`,
      'Each puzzle counts once: the first result recorded for you stands. You can play again with Try Again or Reset, but that does not change your recorded result.',
    ],
  };
}

/** The Mini and the Medical Crossword, and the crosswords' Check, Reveal and Clear. */
function crosswordSections(): InfoSection[] {
  return [
    {
      id: 'mini-crossword',
      game: 'mini',
      heading: 'Mini Crossword',
      paragraphs: [
        'A quick daily crossword with medical clues on a small grid, from 5×5 up to 11×11. Fill every square correctly and the clock stops.',
      ],
      bullets: [
        'Type to fill squares; the cursor moves on through the word.',
        'Click the highlighted square, or press Space or Enter, to switch between Across and Down.',
        'Use the arrow keys to move, Tab and Shift+Tab to jump to the next or previous clue, and Backspace to erase.',
        'On a phone, use the on-screen keyboard, and the arrows on the clue bar to move between clues.',
      ],
      closing: ['When you finish, you will see your time and a "Did you know?" fun fact.'],
    },
    {
      id: 'medical-crossword',
      game: 'medical',
      heading: 'The Medical Crossword',
      paragraphs: [
        'A full-size 15×15 medical crossword, published weekly. Each puzzle stays up until the next one arrives, and its leaderboard covers the whole week. The controls and keys are the same as in the Mini Crossword.',
        'The Medical Crossword is designed for desktop use. Please visit on a computer or tablet for the full experience.',
      ],
    },
    {
      id: 'check-reveal-clear',
      heading: 'Check, Reveal and Clear',
      paragraphs: [
        'Both crosswords have three tools. Each one works on a single square, the current word or the whole puzzle:',
      ],
      bullets: [
        'Check: correct letters are locked in place and wrong letters are marked so you can fix them. Each square that Check marks wrong adds 10 seconds to your ranked time, shown as "1:05 (+0:30)". Checking a square that is already marked wrong again costs nothing.',
        'Reveal: fills in the answer.',
        'Clear: erases your letters. Locked and revealed letters stay.',
      ],
      closing: [
        "Before any reveal we ask you to confirm: \"Reveal will hide your score from today's leaderboard. You'll still see your time — but your name won't show up anywhere.\" Clearing never affects your place on the leaderboard, and checking only through its 10-second penalty.",
      ],
    },
  ];
}

function medwordSection(): InfoSection {
  return {
    id: 'medword',
    game: 'medword',
    heading: 'MedWord',
    paragraphs: [
      "Guess the day's six-letter medical word in six tries. The category under Today's Focus tells you where to look.",
      'Type a six-letter word and press ENTER. Each guess must be a real English or medical word; if it is not, you will see "Not in word list" and the guess does not count. After each guess, the tiles change color:',
    ],
    bullets: [
      'Green: the letter is in the word, in that spot.',
      'Yellow: the letter is in the word, but in a different spot.',
      'Gray: the letter is not in the word. A repeated letter is marked only as many times as it appears in the word.',
    ],
    closing: [
      "The on-screen keyboard shows the same colors. When the game ends, you can read about the day's word and where it comes from.",
      'Stuck? Press "Show a hint" for a clue about the word, one at a time. Hints do not cost points or keep you off the leaderboard, but the number you used is shown beside your time.',
      'If green and yellow are hard to tell apart, turn on High contrast in the settings (the gear beside the timer): right letters turn orange and letters in another spot turn blue, in the game and in what you share.',
      'Your score is 1000, minus 2 points per second and 50 points per guess, and never below 0. For example, solving in 1:30 with 4 guesses scores 1000 − 180 − 200 = 620. A word you do not solve in six guesses scores 0 and is not ranked.',
      'Share copies your result without the word: "MedGrid MedWord" with the number of the day (MedWord #1 was 1 January 2026), your guesses out of 6 and your time, then a row of colored squares for each guess.',
      'On the MedWord leaderboard the fastest solve ranks first, and equal times are split by fewer guesses.',
    ],
  };
}

function medleSection(): InfoSection {
  return {
    id: 'medle',
    game: 'medle',
    heading: 'Medle',
    paragraphs: [
      "A diagnostic challenge: a patient case is revealed one clue at a time, and you name the diagnosis using as few clues and guesses as you can. Today's Focus shows the case's category, and the badge shows its difficulty: Introductory, Moderate or Complex.",
    ],
    bullets: [
      'Type a diagnosis and press Submit or Enter. Capitals do not matter, and common alternative names are accepted.',
      'If your guess is close, for example it shares a key word with the diagnosis, you will see "You\'re Close!".',
      'Each clue allows 5 guesses on Introductory cases, 3 on Moderate and 2 on Complex. When you use them up, the next clue appears on its own.',
      'Press Next Clue at any time to see another clue. Once every clue is showing, the button becomes Reveal Diagnosis.',
      'If you run out of guesses on the last clue, or press Reveal Diagnosis, the case ends unsolved and is not ranked.',
    ],
    closing: [
      'Your score is (1000 − 2 points per second − 50 points per guess − 100 points per clue revealed after the first) × the difficulty multiplier, rounded to a whole number and never below 0. The multipliers are Introductory × 1.0, Moderate × 1.2 and Complex × 1.5.',
      'For example, a Moderate case solved in 30 seconds with 2 guesses, after seeing 2 clues, scores (1000 − 60 − 100 − 100) × 1.2 = 888.',
      'On the Medle leaderboard the highest score ranks first, and equal scores go to the faster time. When you finish, Explain walks you through the case.',
    ],
  };
}

function medmatchSection(): InfoSection {
  return {
    id: 'medmatch',
    game: 'medmatch',
    heading: 'MedMatch',
    paragraphs: [
      "Find the odd one out. Each round shows a set of medical terms: all but one belong together, and your job is to spot the impostor. The round counter shows how many rounds the day's puzzle has. Press Start Challenge to begin; the clock runs until you finish.",
    ],
    bullets: [
      'You have 5 lives on Introductory puzzles, 3 on Moderate and 1 on Complex.',
      'A correct pick takes you to the next round. A wrong pick costs a life and marks that term, and you pick again in the same round.',
      'Finish every round to see "Challenge Complete!". Lose your last life and it is "Game Over".',
      'If you try to leave mid-game, we ask "Exit Game?" first. Leaving ends the attempt and keeps it off the leaderboard; choose Stay and Play to keep going.',
    ],
    closing: [
      'Afterwards, Review Answers shows every round with the impostor marked and the reason it does not belong. From the review, "Turn Today\'s Review into a Mini-Quiz?" tests what you just learned; you can skip questions and retake the quiz as often as you like.',
      'Your score is (1000 − 2 points per second − 25 points per wrong pick) × the difficulty multiplier (Introductory × 1.0, Moderate × 1.2, Complex × 1.5), plus 50 points for each life you have left, rounded up and never below 0. For example, a Complex puzzle finished in 2:20 with no wrong picks scores (1000 − 280) × 1.5 + 50 = 1130.',
      'Only completed games, finished with at least one life left and without leaving mid-game, are ranked. The highest score ranks first, and equal scores go to the faster time.',
      'Share copies your result without the terms: "MedGrid MedMatch" with the date, the rounds you solved and your time, then one square per round: green when your first pick was right, yellow when you found it after a mistake, red when the round was lost.',
    ],
  };
}

/** The daily question, offered before the daily games, and its streak. */
function dailyQuestionSection(playable: (game: GameId) => boolean): InfoSection {
  return {
    id: 'daily-question',
    heading: 'Daily question and streak',
    paragraphs: [
      `Each day brings one multiple-choice medical question, part of a weekly topic: its title reads like "Cardiology Week: Day 3". We offer it before you start today's ${listOf(
        named(playable, [
          ['mini', 'Mini Crossword'],
          ['medword', 'MedWord'],
          ['medle', 'Medle'],
          ['medmatch', 'MedMatch'],
        ]),
      ).replace(
        / and (?=[^ ]+$)/,
        ' or ',
      )}, until you have answered it. Choose an answer from A to D and press Submit Answer to see whether you were right, with explanations of the correct answer and the others.`,
      'Your streak counts the days in a row you answer correctly:',
    ],
    bullets: [
      'A correct answer the day after your last answer adds 1 to your streak.',
      'A correct answer after a gap, or on your very first question, starts your streak again at 1.',
      'A wrong answer or a skip sets your streak to 0.',
    ],
    closing: [
      'Skipping asks you to confirm first: "Are you sure? Your streak will end if you skip this question." We also keep your longest streak. The daily question is not offered on archive puzzles.',
    ],
  };
}

/** The leaderboards' tabs, how each playable game ranks, and what is never ranked. */
function leaderboardsSection(playable: (game: GameId) => boolean): InfoSection {
  const crosswords = playable('mini') || playable('medical');
  const rankRules = [
    ...(crosswords ? ['The crosswords rank by fastest time'] : []),
    ...(playable('medword') ? ['MedWord by fastest time, then fewer guesses'] : []),
    ...(playable('medle') || playable('medmatch')
      ? [
          `${listOf(
            named(playable, [
              ['medle', 'Medle'],
              ['medmatch', 'MedMatch'],
            ]),
          )} by highest score, then faster time`,
        ]
      : []),
  ];
  const neverRanked = [
    'any puzzle where you used a reveal',
    ...(playable('medword') || playable('medle') || playable('medmatch') ? ['unsolved games'] : []),
    'puzzles played from the archive',
    ...(playable('medmatch') ? ['MedMatch games left before the end'] : []),
  ];
  return {
    id: 'leaderboards',
    heading: 'Leaderboards',
    paragraphs: [
      'Every game has a leaderboard for each puzzle: daily, or weekly for the Medical Crossword. New results appear straight away. Each leaderboard has three tabs:',
    ],
    bullets: [
      "Global: everyone who played, with each player's school abbreviation if they chose a school from our list.",
      'Med Schools: players who picked the same school as you from our list. A school name you typed in yourself cannot be matched, so choose your school from the list to use this tab.',
      'Friends: you and your friends.',
    ],
    closing: [
      `${rankRules.join('; ')}. Players with exactly the same result share a rank (1, 2, 2, 4).`,
      'You see the top 10; if you are further down, your own row appears below them, and Show All Entries lists everyone.',
      `Some results are never ranked: ${listOf(neverRanked, true)}.`,
      'A result faster than the fastest person could play it is kept, but held off the leaderboard as "under review" until one of our admins has checked it. We allow each game a moment to react after Start or Continue, about a tenth of a second for each letter or tap, and a moment to read each clue, guess or round you needed. Letters that arrive sooner than they could be typed, or a finish right after Continue with much of the puzzle still to do, are held the same way. Your end screen tells you when this happens and why; once accepted, the result takes its place on the leaderboard.',
    ],
  };
}

/** Archives, friends, the fun fact and your account. */
function accountSections(): InfoSection[] {
  return [
    {
      id: 'archives',
      heading: 'Archives',
      paragraphs: [
        'Missed a day? Open Archives from the menu to find earlier puzzles, newest first. Archive puzzles play just like the daily ones, but nothing is recorded: no leaderboard, no daily question and no effect on your streak.',
        'A day joins the archive once it has ended everywhere in the world, at 12:00 UTC the next day: until then someone is still playing it as their daily puzzle. A puzzle you opened in the archive or on a test page cannot later be your ranked daily puzzle.',
      ],
    },
    {
      id: 'friends',
      heading: 'Friends',
      paragraphs: ['Add friends to compare results on the Friends tab of every leaderboard.'],
      bullets: [
        'Open Friends from the menu, search for a username and press Add Friend to send a request.',
        'Requests sent to you appear under Requests, where you can accept or reject them. You can also withdraw requests you have sent.',
        'You can remove a friend at any time.',
        'Friends know each other only by username; email addresses are never shown.',
      ],
    },
    {
      id: 'fun-fact',
      heading: 'Fun fact of the day',
      paragraphs: [
        'A new medical fun fact every day. Open Fun Fact of the Day from the menu, or look for "Did you know?" when you finish a crossword.',
      ],
    },
    {
      id: 'your-account',
      heading: 'Your account',
      paragraphs: [],
      bullets: [
        'Sign in with your email address or your username.',
        'Forgot your password? Choose Forgot Password? on the sign-in screen and we will email you a reset link. It may take 2-3 minutes to arrive.',
        'You can change your medical school whenever you like, or choose Prefer not to say.',
        'To delete your account, first remove all of your friends and friend requests in the Friends section, then choose Delete Account in the menu. Deleting is permanent and removes all of your data.',
      ],
      closing: ['Still stuck? Write to us at the contact address on our Contact page.'],
    },
  ];
}
