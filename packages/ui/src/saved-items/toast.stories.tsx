import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { ALERT_BANNER_TEXTS } from './texts';
import { Toast } from './toast';

const meta = {
  title: 'Saved items/Toast',
  component: Toast,
  args: { open: true, message: 'Your search is saved.' },
} satisfies Meta<typeof Toast>;

export default meta;
type Story = StoryObj<typeof meta>;

/** A confirmation the caller times out. */
export const Default: Story = {};

/** With a dismiss button. */
export const Dismissible: Story = { args: { message: ALERT_BANNER_TEXTS.email.on, onDismiss: fn() } };

/** Closed: an empty live region, waiting to announce the next toast. */
export const Closed: Story = { args: { open: false } };

/** A long message wraps. */
export const LongText: Story = {
  args: {
    message:
      'Your search for used Toyota Tacoma, Tundra and 4Runner trucks within 100 miles of Denver, CO 80202 is ' +
      'saved. Find it any time under Saved searches.',
    onDismiss: fn(),
  },
};

/** The dismiss button asks the caller to close it. */
export const Dismiss: Story = {
  args: { onDismiss: fn() },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: 'Dismiss' }));
    await expect(args.onDismiss).toHaveBeenCalledTimes(1);
  },
};
