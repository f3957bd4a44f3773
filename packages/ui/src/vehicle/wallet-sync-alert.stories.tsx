import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { WALLET_FILLED } from './stories.fixtures';
import { WalletPanel } from './wallet-panel';
import { WalletSyncAlert } from './wallet-sync-alert';
import { WALLET_TEXTS } from './wallet-texts';

const meta = {
  title: 'Vehicle/WalletSyncAlert',
  component: WalletSyncAlert,
  args: { open: true, onDismiss: fn() },
} satisfies Meta<typeof WalletSyncAlert>;

export default meta;
type Story = StoryObj<typeof meta>;

/** A load found a newer wallet saved from another device and took it (syncAlert isAuto true, spec 002 s4). */
export const UpdatedFromAnotherDevice: Story = {};

/** The shopper asked for a sync and the saved wallet replaced this one (isAuto false). */
export const ManualSync: Story = { args: { isAuto: false } };

/** The shopper asked for a sync and there was no saved wallet (success false): nothing changed here. */
export const NothingToSync: Story = { args: { isAuto: false, success: false } };

/** Closed: only the empty live region is in the page, so an alert that comes later is announced. */
export const Closed: Story = { args: { open: false } };

/** Without a dismiss button: the caller removes it. */
export const NotDismissible: Story = { args: { onDismiss: undefined } };

/**
 * In the wallet panel after its save lost to another device's newer one: the panel shows the kept wallet and says
 * so where the save's outcome is told.
 */
export const InWalletPanelAfterConflict: Story = {
  args: { text: WALLET_TEXTS.syncConflict },
  render: (args) => (
    <WalletPanel
      values={{ ...WALLET_FILLED, loanTerm: 72 }}
      onChange={fn()}
      onSubmit={fn()}
      onClose={fn()}
      notice={<WalletSyncAlert {...args} />}
    />
  ),
};

/** The dismiss button asks the caller to clear the alert (the store's dismissSyncAlert). */
export const Dismiss: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('status')).toHaveTextContent(WALLET_TEXTS.syncUpdated);
    await userEvent.click(canvas.getByRole('button', { name: WALLET_TEXTS.syncDismiss }));
    await expect(args.onDismiss).toHaveBeenCalledTimes(1);
  },
};
