import { z } from 'zod';
import { textProblem, textProblemMessage } from './text-rules.js';

export { textProblem, textProblemMessage, type TextProblem } from './text-rules.js';

/**
 * A zod check for a free-text field: add it to every string a user can send (after `.trim()`), as
 * `z.string().check(plainText('School name'))`. The 400 names the field.
 */
export function plainText(field: string) {
  return z.superRefine<string>((value, ctx) => {
    const problem = textProblem(value);
    if (problem) ctx.addIssue({ code: 'custom', message: textProblemMessage(field, problem) });
  });
}
