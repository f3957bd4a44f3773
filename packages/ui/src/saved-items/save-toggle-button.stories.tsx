import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { SaveToggleButton } from './save-toggle-button';
import { LONG_TITLE_VEHICLE } from './stories.fixtures';

const meta = {
  title: 'Saved items/SaveToggleButton',
  component: SaveToggleButton,
  args: { saved: false, vehicleTitle: '2020 Honda Civic EX', onToggle: fn() },
} satisfies Meta<typeof SaveToggleButton>;

export default meta;
type Story = StoryObj<typeof meta>;

/** A vehicle not saved yet: an outlined heart. */
export const NotSaved: Story = {};

/** A saved vehicle: a filled heart, pressed. */
export const Saved: Story = { args: { saved: true } };

/** Disabled while the save is sent. */
export const Disabled: Story = { args: { saved: true, disabled: true } };

/** Without a vehicle title, the visible label is the name. */
export const WithoutTitle: Story = { args: { vehicleTitle: undefined } };

/** Longer labels from the caller, read with a long title. */
export const LongText: Story = {
  args: {
    saveLabel: 'Save this vehicle',
    savedLabel: 'Saved to your account',
    saved: true,
    vehicleTitle: LONG_TITLE_VEHICLE.title,
  },
};

/** Pressing the heart asks to save the vehicle. */
export const Toggle: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: 'Save 2020 Honda Civic EX' }));
    await expect(args.onToggle).toHaveBeenCalledWith(true);
  },
};
