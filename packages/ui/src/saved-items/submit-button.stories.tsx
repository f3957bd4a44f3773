import type { Meta, StoryObj } from '@storybook/react-vite';
import { SubmitButton } from './submit-button';

const meta = {
  title: 'Saved items/SubmitButton',
  component: SubmitButton,
  args: { state: 'default', children: 'Save changes' },
  // A submit button belongs to a form.
  decorators: [
    (Story) => (
      <form onSubmit={(event) => event.preventDefault()}>
        <Story />
      </form>
    ),
  ],
} satisfies Meta<typeof SubmitButton>;

export default meta;
type Story = StoryObj<typeof meta>;

/** At rest. */
export const Default: Story = {};

/** The request is being sent: disabled, busy. */
export const Loading: Story = { args: { state: 'loading' } };

/** Saved: disabled while the panel closes. */
export const Loaded: Story = { args: { state: 'loaded' } };

/** The caller's labels, as the best-deals opt-in uses them. */
export const CustomLabels: Story = {
  args: { state: 'loading', children: 'Sign up', loadingLabel: 'Signing up…', loadedLabel: 'Signed up' },
};

/** A long label wraps. */
export const LongText: Story = {
  args: { children: 'Save changes and turn on email and text alerts for this vehicle' },
};
