import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, fn } from 'storybook/test';
import { Modal } from './modal';
import { TextField } from './shared/text-field';

// Modals render open: a story is the modal on screen, as its caller mounts it.
const meta = {
  title: 'Shared/Modal',
  component: Modal,
  args: {
    title: 'Your message was sent',
    onClose: fn(),
    children: <p>We sent the listing for the Used 2019 Honda Civic EX to alex.kim@example.com.</p>,
  },
} satisfies Meta<typeof Modal>;

export default meta;
type Story = StoryObj<typeof meta>;

/** A short confirmation (spec 001 s2 e-mail confirmation modal). */
export const Default: Story = {};

function ShareFields() {
  const [name, setName] = useState('');
  const [toEmail, setToEmail] = useState('');
  return (
    <form onSubmit={(event) => event.preventDefault()}>
      <TextField label="Your name" name="name" autoComplete="name" value={name} onChange={setName} />
      <TextField
        label="Friend's email"
        name="toEmail"
        type="email"
        required
        value={toEmail}
        onChange={setToEmail}
      />
      <button type="submit" className="fc-button">
        Send
      </button>
    </form>
  );
}

/** A form inside (spec 001 s2 share listing modal): focus is trapped among its fields. */
export const WithForm: Story = {
  args: { title: 'Share this listing', children: <ShareFields /> },
};

/** A long title and a body taller than the screen: the dialog scrolls. */
export const LongContent: Story = {
  args: {
    title:
      'Certified 2022 Land Rover Range Rover Sport HSE Dynamic w/ Driver Assist Pack: what the dealer adds',
    children: (
      <>
        {Array.from({ length: 12 }, (_, index) => index + 1).map((step) => (
          <p key={step}>
            Every certified vehicle passes a 165-point inspection, comes with a vehicle history report and
            carries an extended limited warranty of up to 7 years or 100,000 miles from the original
            in-service date. Step {step} of the dealer's reconditioning covers brakes, tires, fluids and the
            infotainment system.
          </p>
        ))}
      </>
    ),
  },
};

/** A close button with the caller's own label. */
export const CustomCloseLabel: Story = { args: { title: 'Compare', closeLabel: 'Close compare' } };

/** After Escape: the caller is asked to close. */
export const ClosesOnEscape: Story = {
  play: async ({ args, userEvent }) => {
    await userEvent.keyboard('{Escape}');
    await expect(args.onClose).toHaveBeenCalled();
  },
};
