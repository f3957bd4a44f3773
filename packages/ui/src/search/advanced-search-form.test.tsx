import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderToString } from 'react-dom/server';
import { describe, expect, it, vi } from 'vitest';
import {
  ADVANCED_SEARCH_TEXTS,
  AdvancedSearchForm,
  type AdvancedSearchFormProps,
  CONDITION_OPTIONS,
  LOCATION_BAR_TEXTS,
  RADIUS_OPTIONS,
  ZIP_MESSAGES,
} from './index';

const makes = [
  { value: 'HONDA', label: 'Honda' },
  { value: 'TOYOTA', label: 'Toyota' },
];
const models = [
  { value: 'CIVIC', label: 'Civic' },
  { value: 'ACCORD', label: 'Accord' },
];
const bodyStyles = [
  { value: 'SEDAN', label: 'Sedan' },
  { value: 'SUV', label: 'SUV' },
];

function setup(props: Partial<AdvancedSearchFormProps> = {}) {
  const onSubmit = vi.fn();
  render(
    <AdvancedSearchForm
      makes={makes}
      models={models}
      bodyStyles={bodyStyles}
      onSubmit={onSubmit}
      {...props}
    />,
  );
  return { onSubmit, user: userEvent.setup() };
}

const field = (name: string) => screen.getByLabelText(name);
const search = () => screen.getByRole('button', { name: 'Search' });

