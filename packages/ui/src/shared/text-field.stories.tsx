import type { Meta, StoryObj } from '@storybook/react-vite';
import { fn } from 'storybook/test';
import { TextField } from './text-field';

// A controlled field: its form keeps the value and decides the error, so each state is an arg.
const meta = {
  title: 'Shared/TextField',
  component: TextField,
  args: { label: 'Email address', name: 'emailAddress', type: 'email', value: '', onChange: fn() },
} satisfies Meta<typeof TextField>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Empty, as a form first shows it. */
export const Empty: Story = {};

/** Filled in. */
export const Filled: Story = { args: { value: 'dana.lopez@example.com' } };

/** Required, with a hint under the label. */
export const RequiredWithHint: Story = {
  args: { required: true, hint: "We'll email you when new matches are listed." },
};

/** An optional field that says so. */
export const MarkedOptional: Story = {
  args: { label: 'Your name', name: 'name', type: 'text', autoComplete: 'name', markOptional: true },
};

/** An error, announced as it appears, and tied to the field with the hint. */
export const WithError: Story = {
  args: {
    value: 'dana.lopez@example',
    required: true,
    hint: "We'll email you when new matches are listed.",
    error: 'Enter a valid e-mail address.',
  },
};

/** An error the form announces itself: not a live region. */
export const ErrorNotAnnounced: Story = {
  args: { value: 'dana.lopez@', error: 'Enter a valid e-mail address.', announceError: false },
};

/** A phone number (spec 001 s6: the share-by-text phone is stripped to digits). */
export const Phone: Story = {
  args: {
    label: 'Mobile number',
    name: 'mobileNumber',
    type: 'tel',
    inputMode: 'tel',
    autoComplete: 'tel',
    value: '(512) 555-0100',
  },
};

/** A multi-line message with a length limit. */
export const Multiline: Story = {
  args: {
    label: 'Message',
    name: 'message',
    type: 'text',
    multiline: true,
    maxLength: 500,
    value: 'Is the 2019 Honda Civic EX still available? I could come by Saturday morning for a test drive.',
  },
};

/** Disabled while the form is sending. */
export const Disabled: Story = { args: { value: 'dana.lopez@example.com', disabled: true } };

/** A long label, hint, value and error: they wrap. */
export const LongText: Story = {
  args: {
    label: 'Email address where we can send your saved search alerts and price drop notifications',
    hint: 'We only use it for the alerts you choose. You can unsubscribe from any alert e-mail with one click.',
    value: 'maximiliana.rodriguez-fitzgerald@longdealershipdomainname.example.com',
    error:
      "You've saved as many searches as we can keep for this email address. Sign in to save more, or remove a saved search first.",
    required: true,
  },
};
