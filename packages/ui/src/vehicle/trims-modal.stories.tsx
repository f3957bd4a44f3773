import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { LONG_TRIMS, MANY_TRIMS, TRIMS } from './modal-stories.fixtures';
import { TrimsModal } from './trims-modal';

const meta = {
  title: 'Vehicle/TrimsModal',
  component: TrimsModal,
  args: {
    trims: TRIMS,
    selectedId: 'EX',
    onSelect: fn(),
    onClose: fn(),
  },
} satisfies Meta<typeof TrimsModal>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The model's trims with their prices, the listing's trim selected. */
export const Default: Story = {};

/** No trim chosen yet. */
export const NoneSelected: Story = { args: { selectedId: undefined } };

/** Trims are still loading (trimsLoading, spec 001 section 4). */
export const Loading: Story = { args: { loading: true } };

/** No trims listed for the model: the empty state. */
export const Empty: Story = { args: { trims: [], selectedId: undefined } };

/** Ten trims to scroll through. */
export const ManyItems: Story = { args: { trims: MANY_TRIMS, selectedId: 'LARIAT' } };

/** A long trim name, price and description, and a long title. */
export const LongText: Story = {
  args: {
    trims: LONG_TRIMS,
    selectedId: 'AMG_GLE_63_S',
    title: 'Choose a trim of the 2024 Mercedes-Benz GLE-Class Coupe',
  },
};

/** Choosing a trim calls the page back with it. */
export const ChooseTrim: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: /^Sport Touring/ }));
    await expect(args.onSelect).toHaveBeenCalledWith(TRIMS[3]);
  },
};
