import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { QuickSaveListPanel } from './quick-save-list-panel';
import { LONG_TITLE_VEHICLES, MANY_SAVED_VEHICLES, SAVED_VEHICLES } from './stories.fixtures';

const meta = {
  title: 'Saved items/QuickSaveListPanel',
  component: QuickSaveListPanel,
  args: { vehicles: SAVED_VEHICLES, onRemove: fn(), onClose: fn() },
} satisfies Meta<typeof QuickSaveListPanel>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Three saved vehicles, one still without a photo. */
export const Default: Story = {};

/** Nothing saved. */
export const Empty: Story = { args: { vehicles: [] } };

/** A dozen saved vehicles: the drawer scrolls. */
export const ManyItems: Story = { args: { vehicles: MANY_SAVED_VEHICLES } };

/** Long dealer titles wrap beside the photo and the Remove button. */
export const LongText: Story = { args: { vehicles: LONG_TITLE_VEHICLES } };

/** Remove unsaves that vehicle. */
export const Remove: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: 'Remove 2019 Ford F-150 XLT' }));
    await expect(args.onRemove).toHaveBeenCalledWith('700234567');
  },
};

/** Escape closes the drawer. */
export const CloseOnEscape: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    canvas.getByRole('link', { name: '2020 Honda Civic EX' }).focus();
    await userEvent.keyboard('{Escape}');
    await expect(args.onClose).toHaveBeenCalledTimes(1);
  },
};
