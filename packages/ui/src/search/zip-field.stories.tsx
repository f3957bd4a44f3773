import type { Meta, StoryObj } from '@storybook/react-vite';
import { fn } from 'storybook/test';
import { ZIP_MESSAGES } from './zip';
import { ZipField } from './zip-field';

// A controlled field: the form around it keeps the value and decides the error, so each state is an arg.
const meta = {
  title: 'Search/ZipField',
  component: ZipField,
  args: { idPrefix: 'story', value: '', onChange: fn() },
} satisfies Meta<typeof ZipField>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Empty and optional. */
export const Empty: Story = {};

/** A zip filled in. */
export const Filled: Story = { args: { value: '78701' } };

/** Required (the location bar and the dealer search). */
export const Required: Story = { args: { required: true } };

/** A required zip left empty after submit. */
export const MissingError: Story = { args: { required: true, error: ZIP_MESSAGES.missing } };

/** A zip of the wrong shape after submit. */
export const InvalidError: Story = { args: { value: '7870', error: ZIP_MESSAGES.invalid } };

/** The page's lookup found nothing for the zip (spec 001 s8 market lookup message). */
export const LookupError: Story = {
  args: { value: '99950', error: 'cannot find zipcode data for Ketchikan AK' },
};