describe('AdvancedSearchForm', () => {
  it('labels every field', () => {
    setup();
    const condition = screen.getByRole('group', { name: 'Condition' });
    expect(
      within(condition)
        .getAllByRole('radio')
        .map((radio) => radio.getAttribute('value')),
    ).toEqual(['ALL', 'NEW', 'USED', 'CERTIFIED']);
    // getByLabelText, not getByRole, for the rest: role queries walk the whole tree each time (seconds on a
    // loaded machine), and the accessible-name loop below already checks every control's name.
    for (const { label } of CONDITION_OPTIONS) {
      expect(within(condition).getByLabelText(label)).toHaveAttribute('type', 'radio');
    }
    expect(screen.getByLabelText('All')).toBeChecked();
    for (const name of ['Make', 'Model', 'Distance', 'Body style']) {
      expect(screen.getByLabelText(name).tagName).toBe('SELECT');
    }
    expect(screen.getByLabelText('ZIP code')).toHaveAttribute('type', 'text');
    expect(within(screen.getByRole('group', { name: 'Price' })).getAllByRole('spinbutton')).toHaveLength(2);
    expect(within(screen.getByRole('group', { name: 'Year' })).getAllByRole('spinbutton')).toHaveLength(2);
    for (const name of ['Min price', 'Max price', 'Min year', 'Max year', 'Max mileage']) {
      expect(screen.getByLabelText(name)).toHaveAttribute('type', 'number');
    }
    expect(search()).toHaveAttribute('type', 'submit');
    // Every control has a name a screen reader reads.
    for (const control of document.querySelectorAll('input, select, button')) {
      expect(control).toHaveAccessibleName();
    }
  });

  it('offers the distances of the location bar, 50 miles first chosen', () => {
    setup();
    const distance = screen.getByRole('combobox', { name: LOCATION_BAR_TEXTS.distance });
    expect(
      within(distance)
        .getAllByRole('option')
        .map((option) => option.textContent),
    ).toEqual(RADIUS_OPTIONS.map(LOCATION_BAR_TEXTS.radius));
    expect(distance).toHaveValue('50');
    expect(screen.getByRole('option', { name: 'Nationwide' })).toHaveValue('0');
  });

  it('lists the body styles the page gives, after "All body styles"', () => {
    setup();
    const style = screen.getByRole('combobox', { name: 'Body style' });
    expect(
      within(style)
        .getAllByRole('option')
        .map((option) => option.textContent),
    ).toEqual(['All body styles', 'Sedan', 'SUV']);
  });

  it('keeps the model select disabled until a make is chosen, and empties it when the make changes', async () => {
    const onMakeChange = vi.fn();
    const { user, onSubmit } = setup({ onMakeChange });
    const model = screen.getByRole('combobox', { name: 'Model' });
    expect(model).toBeDisabled();
    await user.selectOptions(screen.getByRole('combobox', { name: 'Make' }), 'Honda');
    expect(onMakeChange).toHaveBeenCalledWith('HONDA');
    expect(model).toBeEnabled();
    await user.selectOptions(model, 'Civic');
    await user.selectOptions(screen.getByRole('combobox', { name: 'Make' }), 'Toyota');
    expect(model).toHaveValue('');
    await user.selectOptions(screen.getByRole('combobox', { name: 'Make' }), '');
    expect(model).toBeDisabled();
    await user.click(search());
    expect(onSubmit).toHaveBeenCalledWith({ listingType: 'ALL', searchRadius: '50' });
  });

  it('disables the model select while models load', () => {
    setup({ defaultValue: { makeCode: 'HONDA' }, modelsLoading: true });
    const model = screen.getByRole('combobox', { name: 'Model' });
    expect(model).toBeDisabled();
    expect(model).toHaveAttribute('aria-busy', 'true');
    expect(screen.getByRole('option', { name: 'Loading models…' })).toBeInTheDocument();
  });

  it('submits only the fields filled in; condition and distance always have a choice', async () => {
    const { user, onSubmit } = setup();
    await user.click(screen.getByRole('radio', { name: 'Used' }));
    await user.selectOptions(screen.getByRole('combobox', { name: 'Make' }), 'Honda');
    await user.type(field('ZIP code'), '78701');
    await user.type(field('Max price'), '25000');
    await user.click(search());
    expect(onSubmit).toHaveBeenCalledTimes(1);
    expect(onSubmit).toHaveBeenCalledWith({
      listingType: 'USED',
      makeCode: 'HONDA',
      zip: '78701',
      searchRadius: '50',
      maxPrice: '25000',
    });
  });

  it('submits every field under its search key', async () => {
    const { user, onSubmit } = setup();
    await user.click(screen.getByRole('radio', { name: 'Certified by the maker' }));
    await user.selectOptions(screen.getByRole('combobox', { name: 'Make' }), 'Honda');
    await user.selectOptions(screen.getByRole('combobox', { name: 'Model' }), 'Accord');
    await user.type(field('ZIP code'), '10001');
    await user.selectOptions(screen.getByRole('combobox', { name: 'Distance' }), 'Nationwide');
    await user.selectOptions(screen.getByRole('combobox', { name: 'Body style' }), 'Sedan');
    await user.type(field('Min price'), '10000');
    await user.type(field('Max price'), '20000');
    await user.type(field('Min year'), '2018');
    await user.type(field('Max year'), '2018');
    await user.type(field('Max mileage'), '60000');
    await user.click(search());
    const expected = {
      listingType: 'CERTIFIED',
      makeCode: 'HONDA',
      modelCode: 'ACCORD',
      zip: '10001',
      searchRadius: '0',
      vehicleStyleCode: 'SEDAN',
      minPrice: '10000',
      maxPrice: '20000',
      startYear: '2018',
      endYear: '2018',
      maxMileage: '60000',
    };
    expect(onSubmit).toHaveBeenCalledWith(expected);
    // The same names without JavaScript: the browser's GET sends what onSubmit got.
    const form = search().closest('form') as HTMLFormElement;
    expect(Object.fromEntries(new FormData(form))).toEqual(expected);
  });

  it.each([
    ['price', 'Min price', '30000', 'Max price', '20000', ADVANCED_SEARCH_TEXTS.priceMinAboveMax],
    ['year', 'Min year', '2022', 'Max year', '2019', ADVANCED_SEARCH_TEXTS.yearMinAboveMax],
  ])(
    'stops a %s range whose min is above its max, with an error on its fields',
    async (_, minLabel, min, maxLabel, max, message) => {
      const { user, onSubmit } = setup();
      await user.type(field(minLabel), min);
      await user.type(field(maxLabel), max);
      await user.click(search());
      expect(onSubmit).not.toHaveBeenCalled();
      expect(screen.getByRole('alert')).toHaveTextContent(message);
      for (const label of [minLabel, maxLabel]) {
        expect(field(label)).toHaveAttribute('aria-invalid', 'true');
        expect(field(label)).toHaveAccessibleDescription(message);
      }
      expect(field(minLabel)).toHaveFocus();
      // Corrected, the error goes and the search goes through.
      await user.clear(field(maxLabel));
      await user.type(field(maxLabel), min);
      expect(screen.queryByRole('alert')).toBeNull();
      expect(field(minLabel)).not.toHaveAttribute('aria-invalid');
      await user.click(search());
      expect(onSubmit).toHaveBeenCalledTimes(1);
    },
  );

  it('takes an equal min and max', async () => {
    const { user, onSubmit } = setup();
    await user.type(field('Min year'), '2020');
    await user.type(field('Max year'), '2020');
    await user.click(search());
    expect(onSubmit).toHaveBeenCalledWith({
      listingType: 'ALL',
      searchRadius: '50',
      startYear: '2020',
      endYear: '2020',
    });
  });

  it('asks for a 4-digit year and whole numbers', async () => {
    const { user, onSubmit } = setup();
    await user.type(field('Min year'), '20');
    await user.type(field('Max mileage'), '1.5');
    await user.click(search());
    expect(onSubmit).not.toHaveBeenCalled();
    expect(screen.getAllByRole('alert').map((alert) => alert.textContent)).toEqual([
      'Enter a 4-digit year.',
      'Enter a whole number.',
    ]);
    expect(field('Max mileage')).toHaveAccessibleDescription('Enter a whole number.');
    expect(field('Min year')).toHaveFocus();
  });

  it('rejects a zip that is not five digits, as the home search does', async () => {
    const { user, onSubmit } = setup();
    const zip = field('ZIP code');
    await user.type(zip, '7870');
    await user.click(search());
    expect(onSubmit).not.toHaveBeenCalled();
    expect(screen.getByRole('alert')).toHaveTextContent(ZIP_MESSAGES.invalid);
    expect(ZIP_MESSAGES.invalid).toBe('Enter a valid 5-digit ZIP code.');
    expect(zip).toHaveAttribute('aria-invalid', 'true');
    expect(zip).toHaveAccessibleDescription('Enter a valid 5-digit ZIP code.');
    expect(zip).toHaveFocus();
    await user.type(zip, '1');
    expect(screen.queryByRole('alert')).toBeNull();
  });

  it('is filled and submitted from the keyboard alone', async () => {
    const { user, onSubmit } = setup();
    await user.tab();
    expect(screen.getByRole('radio', { name: 'All' })).toHaveFocus();
    await user.keyboard('{ArrowRight}{ArrowRight}');
    expect(screen.getByRole('radio', { name: 'Used' })).toBeChecked();
    await user.tab();
    expect(screen.getByRole('combobox', { name: 'Make' })).toHaveFocus();
    // The model select, disabled without a make, is skipped.
    await user.tab();
    expect(field('ZIP code')).toHaveFocus();
    await user.keyboard('78701{Enter}');
    const expected = { listingType: 'USED', zip: '78701', searchRadius: '50' };
    expect(onSubmit).toHaveBeenLastCalledWith(expected);
    // Distance, the price and year ranges, body style and mileage, then Search.
    for (let step = 0; step < 8; step++) await user.tab();
    expect(search()).toHaveFocus();
    await user.keyboard(' ');
    expect(onSubmit).toHaveBeenCalledTimes(2);
    expect(onSubmit).toHaveBeenLastCalledWith(expected);
  });

  it('starts from the values given, an unusual distance included', () => {
    setup({
      defaultValue: {
        listingType: 'NEW',
        makeCode: 'HONDA',
        modelCode: 'CIVIC',
        zip: '78701',
        searchRadius: '30',
      },
    });
    expect(screen.getByRole('radio', { name: 'New' })).toBeChecked();
    expect(screen.getByRole('combobox', { name: 'Model' })).toHaveValue('CIVIC');
    expect(screen.getByRole('textbox', { name: 'ZIP code' })).toHaveValue('78701');
    expect(screen.getByRole('combobox', { name: 'Distance' })).toHaveValue('30');
    expect(screen.getByRole('option', { name: '30 miles' })).toBeInTheDocument();
  });

  it('disables Search while submitting', () => {
    setup({ submitting: true });
    expect(search()).toBeDisabled();
  });

  it('renders on the server as a GET form to the action', () => {
    const html = renderToString(
      <AdvancedSearchForm makes={makes} action="/cars-for-sale/searchresults.xhtml" onSubmit={() => {}} />,
    );
    expect(html).toContain('action="/cars-for-sale/searchresults.xhtml"');
    expect(html).toContain('method="get"');
    for (const name of [
      'listingType',
      'makeCode',
      'modelCode',
      'zip',
      'searchRadius',
      'minPrice',
      'maxMileage',
    ]) {
      expect(html).toContain(`name="${name}"`);
    }
  });
});
