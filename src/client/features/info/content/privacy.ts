import { POLICY_LAST_UPDATED, type InfoDocument } from './types';

export const PRIVACY: InfoDocument = {
  title: 'Privacy Policy',
  lastUpdated: POLICY_LAST_UPDATED,
  intro: [
    'MedGrid is a site of daily medical puzzles for medical students and pre-meds. This policy explains, in plain language, what we store about you, why we store it, who can see it and how you can delete it.',
    'The short version: we keep only what your account and the games need. We use no analytics, no third-party trackers and no ads, and we never sell your data.',
  ],
  sections: [
    {
      id: 'who-can-use-medgrid',
      heading: 'Who MedGrid is for',
      paragraphs: [
        'MedGrid is for adults. You must be at least 18 years old to create an account. We do not knowingly collect information from anyone under 18; if we learn that an account belongs to someone under 18, we will delete the account and its data.',
      ],
    },
    {
      id: 'your-account',
      heading: 'Your account',
      paragraphs: ['When you create an account, we store:'],
      bullets: [
        'Your email address. We use it to confirm your account, to let you sign in and to send the password-reset links you ask for. It is never shown to other users.',
        'Your username, which you choose at sign-up and which other users can see.',
        'Your password, stored only as a salted hash. We never store or log your password in plain text, and no one at MedGrid can see it.',
        'Your medical school, if you choose to share it: a school from our list, a school name you type in yourself, or nothing at all. We also note when you last changed it.',
        'Whether you have confirmed your email address, and when your account was created.',
      ],
      closing: [
        'If you choose a school from our list that has official email domains, we check at sign-up that your email address belongs to one of those domains. This check happens on our server; we do not contact your school.',
        'Confirmation links expire after 24 hours and password-reset links after 1 hour, and we store them only in hashed form. Sign-ups that are never confirmed are deleted automatically, together with their username, after 7 days.',
      ],
    },
    {
      id: 'your-games',
      heading: 'Your games, results and streaks',
      paragraphs: [
        'Your play is kept on our server, so you can start a puzzle on one device and finish it on another, and so we can build the leaderboards. We store:',
      ],
      bullets: [
        'Your progress in each puzzle you open: the letters, guesses and picks you have entered, the squares and clues you have checked or revealed, and when you started, paused, resumed and finished.',
        'Your results: completion time, score, number of guesses, clues revealed, lives remaining, and whether you were assisted by a reveal.',
        'Your answers to the daily question (the option you chose, whether it was right, or that you skipped it) and your current and longest streak.',
        'Your friend requests and friendships.',
      ],
      closing: [
        'Your browser also keeps a copy of an unfinished game in its local storage so that the puzzle appears instantly when you return. That copy stays on your device and is not a cookie.',
      ],
    },
    {
      id: 'signing-in-and-logs',
      heading: 'Signing in, security and server logs',
      paragraphs: [
        'When you sign in, we set a session cookie. It is HttpOnly, which means scripts on the page cannot read it; it exists only to keep you signed in, and it lasts up to 30 days after your last visit unless you sign out first.',
        'On our server, each sign-in session records when it began and when it expires, along with the IP address and the browser description (user agent) it was started from. We use these only to keep accounts secure. Signing out ends your session, and resetting your password ends all of your sessions.',
        'Our server keeps technical logs of requests and errors, for example the page or action requested, the time and the IP address, so that we can keep MedGrid running, fix problems and stop abuse. We also use IP addresses to limit repeated requests, such as many failed sign-in attempts. Logs never contain passwords, session cookies, or confirmation and reset tokens.',
      ],
    },
    {
      id: 'what-others-see',
      heading: 'What other users can see',
      paragraphs: ['Other MedGrid users can see only the following:'],
      bullets: [
        'Your username, on leaderboards, in friend search results, in friend requests and in friends lists.',
        'On leaderboards: your username, your time or score for that puzzle and, if you chose a school from our list, its abbreviation. Players who chose the same school can also see you on the Med Schools tab, and your friends can see you on the Friends tab.',
      ],
      closing: [
        'Your email address is never shown to other users, and signing in with your username never reveals it to anyone. Your daily question answers and your streak are shown only to you. Results that used a reveal, and puzzles played from the archive, never appear on a leaderboard.',
      ],
    },
    {
      id: 'cookies-analytics-ads',
      heading: 'Cookies, analytics and ads',
      paragraphs: [
        'MedGrid uses only the cookie needed to keep you signed in. We do not use analytics, advertising or social-media tracking cookies, we load no third-party tracking scripts, and there are no ads on MedGrid.',
        "Our social-media link takes you to a service run by another company. What you do there is covered by that service's own privacy policy.",
      ],
    },
    {
      id: 'sharing',
      heading: 'Who we share data with',
      paragraphs: [
        'We do not sell, rent or trade your personal data, and we do not share it with anyone for advertising.',
        'We rely on a small number of service providers to run MedGrid: the hosting provider that runs our servers and stores our database, and the email provider that delivers our confirmation and password-reset emails. They handle your data only on our behalf and only to provide those services.',
        'We may disclose information if the law requires it, or where it is needed to protect the safety of our users or the security of MedGrid.',
      ],
    },
    {
      id: 'emails',
      heading: 'Emails',
      paragraphs: [
        'We email you only about your account: the confirmation link when you sign up (and again if you ask us to resend it), and the password-reset links you request. We do not send newsletters or marketing emails.',
        'The suggestion box on the home page opens your own email app with your message filled in; nothing is sent until you send it yourself. When you write to us, we keep your message only as long as we need it to reply and to improve MedGrid.',
      ],
    },
    {
      id: 'how-long-we-keep-data',
      heading: 'How long we keep your data',
      paragraphs: [
        'We keep your account and game data for as long as your account exists, so that your results, streak and friends are still there when you come back.',
        'Sign-ups that are never confirmed are deleted after 7 days. Server logs are kept only as long as we need them to run and protect the service. When you delete your account, everything tied to it is deleted, as described below.',
      ],
    },
    {
      id: 'deleting-your-account',
      heading: 'Deleting your account',
      paragraphs: [
        'You can delete your account at any time with Delete Account in the menu. Deleting your account permanently removes it and all of the data tied to it: your email address, username, password hash, medical school, game progress, results and leaderboard entries, daily question answers, streaks and sign-in sessions. This cannot be undone.',
        'Before you can delete your account, remove all of your friends and any friend requests you have sent or received. You can do this in the Friends section.',
      ],
    },
    {
      id: 'security',
      heading: 'How we protect your data',
      paragraphs: [
        'Passwords are hashed with scrypt, an algorithm that is deliberately slow to crack. Confirmation and reset links are stored hashed and expire. Your session cookie cannot be read by scripts on the page, repeated sign-in attempts are rate-limited, and only the people who run MedGrid can access our database.',
        'No system is perfectly secure. If we learn of a breach that affects your data, we will tell you by email.',
      ],
    },
    {
      id: 'your-choices',
      heading: 'Your choices',
      paragraphs: ['You are in control of your data. You can:'],
      bullets: [
        'Change your medical school, or stop sharing it, at any time.',
        'Reset your password with Forgot Password? on the sign-in screen.',
        'Remove friends and friend requests in the Friends section.',
        'Delete your account and all of its data.',
        'Ask us for a copy of your data, or to correct something you cannot change yourself, such as your email address, by writing to the contact address on our Contact page.',
      ],
    },
    {
      id: 'changes',
      heading: 'Changes to this policy',
      paragraphs: [
        'If we change this policy, we will update the date at the top of this page. If a change significantly affects how we use your data, we will let you know on the site or by email before it takes effect.',
      ],
    },
    {
      id: 'governing-law',
      heading: 'Governing law',
      paragraphs: [
        'This policy is governed by the laws of the State of Texas, United States of America, as set out in our Terms of Service.',
      ],
    },
    {
      id: 'contact',
      heading: 'Contact us',
      paragraphs: [
        'Questions about your privacy, or a request about your data? Write to us at the contact address on our Contact page.',
      ],
    },
  ],
};
