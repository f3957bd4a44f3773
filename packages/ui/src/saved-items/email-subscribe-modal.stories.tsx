import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { EmailSubscribeModal } from './email-subscribe-modal';
import { EMAIL, EMAIL_FORM_STATES } from './stories.fixtures';

const meta = {
  title: 'Saved items/EmailSubscribeModal',
  component: EmailSubscribeModal,
  args: { onSubmit: fn(), onClose: fn() },
} satisfies Meta<typeof EmailSubscribeModal>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The modal open, its field empty. */
export const Default: Story = {};

/** The address the shopper used before. */
export const Prefilled: Story = { args: EMAIL_FORM_STATES.prefilled };

/** Waiting for the reply. */
export const Loading: Story = { args: EMAIL_FORM_STATES.loading };

/** Saved: the button's label for the 2 s before the success state. */
export const Loaded: Story = { args: EMAIL_FORM_STATES.loaded };

/** The caller found the address invalid. */
export const InvalidEmail: Story = { args: EMAIL_FORM_STATES.invalidEmail };

/** A non-200 status or an exception: the spec's registration-failure text. */
export const ErrorState: Story = {
  name: 'Error',
  args: EMAIL_FORM_STATES.error,
};

/** The bookmark was saved: the success state and Done. */
export const Success: Story = { args: { status: 'success' } };

/** Over the limit: the failure state and Done. */
export const Failure: Story = { args: { status: 'failure' } };

/** A long heading and intro wrap. */
export const LongText: Story = {
  args: {
    heading: 'Save your search for used Toyota Tacoma, Tundra and 4Runner trucks near Denver, CO',
    intro:
      "Enter your email address and we'll save this search for you. We'll also email you when new matches are " +
      'listed within 100 miles of 80202, and when the price of a matching truck drops.',
  },
};

/** Typing an address and pressing Enter sends it. */
export const Submit: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await userEvent.type(canvas.getByLabelText('Email address'), `${EMAIL}{Enter}`);
    await expect(args.onSubmit).toHaveBeenCalledWith({ emailAddress: EMAIL });
  },
};
