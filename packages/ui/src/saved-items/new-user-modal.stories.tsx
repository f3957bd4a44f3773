import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { NewUserModal } from './new-user-modal';

const meta = {
  title: 'Saved items/NewUserModal',
  component: NewUserModal,
  args: { firstName: 'Jordan', onClose: fn(), onGetStarted: fn() },
} satisfies Meta<typeof NewUserModal>;

export default meta;
type Story = StoryObj<typeof meta>;

/** A new user greeted by name, with what the account does. */
export const Default: Story = {};

/** No first name on the profile yet. */
export const WithoutName: Story = { args: { firstName: undefined } };

/** A long name wraps in the heading. */
export const LongName: Story = {
  args: { firstName: 'Maximiliana Alexandrina Featherstonehaugh-Worthington' },
};

/** The caller's own content and button label. */
export const CustomContent: Story = {
  args: {
    getStartedLabel: 'See my saved vehicles',
    children: (
      <p>
        Your account is ready. The 3 vehicles you saved on this device are now in your account, so you can see
        them on any device you sign in on.
      </p>
    ),
  },
};

/** "Get started" calls the caller's handler. */
export const GetStarted: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: 'Get started' }));
    await expect(args.onGetStarted).toHaveBeenCalledTimes(1);
  },
};
