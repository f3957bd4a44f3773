import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { BestDealsSubscribe } from './best-deals-subscribe';
import { EMAIL, EMAIL_ERROR, ZIP, ZIP_ERROR } from './stories.fixtures';
import { SAVED_ITEMS_MESSAGES } from './texts';

const meta = {
  title: 'Saved items/BestDealsSubscribe',
  component: BestDealsSubscribe,
  args: { onSubmit: fn(), defaultZip: ZIP },
} satisfies Meta<typeof BestDealsSubscribe>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The opt-in with the shopper's zip filled in (Austin, TX). */
export const Default: Story = {};

/** Nothing known about the shopper yet: both fields empty. */
export const Empty: Story = { args: { defaultZip: '' } };

/** With a "No thanks" button to hide the opt-in. */
export const Dismissible: Story = { args: { defaultEmail: EMAIL, onDismiss: fn() } };

/** Waiting for the reply: the fields and the button are disabled. */
export const Loading: Story = { args: { defaultEmail: EMAIL, buttonState: 'loading' } };

/** The caller's checks failed at the fields. */
export const FieldErrors: Story = {
  args: {
    defaultEmail: 'jordan.lee@',
    defaultZip: '7870',
    fieldErrors: { email: EMAIL_ERROR, zipcode: ZIP_ERROR },
  },
};

/** The opt-in failed: the spec's registration-failure text. */
export const ErrorState: Story = {
  name: 'Error',
  args: { defaultEmail: EMAIL, error: SAVED_ITEMS_MESSAGES.registrationFailure },
};

/** Status 200 (or userexists): the success state replaces the form. */
export const Success: Story = { args: { success: true } };

/** A long heading and intro wrap. */
export const LongText: Story = {
  args: {
    heading: 'Get the best deals on certified pre-owned trucks and SUVs near Denver, CO',
    intro:
      "We'll email you when we find great deals on cars near you: price drops, newly listed vehicles that match " +
      'what you searched for, and dealer specials within 50 miles of your ZIP code. Unsubscribe at any time.',
    onDismiss: fn(),
  },
};

/** Typing an address and pressing Sign up sends it with the zip. */
export const SignUp: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await userEvent.type(canvas.getByLabelText('Email address'), EMAIL);
    await userEvent.click(canvas.getByRole('button', { name: 'Sign up' }));
    await expect(args.onSubmit).toHaveBeenCalledWith({ email: EMAIL, zipcode: ZIP });
  },
};
