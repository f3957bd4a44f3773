import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { PanelFooter } from './panel-footer';
import { MANY_SERVER_ERRORS, SERVER_ERRORS, SERVER_WARNING } from './stories.fixtures';

const meta = {
  title: 'Saved items/PanelFooter',
  component: PanelFooter,
  args: {
    buttonState: 'default',
    submitLabel: 'Save changes',
    successText: 'Your changes have been saved.',
    onCancel: fn(),
  },
  // The footer ends an edit form: its Save is that form's submit button.
  decorators: [
    (Story) => (
      <form onSubmit={(event) => event.preventDefault()}>
        <Story />
      </form>
    ),
  ],
} satisfies Meta<typeof PanelFooter>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Save and Cancel, before a save. */
export const Default: Story = {};

/** The save is being sent. */
export const Loading: Story = { args: { buttonState: 'loading' } };

/** Saved: the success text is announced. */
export const Loaded: Story = { args: { buttonState: 'loaded' } };

/** The server warned: saving again overwrites. */
export const Warning: Story = { args: { messages: { warning: SERVER_WARNING } } };

/** The server returned errors. */
export const ErrorState: Story = { name: 'Error', args: { messages: { error: SERVER_ERRORS } } };

/** Many messages of both severities. */
export const ManyItems: Story = {
  args: { messages: { warning: SERVER_WARNING, error: MANY_SERVER_ERRORS } },
};

/** Long labels wrap. */
export const LongText: Story = {
  args: {
    submitLabel: 'Save changes and turn on text alerts',
    buttonState: 'loaded',
    successText:
      "Your changes have been saved. We'll text (512) 555-0100 when the price of this vehicle drops or it is sold.",
  },
};

/** Cancel asks the caller to close the panel. */
export const CancelEdit: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: 'Cancel' }));
    await expect(args.onCancel).toHaveBeenCalledTimes(1);
  },
};
