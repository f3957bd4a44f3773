import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { EmailSubscribeInlineForm } from './email-subscribe-inline-form';
import { EMAIL, EMAIL_FORM_STATES } from './stories.fixtures';

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
