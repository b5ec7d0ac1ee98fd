import { POLICY_LAST_UPDATED, type InfoDocument } from './types';

export const TERMS: InfoDocument = {
  title: 'Terms of Service',
  lastUpdated: POLICY_LAST_UPDATED,
  intro: [
    'Welcome to MedGrid, where medical minds come to think. These terms are the agreement between you and MedGrid for using our site and games. We have kept them short and in plain English; please read them together with our Privacy Policy.',
  ],
  sections: [
    {
      id: 'agreeing',
      heading: 'Agreeing to these terms',
      paragraphs: [
        'By creating an account or using MedGrid, you agree to these terms and to our Privacy Policy. If you do not agree, please do not use MedGrid.',
      ],
    },
    {
      id: 'who-can-use-medgrid',
      heading: 'Who can use MedGrid',
      paragraphs: [
        'You must be at least 18 years old to create an account or use MedGrid. By signing up, you confirm that you are.',
      ],
    },
    {
      id: 'your-account',
      heading: 'Your account',
      paragraphs: [
        'Give us a real email address that you can receive mail at, and keep your password to yourself. You are responsible for what happens under your account, so tell us through the contact address on our Contact page if you think someone else has used it.',
        'If you say you attend a medical school, choose your own school. When a school on our list has official email domains, you need to sign up with an address at one of them.',
      ],
    },
    {
      id: 'usernames',
      heading: 'Usernames',
      paragraphs: [
        'Your username is public to other MedGrid users. It must be 3 to 20 characters long and use only letters, numbers and underscores. Usernames containing inappropriate language are refused at sign-up.',
        'Do not choose a username that impersonates someone else or that is offensive. We may remove an account whose username breaks these rules.',
      ],
    },
    {
      id: 'fair-play',
      heading: 'Playing fair',
      paragraphs: [
        'Leaderboards are only fun if everyone plays honestly. When you use MedGrid, please do not:',
      ],
      bullets: [
        'Use bots, scripts or any other automation to play puzzles, submit answers or place results on a leaderboard.',
        'Tamper with the timer, the games or their requests, or exploit a bug to improve a result. If you find a bug, please tell us instead.',
        "Create extra accounts to improve your rankings, or play under someone else's account.",
        "Try to get around our security or rate limits, access another person's account or data, or disrupt MedGrid for others.",
        'Harass other users or use MedGrid for anything unlawful.',
      ],
      closing: ['We may remove results that we believe were not earned fairly.'],
    },
    {
      id: 'not-medical-advice',
      heading: 'Educational content, not medical advice',
      paragraphs: [
        "MedGrid's puzzles, clues, explanations, daily questions and fun facts are for learning and entertainment. We work to keep them accurate, but they may contain mistakes or simplify complex topics, and medical knowledge changes.",
        'Nothing on MedGrid is medical advice, and it is no substitute for professional training, current clinical guidelines or the judgment of a qualified clinician. Do not use MedGrid to diagnose or treat anyone, including yourself. In an emergency, contact your local emergency services.',
        'If you spot a mistake in a puzzle, please let us know through the contact address on our Contact page.',
      ],
    },
    {
      id: 'our-content',
      heading: 'Our content and your ideas',
      paragraphs: [
        'The puzzles, questions, explanations, design and software of MedGrid belong to MedGrid or its licensors. You are welcome to play them and to share your results, but please do not copy, republish or sell our puzzles or questions in bulk without our permission.',
        'If you send us a suggestion, we may use it to improve MedGrid without owing you anything for it. Thank you in advance.',
      ],
    },
    {
      id: 'suspension',
      heading: 'Suspending or removing accounts',
      paragraphs: [
        'You can stop using MedGrid and delete your account at any time with Delete Account in the menu.',
        'We may suspend or remove an account, or its results, if it is used to cheat, abuse other users, attack the service or otherwise break these terms. Where it is reasonable, we will tell you why.',
      ],
    },
    {
      id: 'changes-to-medgrid',
      heading: 'Changes to MedGrid',
      paragraphs: [
        'MedGrid is a growing project. We may add, change, pause or retire games and features, and a puzzle may occasionally be missing or late. We will try to give notice of major changes, but we cannot promise that every part of MedGrid will always be available.',
      ],
    },
    {
      id: 'disclaimer',
      heading: 'Disclaimer',
      paragraphs: [
        'We work hard to keep MedGrid running smoothly and its content accurate, but we provide it "as is" and "as available". To the extent the law allows, we make no promises that MedGrid will be uninterrupted or error-free, that its content is complete or accurate, or that it suits any particular purpose, such as preparing for an exam.',
      ],
    },
    {
      id: 'limitation-of-liability',
      heading: 'Limitation of liability',
      paragraphs: [
        'To the fullest extent the law allows, MedGrid and the people who run it are not liable for any indirect, incidental or consequential loss arising from your use of MedGrid, or for the loss of game progress, streaks or leaderboard standing.',
        'Nothing in these terms limits any liability that cannot be limited under the law that applies to you.',
      ],
    },
    {
      id: 'governing-law',
      heading: 'Governing law',
      paragraphs: [
        'These terms are governed by the laws of the State of Texas, United States of America, without regard to its conflict-of-law rules.',
      ],
    },
    {
      id: 'changes-to-terms',
      heading: 'Changes to these terms',
      paragraphs: [
        'We may update these terms from time to time. When we do, we will change the date at the top of this page, and for significant changes we will let you know on the site or by email before they take effect. If you keep using MedGrid after a change takes effect, you accept the updated terms; if you do not agree, you can delete your account.',
      ],
    },
    {
      id: 'contact',
      heading: 'Contact us',
      paragraphs: [
        'Questions about these terms? Write to us at the contact address on our Contact page.',
      ],
    },
  ],
};
