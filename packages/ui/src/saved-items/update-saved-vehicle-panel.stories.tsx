import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import {
  CIVIC,
  INVALID_PHONE,
  LONG_NOTES,
  LONG_TITLE_VEHICLE,
  MANY_SERVER_ERRORS,
  PHONE,
  SERVER_ERRORS,
  SERVER_WARNING,
} from './stories.fixtures';
import { SAVED_ITEMS_MESSAGES } from './texts';
import { UpdateSavedVehiclePanel } from './update-saved-vehicle-panel';

const meta = {
  title: 'Saved items/UpdateSavedVehiclePanel',
  component: UpdateSavedVehiclePanel,
  args: {
    vehicle: CIVIC,
    initialValues: { title: 'My Civic', phone: PHONE, enableEmailAlerts: true },
    onSubmit: fn(),
    onClose: fn(),
  },
} satisfies Meta<typeof UpdateSavedVehiclePanel>;

export default meta;
type Story = StoryObj<typeof meta>;

/** A saved vehicle with its title, phone and e-mail alerts on. */
export const Default: Story = {};

/** Newly saved: the listing's title, no notes, no alerts. */
export const NewlySaved: Story = { args: { initialValues: {} } };

/** A listing without a photo or price, and no values: the emptiest panel. */
export const Empty: Story = { args: { vehicle: { title: '2019 Ford F-150 XLT' }, initialValues: {} } };

/** The update is being sent: the form is disabled. */
export const Loading: Story = { args: { buttonState: 'loading' } };

/** Saved: the success text, for the 3000 ms before the panel closes. */
export const Loaded: Story = { args: { buttonState: 'loaded' } };

/** The server warned: the next save is sent with the overwrite flag. */
export const Warning: Story = { args: { messages: { warning: SERVER_WARNING } } };

/** The server returned errors, one per line. */
export const ErrorState: Story = { name: 'Error', args: { messages: { error: SERVER_ERRORS } } };

/** Many messages of both severities. */
export const ManyMessages: Story = {
  args: { messages: { warning: SERVER_WARNING, error: MANY_SERVER_ERRORS } },
};

/** Text alerts with a phone the server rejected: the spec's phone error at the field. */
export const InvalidPhone: Story = {
  args: {
    initialValues: { title: 'My Civic', phone: INVALID_PHONE, enableTextAlerts: true },
    fieldErrors: { phone: SAVED_ITEMS_MESSAGES.invalidPhone },
  },
};

/** A long listing title and long notes. */
export const LongText: Story = {
  args: {
    vehicle: LONG_TITLE_VEHICLE,
    initialValues: { notes: LONG_NOTES, phone: PHONE, enableEmailAlerts: true, enableTextAlerts: true },
  },
};

/** Editing the notes and alerts sends every field as one value. */
export const EditAndSave: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await userEvent.type(canvas.getByLabelText('Notes'), 'Call the dealer Friday');
    await userEvent.click(canvas.getByRole('checkbox', { name: 'Text alerts' }));
    await userEvent.click(canvas.getByRole('button', { name: 'Save changes' }));
    await expect(args.onSubmit).toHaveBeenCalledWith({
      title: 'My Civic',
      notes: 'Call the dealer Friday',
      phone: PHONE,
      enableEmailAlerts: true,
      enableTextAlerts: true,
    });
  },
};
