import { z } from 'zod';
import type { SolverSettings } from '../play/solver-settings.js';
import { plainText } from '../text.js';
import { ACCOUNT_MESSAGES } from './messages.js';
import { SCHOOL_NAME_MESSAGES, validateSchoolName } from './school-name.js';

/**
 * Request bodies of the account API. The server validates every request with these; the client
 * uses the same types. Sizes are generous for people and tight for abuse.
 */
export const PASSWORD_MIN = 8;
export const PASSWORD_MAX = 128;
export const PASSWORD_SHORT_MESSAGE = `Password must be at least ${PASSWORD_MIN} characters long`;
export const PASSWORD_LONG_MESSAGE = `Password must be at most ${PASSWORD_MAX} characters long`;
export const CUSTOM_SCHOOL_MAX = 120;

const email = z
  .string({ error: 'Email is required' })
  .trim()
  .min(1, 'Email is required')
  .max(254, 'Email is too long')
  .check(plainText('Email'))
  .pipe(z.email({ error: 'Please enter a valid email address' }));

const password = z
  .string({ error: 'Password is required' })
  .min(PASSWORD_MIN, PASSWORD_SHORT_MESSAGE)
  .max(PASSWORD_MAX, PASSWORD_LONG_MESSAGE);

/** Email or username as typed on the sign-in and reset forms. */
const identifier = z
  .string({ error: 'Email or username is required' })
  .trim()
  .min(1, 'Email or username is required')
  .max(254, 'Email or username is too long')
  .check(plainText('Email or username'));

/**
 * A custom medical school name as typed, checked and normalized by the rules of a name other
 * players may see (src/shared/accounts/school-name.ts); blank comes out as ''.
 */
const customSchoolName = z
  .string()
  .max(CUSTOM_SCHOOL_MAX, SCHOOL_NAME_MESSAGES.tooLong)
  .transform((raw, ctx) => {
    const result = validateSchoolName(raw);
    if (result.ok) return result.name;
    ctx.addIssue({ code: 'custom', message: result.message });
    return z.NEVER;
  });

export const schoolChoiceSchema = z.discriminatedUnion(
  'status',
  [
    z.object({ status: z.literal('school'), schoolId: z.string().min(1).max(100) }),
    z.object({ status: z.literal('custom'), customName: customSchoolName }),
    z.object({ status: z.literal('none') }),
    z.object({ status: z.literal('undisclosed') }),
  ],
  { error: 'Choose a medical school option' },
);
export type SchoolChoice = z.infer<typeof schoolChoiceSchema>;

export const signUpBodySchema = z.object({
  email,
  password,
  confirmPassword: z.string({ error: 'Confirm your password' }).max(PASSWORD_MAX),
  username: z
    .string({ error: 'Username is required' })
    .max(200, 'Username is too long')
    .check(plainText('Username')),
  school: schoolChoiceSchema,
  /** 'I am 18 or older and agree to the Terms of Service and Privacy Policy', ticked (required). */
  acceptTerms: z.literal(true, { error: ACCOUNT_MESSAGES.termsRequired }),
  /** The browser's IANA time zone: the account's 'today' from the first day (an unknown one is ignored). */
  timeZone: z.string().max(64, 'timeZone is too long').optional(),
});
export type SignUpBody = z.infer<typeof signUpBodySchema>;

export const signInBodySchema = z.object({
  identifier,
  password: z
    .string({ error: 'Password is required' })
    .min(1, 'Password is required')
    .max(PASSWORD_MAX),
});
export type SignInBody = z.infer<typeof signInBodySchema>;

export const identifierBodySchema = z.object({ identifier });
export type IdentifierBody = z.infer<typeof identifierBodySchema>;

export const tokenSchema = z
  .string({ error: 'The link is missing its token' })
  .min(1, 'The link is missing its token')
  .max(2048, 'The link token is too long');

export const confirmBodySchema = z.object({ token: tokenSchema });

export const resetPasswordBodySchema = z.object({ token: tokenSchema, password });
export type ResetPasswordBody = z.infer<typeof resetPasswordBodySchema>;

/** The medical-school modal: a listed school, a custom name, or nothing (none / undisclosed). */
export const updateSchoolBodySchema = z.object({
  schoolId: z.string().min(1).max(100).nullable(),
  customName: customSchoolName.nullable(),
});
export type UpdateSchoolBody = z.infer<typeof updateSchoolBodySchema>;

/** What the browser learns about the signed-in user. Only their own email, never anyone else's. */
export interface Me {
  id: string;
  username: string;
  email: string;
  isAdmin: boolean;
  school: { id: string; name: string; abbreviation: string } | null;
  customSchool: string | null;
  /** Solver settings, the same on every device (src/shared/play/solver-settings.ts). */
  settings: SolverSettings;
}

export interface PublicSchool {
  id: string;
  name: string;
  abbreviation: string;
  aliases: string[];
  emailDomains: string[];
}

/** Error body of every 4xx/5xx answer of the API. */
export interface ApiErrorBody {
  statusCode: number;
  error: string;
  message: string;
  code?: string;
}
