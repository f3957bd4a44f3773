import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import {
  INVALID_PHONE,
  LONG_SEARCH_NAME,
  PHONE,
  SEARCH_NAME,
  SERVER_ERRORS,
  SERVER_SEARCH_WARNING,
} from './stories.fixtures';
import { SAVED_ITEMS_MESSAGES } from './texts';
import { UpdateSavedSearchModal } from './update-saved-search-modal';

const meta = {
  title: 'Saved items/UpdateSavedSearchModal',
  component: UpdateSavedSearchModal,
  args: {
    initialValues: { searchName: SEARCH_NAME, sendEmailAlerts: true },
    onSubmit: fn(),
    onClose: fn(),
  },
} satisfies Meta<typeof UpdateSavedSearchModal>;

export default meta;
type Story = StoryObj<typeof meta>;

/** A newly saved search: its name and e-mail alerts on. */
export const Default: Story = {};

/** No values yet: every field empty, every alert off. */
export const Empty: Story = { args: { initialValues: {} } };

/** Both alerts on, with the phone the server formatted. */
export const AllAlertsOn: Story = {
  args: {
    initialValues: { searchName: SEARCH_NAME, phone: PHONE, sendEmailAlerts: true, sendTextAlerts: true },
  },
};

/** The update is being sent: the form is disabled. */
export const Loading: Story = { args: { buttonState: 'loading' } };

/** Saved: the success text, for the 500 ms before the dialog closes. */
export const Loaded: Story = { args: { buttonState: 'loaded' } };

/** The server warned: the next save is sent with the overwrite flag. */
export const Warning: Story = { args: { messages: { warning: SERVER_SEARCH_WARNING } } };

/** The server returned errors. */
export const ErrorState: Story = { name: 'Error', args: { messages: { error: SERVER_ERRORS } } };

/** Saving the search failed: the spec's text. */
export const SaveSearchError: Story = { args: { messages: { error: SAVED_ITEMS_MESSAGES.saveSearchError } } };

/** Text alerts with a phone the server rejected: the spec's phone error at the field. */
export const InvalidPhone: Story = {
  args: {
    initialValues: { searchName: SEARCH_NAME, phone: INVALID_PHONE, sendTextAlerts: true },
    fieldErrors: { phone: SAVED_ITEMS_MESSAGES.invalidPhone },
  },
};

/** A long search name. */
export const LongText: Story = {
  args: { initialValues: { searchName: LONG_SEARCH_NAME, sendEmailAlerts: true } },
};

/** Renaming the search and turning text alerts on sends every value with the store's names. */
export const EditAndSave: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    const name = canvas.getByLabelText('Search name');
    await userEvent.clear(name);
    await userEvent.type(name, 'Civic for Sam');
    await userEvent.click(canvas.getByRole('checkbox', { name: 'Text alerts' }));
    await userEvent.type(canvas.getByLabelText('Mobile phone'), PHONE);
    await userEvent.click(canvas.getByRole('button', { name: 'Save changes' }));
    await expect(args.onSubmit).toHaveBeenCalledWith({
      searchName: 'Civic for Sam',
      phone: PHONE,
      sendEmailAlerts: true,
      sendTextAlerts: true,
    });
  },
};
