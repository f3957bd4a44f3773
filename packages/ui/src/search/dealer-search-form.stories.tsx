import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn } from 'storybook/test';
import { DealerSearchForm } from './dealer-search-form';
import { ALL_MAKES, MAKES } from './stories.fixtures';
import { ZIP_MESSAGES } from './zip';

const meta = {
  title: 'Search/DealerSearchForm',
  component: DealerSearchForm,
  args: { makes: MAKES, action: '/car-dealers', onSubmit: fn() },
} satisfies Meta<typeof DealerSearchForm>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Empty: any make, no zip yet. */
export const Default: Story = {};

/** A returning shopper's make and zip. */
export const Prefilled: Story = { args: { defaultValue: { makeCode: 'FORD', zip: '78701' } } };

/** The dealer search is on its way: the button is disabled. */
export const Submitting: Story = { args: { defaultValue: { zip: '78701' }, submitting: true } };

/** The page's zip lookup failed (spec 001 s8 market lookup message), shown under the zip. */
export const ZipErrorFromPage: Story = {
  args: { defaultValue: { zip: '99950' }, zipErrorMessage: 'cannot find zipcode data for Ketchikan AK' },
};

/** Every make of the spec's list. */
export const ManyMakes: Story = { args: { makes: ALL_MAKES, submitLabel: 'Find Dealers Near Me' } };

/** After submit without a zip: the required zip says so, and nothing is searched. */
export const MissingZip: Story = {
  play: async ({ canvas, userEvent, args }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Find Dealers' }));
    await expect(canvas.getByRole('alert')).toHaveTextContent(ZIP_MESSAGES.missing);
    await expect(args.onSubmit).not.toHaveBeenCalled();
  },
};

/** After submit with a 4-digit zip: the zip is invalid. */
export const InvalidZip: Story = {
  play: async ({ canvas, userEvent, args }) => {
    await userEvent.type(canvas.getByLabelText('ZIP code'), '7870');
    await userEvent.click(canvas.getByRole('button', { name: 'Find Dealers' }));
    await expect(canvas.getByRole('alert')).toHaveTextContent(ZIP_MESSAGES.invalid);
    await expect(args.onSubmit).not.toHaveBeenCalled();
  },
};

/** After submit with a make and a zip: the search goes out. */
export const SubmitsSearch: Story = {
  play: async ({ canvas, userEvent, args }) => {
    await userEvent.selectOptions(canvas.getByLabelText('Make'), 'TOYOTA');
    await userEvent.type(canvas.getByLabelText('ZIP code'), '78664');
    await userEvent.click(canvas.getByRole('button', { name: 'Find Dealers' }));
    await expect(args.onSubmit).toHaveBeenCalledWith({ makeCode: 'TOYOTA', zip: '78664' });
  },
};
