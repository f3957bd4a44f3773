import { type FormEvent, useId } from 'react';

export interface SignInPromptProps {
  /** The site the shopper would sign in to, named in the heading. */
  readonly siteName: string;
  /** Where "Sign in" goes (the brand server's sign-in route with the page to come back to). */
  readonly signInHref: string;
  /**
   * Where "Not now" posts its form (the brand server's route that remembers it and sends the shopper back to
   * `returnTo`): what happens when the page has no script yet, or none at all.
   */
  readonly dismissAction: string;
  /**
   * The page to come back to after that post (path and query on this site), sent as the form's `returnTo` field
   * (the name the sign-in link's query uses too).
   */
  readonly returnTo: string;
  /**
   * "Not now" with the page's script running: the caller remembers it (spec 002 s9's one-tap suppression cookie,
   * a day) and hides the offer; the form is not posted.
   */
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
 *
 * "Not now" submits a form, so it works on a page whose script has not loaded yet (it loads after the first paint)
 * or never will; once hydrated, the submit is handled in the page instead.
 */
export function SignInPrompt({
  siteName,
  signInHref,
  dismissAction,
  returnTo,
  onDismiss,
}: SignInPromptProps) {
  const headingId = useId();
  const dismiss = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    onDismiss();
  };
  return (
    <aside className="fc-sign-in-prompt" aria-labelledby={headingId}>
      <h2 id={headingId} className="fc-sign-in-prompt__heading">
        {SIGN_IN_PROMPT_TEXTS.heading(siteName)}
      </h2>
      <p>{SIGN_IN_PROMPT_TEXTS.body}</p>
      {/* The actions' row is the form: the same flex box as before, the hidden field takes no place in it. */}
      <form className="fc-sign-in-prompt__actions" method="post" action={dismissAction} onSubmit={dismiss}>
        <input type="hidden" name="returnTo" value={returnTo} />
        <a className="fc-button" href={signInHref}>
          {SIGN_IN_PROMPT_TEXTS.signIn}
        </a>
        <button type="submit" className="fc-button fc-button--secondary">
          {SIGN_IN_PROMPT_TEXTS.dismiss}
        </button>
      </form>
    </aside>
  );
}
