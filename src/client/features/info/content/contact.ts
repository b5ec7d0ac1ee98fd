/**
 * /contact: a heading and one sentence. The page shows the configured contact address
 * (CONTACT_EMAIL) after the sentence, as a mailto link; never hard-code an address here.
 */
export const CONTACT = {
  title: 'Contact Us',
  sentence:
    'Questions, feedback, a puzzle you think is wrong or a request about your account or your data: email us at the address below and someone from the MedGrid team will get back to you.',
} as const;
