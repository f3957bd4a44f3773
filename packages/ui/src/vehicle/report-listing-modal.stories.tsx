import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { failed, SENT, SERVER_ERRORS } from './modal-stories.fixtures';
import { REPORT_LISTING_TEXTS, ReportListingModal } from './report-listing-modal';

const meta = {
  title: 'Vehicle/ReportListingModal',
  component: ReportListingModal,
  args: {
    onSubmit: fn(),
    onClose: fn(),
  },
} satisfies Meta<typeof ReportListingModal>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Idle: the reasons to choose from and an optional comment. */
export const Default: Story = {};

/** Sending: the submit button is disabled while the page waits for the server. */
export const Sending: Story = { args: { submitting: true } };

/** The server refused the report: its message is shown above the form. */
export const ServerError: Story = { args: { state: failed(SERVER_ERRORS.report) } };

/** A long server message. */
export const LongError: Story = { args: { state: failed(SERVER_ERRORS.long) } };

/** The report was sent: the confirmation replaces the form. */
export const Sent: Story = { args: { state: SENT } };

/** Sending without a reason: the reasons say to choose one, and the first takes focus. */
export const MissingReason: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: REPORT_LISTING_TEXTS.submit }));
    await expect(canvas.getByText(REPORT_LISTING_TEXTS.missingReason)).toBeVisible();
    await expect(canvas.getByRole('radio', { name: 'The car is already sold' })).toHaveFocus();
    await expect(args.onSubmit).not.toHaveBeenCalled();
  },
};

/** "Something else" needs a comment: sending without one asks for it. */
export const SomethingElseNeedsComments: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('radio', { name: 'Something else' }));
    await userEvent.click(canvas.getByRole('button', { name: REPORT_LISTING_TEXTS.submit }));
    await expect(canvas.getByLabelText(REPORT_LISTING_TEXTS.comments)).toHaveAccessibleDescription(
      REPORT_LISTING_TEXTS.missingComments,
    );
    await expect(args.onSubmit).not.toHaveBeenCalled();
  },
};

/** A reason and a comment are sent, the comment trimmed. */
export const Submitted: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('radio', { name: 'The price is wrong' }));
    await userEvent.type(
      canvas.getByLabelText(/^Tell us more/),
      'The dealer asked $21,500 on the phone, not $18,995. ',
    );
    await userEvent.click(canvas.getByRole('button', { name: REPORT_LISTING_TEXTS.submit }));
    await expect(args.onSubmit).toHaveBeenCalledWith({
      reason: 'price',
      comments: 'The dealer asked $21,500 on the phone, not $18,995.',
    });
  },
};
