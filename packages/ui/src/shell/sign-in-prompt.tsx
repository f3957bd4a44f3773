import { useId } from 'react';

export interface SignInPromptProps {
  /** The site the shopper would sign in to, named in the heading. */
  readonly siteName: string;
  /** Where "Sign in" goes (the brand server's sign-in route with the page to come back to). */
  readonly signInHref: string;
  /** "Not now": the caller remembers it (spec 002 s9's one-tap suppression cookie, a day). */
  readonly onDismiss: () => void;
}

export const SIGN_IN_PROMPT_TEXTS = {
  heading: (siteName: string) => `Sign in to ${siteName}`,
  body: 'Keep your saved cars, searches and wallet on every device, and get alerts when prices drop.',
  signIn: 'Sign in',
  dismiss: 'Not now',
} as const;

/**
 * The proactive sign-in offer: "Sign-in is offered only on the blue-book brand path" (spec 002 s4). A region
 * at the corner of the page, not a modal: it never takes the focus from what the shopper is doing.
 */
export function SignInPrompt({ siteName, signInHref, onDismiss }: SignInPromptProps) {
  const headingId = useId();
  return (
    <aside className="fc-sign-in-prompt" aria-labelledby={headingId}>
      <h2 id={headingId} className="fc-sign-in-prompt__heading">
        {SIGN_IN_PROMPT_TEXTS.heading(siteName)}
      </h2>
      <p>{SIGN_IN_PROMPT_TEXTS.body}</p>
      <div className="fc-sign-in-prompt__actions">
        <a className="fc-button" href={signInHref}>
          {SIGN_IN_PROMPT_TEXTS.signIn}
        </a>
        <button type="button" className="fc-button fc-button--secondary" onClick={onDismiss}>
          {SIGN_IN_PROMPT_TEXTS.dismiss}
        </button>
      </div>
    </aside>
  );
}
