import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { EmailSubscribeForm } from './email-subscribe-form';
import { EMAIL, EMAIL_ERROR } from './stories.fixtures';
import { SAVED_ITEMS_MESSAGES } from './texts';

const meta = {
  title: 'Saved items/EmailSubscribeForm',
  component: EmailSubscribeForm,
  args: { onSubmit: fn() },
} satisfies Meta<typeof EmailSubscribeForm>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The empty field and its button, as the modal and the inline form show them. */
export const Empty: Story = {};

/** The address the shopper used before. */
export const Prefilled: Story = { args: { defaultEmail: EMAIL } };

/** Waiting for the reply: disabled so nothing is sent twice. */
export const Loading: Story = { args: { defaultEmail: EMAIL, buttonState: 'loading' } };

/** Saved: the label shown for 2 s before the success state. */
export const Loaded: Story = { args: { defaultEmail: EMAIL, buttonState: 'loaded' } };

/** The caller found the address invalid. */
export const InvalidEmail: Story = { args: { defaultEmail: 'jordan.lee@', emailError: EMAIL_ERROR } };

/** A non-200 status: the spec's registration-failure text. */
export const ErrorState: Story = {
  name: 'Error',
  args: { defaultEmail: EMAIL, error: SAVED_ITEMS_MESSAGES.registrationFailure },
};

/** A long address and a long button label. */
export const LongText: Story = {
  args: {
    defaultEmail: 'alexandra.montgomery-whitfield.household@example.com',
    submitLabel: 'Save this search and email me new matches',
  },
};

/** Typing an address and pressing the button sends it, trimmed. */
export const Submit: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await userEvent.type(canvas.getByLabelText('Email address'), ` ${EMAIL} `);
    await userEvent.click(canvas.getByRole('button', { name: 'Save search' }));
    await expect(args.onSubmit).toHaveBeenCalledWith({ emailAddress: EMAIL });
  },
};
