import type { Meta, StoryObj } from '@storybook/react-vite';
import { Confirmation, ServerError } from './form-result';
import { FRIEND, SERVER_ERRORS } from './modal-stories.fixtures';
import { SHARE_EMAIL_TEXTS } from './share-email-form';

// The result pieces the forms of this folder share: the confirmation that replaces a sent form, and the server's
// error message above a form.
const meta = {
  title: 'Vehicle/FormResult',
  component: Confirmation,
  subcomponents: { ServerError },
  args: {
    show: true,
    children: (
      <>
        <p className="fc-form-result__title">{SHARE_EMAIL_TEXTS.confirmation}</p>
        <p>{`We sent this listing to ${FRIEND.email}.`}</p>
      </>
    ),
  },
} satisfies Meta<typeof Confirmation>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Success: the confirmation, which takes focus as it appears. */
export const Confirmed: Story = {};

/** Idle: the live region is there, empty, so the confirmation is announced when it arrives. */
export const Idle: Story = { args: { show: false } };

/** A long confirmation. */
export const LongConfirmation: Story = {
  args: {
    children: (
      <>
        <p className="fc-form-result__title">{SHARE_EMAIL_TEXTS.confirmation}</p>
        <p>
          We sent this listing to
          alexandra.montgomery-fitzgerald.household@austin-family-carpool-planning.example.com. It may take a
          few minutes to arrive; ask your friend to check their spam folder if it does not.
        </p>
      </>
    ),
  },
};

/** The server's errorMessage, shown as given (spec 001 section 8) and announced at once. */
export const ErrorMessage: Story = { render: () => <ServerError message={SERVER_ERRORS.shareEmail} /> };

/** A long server message. */
export const LongError: Story = { render: () => <ServerError message={SERVER_ERRORS.long} /> };

/** No error message: nothing is shown. */
export const NoError: Story = { render: () => <ServerError message={null} /> };
