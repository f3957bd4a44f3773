import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { EmailSubscribeForm } from './email-subscribe-form';
import { EMAIL, EMAIL_FORM_STATES } from './stories.fixtures';

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
export const Prefilled: Story = { args: EMAIL_FORM_STATES.prefilled };

/** Waiting for the reply: disabled so nothing is sent twice. */
export const Loading: Story = { args: EMAIL_FORM_STATES.loading };

/** Saved: the label shown for 2 s before the success state. */
export const Loaded: Story = { args: EMAIL_FORM_STATES.loaded };

/** The caller found the address invalid. */
export const InvalidEmail: Story = { args: EMAIL_FORM_STATES.invalidEmail };

/** A non-200 status: the spec's registration-failure text. */
export const ErrorState: Story = {
  name: 'Error',
  args: EMAIL_FORM_STATES.error,
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
