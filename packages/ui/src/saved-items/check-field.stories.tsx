import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { CheckField } from './check-field';

const meta = {
  title: 'Saved items/CheckField',
  component: CheckField,
  args: { label: 'Email alerts', name: 'enableEmailAlerts', checked: false, onChange: fn() },
} satisfies Meta<typeof CheckField>;

export default meta;
type Story = StoryObj<typeof meta>;

/** An alert flag that is off. */
export const Unchecked: Story = {};

/** An alert flag that is on. */
export const Checked: Story = { args: { checked: true } };

/** Disabled while a save is sent. */
export const Disabled: Story = { args: { checked: true, disabled: true } };

/** A long label wraps beside its box. */
export const LongLabel: Story = {
  args: {
    label: 'Text alerts when the price drops, the listing is sold or a similar vehicle is listed near 78701',
    name: 'enableTextAlerts',
  },
};

/** The field reports the new value; the caller holds it. */
export const Toggle: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('checkbox', { name: 'Email alerts' }));
    await expect(args.onChange).toHaveBeenCalledWith(true);
  },
};
