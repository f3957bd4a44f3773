import { fireEvent, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { SIGN_IN_PROMPT_TEXTS, SignInPrompt } from '../index';

const renderPrompt = (onDismiss = vi.fn()) =>
  render(
    <SignInPrompt
      siteName="Forecourt Values"
      signInHref="/auth/login?returnTo=%2F"
      dismissAction="/sign-in-offer/not-now"
      returnTo="/cars-for-sale/honda?zip=30301"
      onDismiss={onDismiss}
    />,
  );

function notNowForm(): HTMLFormElement {
  const { form } = screen.getByRole('button', { name: 'Not now' }) as HTMLButtonElement;
  if (!form) throw new Error('"Not now" is not in a form');
  return form;
}

describe('SignInPrompt ("Sign-in is offered only on the blue-book brand path", spec 002 s4)', () => {
  it('offers sign-in as a named region with a link, and "Not now" asks the caller to remember', async () => {
    const onDismiss = vi.fn();
    renderPrompt(onDismiss);

    const region = screen.getByRole('complementary', { name: 'Sign in to Forecourt Values' });
    expect(region).toHaveTextContent(SIGN_IN_PROMPT_TEXTS.body);
    expect(screen.getByRole('link', { name: 'Sign in' })).toHaveAttribute('href', '/auth/login?returnTo=%2F');

    await userEvent.click(screen.getByRole('button', { name: 'Not now' }));
    expect(onDismiss).toHaveBeenCalledTimes(1);
  });

  it('makes "Not now" a form that posts the page to come back to, for a page whose script has not run', () => {
    renderPrompt();
    const form = notNowForm();
    expect(form.method).toBe('post');
    expect(form.getAttribute('action')).toBe('/sign-in-offer/not-now');
    expect(screen.getByRole('button', { name: 'Not now' })).toHaveAttribute('type', 'submit');
    // What the browser would send: the return path and nothing else.
    expect([...new FormData(form).entries()]).toEqual([['returnTo', '/cars-for-sale/honda?zip=30301']]);
  });

  it('with the script running, a submit calls onDismiss and is prevented: no post, no navigation', () => {
    const onDismiss = vi.fn();
    renderPrompt(onDismiss);
    // fireEvent returns dispatchEvent's answer: false when a handler called preventDefault.
    expect(fireEvent.submit(notNowForm())).toBe(false);
    expect(onDismiss).toHaveBeenCalledTimes(1);
  });
});
