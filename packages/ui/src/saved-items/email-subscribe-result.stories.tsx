import type { Meta, StoryObj } from '@storybook/react-vite';
import { EMAIL_SUBSCRIBE_TEXTS } from './email-subscribe-form';
import { EmailSubscribeResult } from './email-subscribe-result';

const meta = {
  title: 'Saved items/EmailSubscribeResult',
  component: EmailSubscribeResult,
  args: {
    status: 'success',
    successText: EMAIL_SUBSCRIBE_TEXTS.successText,
    failureText: EMAIL_SUBSCRIBE_TEXTS.failureText,
  },
} satisfies Meta<typeof EmailSubscribeResult>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The search was saved. */
export const Success: Story = {};

/** Over the limit and not already saved: the failure state. */
export const Failure: Story = { args: { status: 'failure' } };

/** While the form shows: an empty live region, waiting to announce the result. */
export const Idle: Story = { args: { status: 'idle' } };

/** A long success text wraps. */
export const LongText: Story = {
  args: {
    successText:
      "Your search for used Toyota Tacoma, Tundra and 4Runner trucks near Denver, CO 80202 is saved. We'll " +
      'email jordan.lee@example.com when new matches are listed or prices drop.',
  },
};
