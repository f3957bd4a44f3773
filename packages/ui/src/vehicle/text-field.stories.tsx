import type { Meta, StoryObj } from '@storybook/react-vite';
import { useArgs } from 'storybook/preview-api';
import { fn } from 'storybook/test';
import type { TextFieldProps } from '../shared/text-field';
import { TextField } from './text-field';

const meta = {
  title: 'Vehicle/TextField',
  component: TextField,
  args: { label: 'Your name', name: 'name', value: '', onChange: fn(), autoComplete: 'name' },
  // The form keeps the value; here the story's args do, so the field can be typed in.
  render: function Render(args: TextFieldProps) {
    const [, updateArgs] = useArgs<TextFieldProps>();
    return (
      <TextField
        {...args}
        onChange={(value) => {
          args.onChange(value);
          updateArgs({ value });
        }}
      />
    );
  },
} satisfies Meta<typeof TextField>;

export default meta;
type Story = StoryObj<typeof meta>;

/** An optional field, empty: its label says "(optional)". */
export const Optional: Story = {};

/** A required e-mail field, filled in. */
export const Required: Story = {
  args: {
    label: 'Your e-mail',
    name: 'email',
    type: 'email',
    autoComplete: 'email',
    required: true,
    value: 'jordan.lee@example.com',
  },
};

/** With a help text under the label. */
export const WithHint: Story = {
  args: {
    label: 'Phone',
    name: 'phone',
    type: 'tel',
    autoComplete: 'tel',
    hint: 'The seller may call or text you.',
  },
};

/** Invalid after a submit: the error is tied to the field (the form's summary announces it). */
export const WithError: Story = {
  args: {
    label: 'Your e-mail',
    name: 'email',
    type: 'email',
    autoComplete: 'email',
    required: true,
    value: 'jordan.lee@',
    error: 'Enter your e-mail address, like name@example.com.',
  },
};

/** A message box, prefilled as the e-mail form does. */
export const Multiline: Story = {
  args: {
    label: 'Message',
    name: 'message',
    multiline: true,
    required: true,
    autoComplete: undefined,
    maxLength: 2000,
    value: "Hi, I'm interested in the Used 2019 Honda Civic EX. Is it still available?",
  },
};

/** Disabled while the form sends. */
export const Disabled: Story = { args: { value: 'Jordan Lee', disabled: true } };

/** A long label, hint and error that wrap. */
export const LongText: Story = {
  args: {
    label: "Your friend's e-mail address, where we send this listing and the dealer's contact details",
    name: 'toEmail',
    type: 'email',
    autoComplete: 'off',
    required: true,
    hint: 'We only use it to send this one e-mail; your friend is not signed up for anything, and we keep nothing.',
    value: 'not-an-address',
    error: "Enter your friend's e-mail address, like name@example.com.",
  },
};
