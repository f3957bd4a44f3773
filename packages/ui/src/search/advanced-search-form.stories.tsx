import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn } from 'storybook/test';
import { AdvancedSearchForm } from './advanced-search-form';
import { ADVANCED_SEARCH_TEXTS } from './advanced-search-values';
import { ALL_MAKES, BODY_STYLES, HONDA_MODELS, MAKES } from './stories.fixtures';
import { ZIP_MESSAGES } from './zip';

const meta = {
  title: 'Search/AdvancedSearchForm',
  component: AdvancedSearchForm,
  args: {
    makes: MAKES,
    bodyStyles: BODY_STYLES,
    action: '/cars-for-sale/searchresults.xhtml',
    onMakeChange: fn(),
    onSubmit: fn(),
  },
} satisfies Meta<typeof AdvancedSearchForm>;

export default meta;
type Story = StoryObj<typeof meta>;

/** A first visit: every field at its default (All, 50 miles), no make chosen, so the model select waits. */
export const Default: Story = {};

/** A returning shopper: every field filled in from the last search. */
export const Prefilled: Story = {
  args: {
    models: HONDA_MODELS,
    defaultValue: {
      listingType: 'USED',
      makeCode: 'HONDA',
      modelCode: 'CIVIC',
      zip: '78701',
      searchRadius: '75',
      vehicleStyleCode: 'SEDAN',
      minPrice: '10000',
      maxPrice: '25000',
      startYear: '2018',
      endYear: '2022',
      maxMileage: '60000',
    },
  },
};

/** A make is chosen and its models are loading: the model select is disabled and says so. */
export const ModelsLoading: Story = {
  args: { defaultValue: { makeCode: 'HONDA' }, modelsLoading: true },
};

/** The search is on its way: the button is disabled. */
export const Submitting: Story = {
  args: { models: HONDA_MODELS, defaultValue: { makeCode: 'HONDA', zip: '78701' }, submitting: true },
};

/** The makes and body styles did not load: only the "All" choices are offered. */
export const NoReferenceData: Story = { args: { makes: [], bodyStyles: [] } };

/** Every make of the spec's list, acura through yugo. */
export const ManyMakes: Story = { args: { makes: ALL_MAKES } };

/** A radius the choices do not list (a shared link) is kept and shown. */
export const UnlistedRadius: Story = { args: { defaultValue: { zip: '92688', searchRadius: '30' } } };

/** After submit: a bad zip, a min price above the max and a bad year and a fractional mileage stop the search, each said at its field. */
export const ValidationErrors: Story = {
  play: async ({ canvas, userEvent, args }) => {
    await userEvent.type(canvas.getByLabelText('ZIP code'), '7870');
    await userEvent.type(canvas.getByLabelText(ADVANCED_SEARCH_TEXTS.minPrice), '30000');
    await userEvent.type(canvas.getByLabelText(ADVANCED_SEARCH_TEXTS.maxPrice), '20000');
    await userEvent.type(canvas.getByLabelText(ADVANCED_SEARCH_TEXTS.startYear), '18');
    await userEvent.type(canvas.getByLabelText(ADVANCED_SEARCH_TEXTS.maxMileage), '60000.5');
    await userEvent.click(canvas.getByRole('button', { name: ADVANCED_SEARCH_TEXTS.submit }));
    await expect(canvas.getByText(ZIP_MESSAGES.invalid)).toBeVisible();
    await expect(canvas.getByText(ADVANCED_SEARCH_TEXTS.notAYear)).toBeVisible();
    await expect(canvas.getByText(ADVANCED_SEARCH_TEXTS.priceMinAboveMax)).toBeVisible();
    await expect(canvas.getByText(ADVANCED_SEARCH_TEXTS.notAWholeNumber)).toBeVisible();
    await expect(canvas.getByLabelText('ZIP code')).toHaveFocus();
    await expect(args.onSubmit).not.toHaveBeenCalled();
  },
};

/** After submit: a valid search goes out with only the fields filled in. */
export const SubmitsValidSearch: Story = {
  args: { models: HONDA_MODELS, defaultValue: { makeCode: 'HONDA' } },
  play: async ({ canvas, userEvent, args }) => {
    await userEvent.click(canvas.getByLabelText('Used'));
    await userEvent.selectOptions(canvas.getByLabelText('Model'), 'CIVIC');
    await userEvent.type(canvas.getByLabelText('ZIP code'), '78701');
    await userEvent.type(canvas.getByLabelText(ADVANCED_SEARCH_TEXTS.maxPrice), '20000');
    await userEvent.click(canvas.getByRole('button', { name: ADVANCED_SEARCH_TEXTS.submit }));
    await expect(args.onSubmit).toHaveBeenCalledWith({
      listingType: 'USED',
      makeCode: 'HONDA',
      modelCode: 'CIVIC',
      zip: '78701',
      searchRadius: '50',
      maxPrice: '20000',
    });
  },
};
