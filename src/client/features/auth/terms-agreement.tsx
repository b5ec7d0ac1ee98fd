import { Fragment, useId } from 'react';
import type { Ref } from 'react';
import { ACCOUNT_MESSAGES } from '../../../shared/accounts/messages';
import { CheckboxField } from '../../ui';

/** The policy pages named in the agreement, linked where their names appear. */
const POLICY_LINKS: Record<string, string> = {
  'Terms of Service': '/terms',
  'Privacy Policy': '/privacy',
};

export interface TermsAgreementProps {
  checked: boolean;
  onChange: (checked: boolean) => void;
  /** The form refused to go on without it: the box is marked and described by `messageId`. */
  invalid: boolean;
  messageId?: string;
  ref?: Ref<HTMLInputElement>;
}

/**
 * 'I am 18 or older and agree to the Terms of Service and Privacy Policy'
 * (docs/product.md#sign-up), required at sign-up, with the two pages linked. They open in a new
 * tab: the form, filled in, stays where it is.
 */
export function TermsAgreement({
  checked,
  onChange,
  invalid,
  messageId,
  ref,
}: TermsAgreementProps) {
  const newTab = useId();
  const parts = ACCOUNT_MESSAGES.termsAgreement.split(/(Terms of Service|Privacy Policy)/);
  const label = parts.map((part, index) => {
    const href = POLICY_LINKS[part];
    if (!href) return <Fragment key={index}>{part}</Fragment>;
    return (
      <a key={index} href={href} target="_blank" rel="noopener" aria-describedby={newTab}>
        {part}
      </a>
    );
  });
  return (
    <>
      <CheckboxField
        ref={ref}
        label={label}
        checked={checked}
        onChange={(event) => onChange(event.target.checked)}
        required
        invalid={invalid}
        aria-describedby={invalid ? messageId : undefined}
      />
      <span id={newTab} hidden>
        Opens in a new tab
      </span>
    </>
  );
}
