import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { EmailSubscribeInlineForm } from './email-subscribe-inline-form';
import { EMAIL, EMAIL_ERROR } from './stories.fixtures';
import { SAVED_ITEMS_MESSAGES } from './texts';

const meta = {
  title: 'Saved items/EmailSubscribeInlineForm',
  component: EmailSubscribeInlineForm,
  args: { onSubmit: fn() },
} satisfies Meta<typeof EmailSubscribeInlineForm>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The form in search results, empty. */
export const Default: Story = {};

/** The address the shopper used before. */
export const Prefilled: Story = { args: { defaultEmail: EMAIL } };

/** Waiting for the reply. */
export const Loading: Story = { args: { defaultEmail: EMAIL, buttonState: 'loading' } };

/** Saved: the button's label for the 2 s before the success state. */
export const Loaded: Story = { args: { defaultEmail: EMAIL, buttonState: 'loaded' } };

/** The caller found the address invalid. */
export const InvalidEmail: Story = { args: { defaultEmail: 'jordan.lee@', emailError: EMAIL_ERROR } };

/** A non-200 status or an exception: the spec's registration-failure text. */
export const ErrorState: Story = {
  name: 'Error',
  args: { defaultEmail: EMAIL, error: SAVED_ITEMS_MESSAGES.registrationFailure },
};

/** The bookmark was saved: the success state. */
export const Success: Story = { args: { status: 'success' } };

/** Over the limit: the failure state. */
export const Failure: Story = { args: { status: 'failure' } };

/** A long heading wraps. */
export const LongText: Story = {
  args: {
    heading:
      'Get email alerts for used Toyota Tacoma, Tundra and 4Runner trucks within 100 miles of Denver, CO',
  },
};

/** Typing an address and pressing "Save search" sends it. */
export const Submit: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await userEvent.type(canvas.getByLabelText('Email address'), EMAIL);
    await userEvent.click(canvas.getByRole('button', { name: 'Save search' }));
    await expect(args.onSubmit).toHaveBeenCalledWith({ emailAddress: EMAIL });
  },
};
