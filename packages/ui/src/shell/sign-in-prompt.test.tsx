import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { SIGN_IN_PROMPT_TEXTS, SignInPrompt } from '../index';

describe('SignInPrompt ("Sign-in is offered only on the blue-book brand path", spec 002 s4)', () => {
  it('offers sign-in as a named region with a link, and "Not now" asks the caller to remember', async () => {
    const onDismiss = vi.fn();
    render(
      <SignInPrompt
        siteName="Forecourt Values"
        signInHref="/auth/login?returnTo=%2F"
        onDismiss={onDismiss}
      />,
    );

    const region = screen.getByRole('complementary', { name: 'Sign in to Forecourt Values' });
    expect(region).toHaveTextContent(SIGN_IN_PROMPT_TEXTS.body);
    expect(screen.getByRole('link', { name: 'Sign in' })).toHaveAttribute('href', '/auth/login?returnTo=%2F');

    await userEvent.click(screen.getByRole('button', { name: 'Not now' }));
    expect(onDismiss).toHaveBeenCalledTimes(1);
  });
});
