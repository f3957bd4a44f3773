import type { EmailSubscribeStatus } from './email-subscribe-form';

export interface EmailSubscribeResultProps {
  readonly status: EmailSubscribeStatus;
  readonly successText: string;
  readonly failureText: string;
}

/** The success or failure state of light registration, in a polite live region that is always there. */
export function EmailSubscribeResult({ status, successText, failureText }: EmailSubscribeResultProps) {
  return (
    <div role="status" className="fc-email-subscribe__result">
      {status === 'success' && <p className="fc-email-subscribe__success">{successText}</p>}
      {status === 'failure' && <p className="fc-email-subscribe__failure">{failureText}</p>}
    </div>
  );
}
