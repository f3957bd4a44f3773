import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn } from 'storybook/test';
import { SearchForm } from './search-form';
import { ALL_MAKES, HONDA_MODELS, MAKES } from './stories.fixtures';
import { ZIP_MESSAGES } from './zip';

const meta = {
  title: 'Search/SearchForm',
  component: SearchForm,
  args: {
    makes: MAKES,
    action: '/cars-for-sale/searchresults.xhtml',
    onMakeChange: fn(),
    onModelChange: fn(),
    onZipChange: fn(),
    onSubmit: fn(),
  },
} satisfies Meta<typeof SearchForm>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The home page's search, empty: any make, the model waiting for one, an optional zip. */
export const Default: Story = {};

/** A returning shopper's Honda Civic near 78701. */
export const Prefilled: Story = {
  args: { models: HONDA_MODELS, defaultValue: { makeCode: 'HONDA', modelCode: 'CIVIC', zip: '78701' } },
};

/** Honda chosen, its models loading (spec 001 s4 modelsLoading). */
export const ModelsLoading: Story = { args: { defaultValue: { makeCode: 'HONDA' }, modelsLoading: true } };

/** The search is on its way: the button is disabled. */
export const Submitting: Story = {
  args: { models: HONDA_MODELS, defaultValue: { makeCode: 'HONDA', zip: '78701' }, submitting: true },
};

/** The market lookup found nothing for the zip (spec 001 s8), said under the zip. */
export const ZipErrorFromPage: Story = {
  args: { defaultValue: { zip: '99950' }, zipErrorMessage: 'cannot find zipcode data for Ketchikan AK' },
};

/** The makes did not load: only "All makes". */
export const NoMakes: Story = { args: { makes: [] } };

/** Every make of the spec's list, and a longer button label. */
export const ManyMakes: Story = { args: { makes: ALL_MAKES, submitLabel: 'Show matching cars for sale' } };

/** After submit with a required zip left empty: the zip says so. */
export const MissingRequiredZip: Story = {
  args: { zipRequired: true },
  play: async ({ canvas, userEvent, args }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Search' }));
    await expect(canvas.getByRole('alert')).toHaveTextContent(ZIP_MESSAGES.missing);
    await expect(args.onSubmit).not.toHaveBeenCalled();
  },
};

/** After submit with a 3-digit zip: the zip is marked invalid. */
export const InvalidZip: Story = {
  play: async ({ canvas, userEvent, args }) => {
    await userEvent.type(canvas.getByLabelText('ZIP code'), '787');
    await userEvent.click(canvas.getByRole('button', { name: 'Search' }));
    await expect(canvas.getByRole('alert')).toHaveTextContent(ZIP_MESSAGES.invalid);
    await expect(canvas.getByLabelText('ZIP code')).toHaveAttribute('aria-invalid', 'true');
    await expect(args.onSubmit).not.toHaveBeenCalled();
  },
};

/** After submit with a make, a model and a zip: the search goes out. */
export const SubmitsSearch: Story = {
  args: { models: HONDA_MODELS, defaultValue: { makeCode: 'HONDA' } },
  play: async ({ canvas, userEvent, args }) => {
    await userEvent.selectOptions(canvas.getByLabelText('Model'), 'CRV');
    await userEvent.type(canvas.getByLabelText('ZIP code'), '80202');
    await userEvent.click(canvas.getByRole('button', { name: 'Search' }));
    await expect(args.onSubmit).toHaveBeenCalledWith({ makeCode: 'HONDA', modelCode: 'CRV', zip: '80202' });
  },
};
