import { act, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { hydrateRoot } from 'react-dom/client';
import { renderToString } from 'react-dom/server';
import { describe, expect, it, vi } from 'vitest';
import { SearchForm, type SearchFormProps, ZIP_MESSAGES } from './index';

const makes = [
  { value: 'HONDA', label: 'Honda' },
  { value: 'TOYOTA', label: 'Toyota' },
];
const models = [
  { value: 'CIVIC', label: 'Civic' },
  { value: 'ACCORD', label: 'Accord' },
];

function setup(props: Partial<SearchFormProps> = {}) {
  const onSubmit = vi.fn();
  render(<SearchForm makes={makes} models={models} onSubmit={onSubmit} {...props} />);
  return { onSubmit, user: userEvent.setup() };
}

describe('SearchForm', () => {
  it('keeps the model select disabled until a make is chosen', async () => {
    const onMakeChange = vi.fn();
    const { user } = setup({ onMakeChange });
    expect(screen.getByRole('combobox', { name: 'Model' })).toBeDisabled();
    await user.selectOptions(screen.getByRole('combobox', { name: 'Make' }), 'Honda');
    expect(onMakeChange).toHaveBeenCalledWith('HONDA');
    expect(screen.getByRole('combobox', { name: 'Model' })).toBeEnabled();
  });

  it('disables the model select while models load', () => {
    setup({ defaultValue: { makeCode: 'HONDA' }, modelsLoading: true });
    const model = screen.getByRole('combobox', { name: 'Model' });
    expect(model).toBeDisabled();
    expect(model).toHaveAttribute('aria-busy', 'true');
    expect(screen.getByRole('option', { name: 'Loading models…' })).toBeInTheDocument();
  });

  it('submits make, model and zip', async () => {
    const onModelChange = vi.fn();
    const onZipChange = vi.fn();
    const { user, onSubmit } = setup({ onModelChange, onZipChange });
    await user.selectOptions(screen.getByRole('combobox', { name: 'Make' }), 'Honda');
    await user.selectOptions(screen.getByRole('combobox', { name: 'Model' }), 'Civic');
    await user.type(screen.getByRole('textbox', { name: 'ZIP code' }), '78701');
    await user.click(screen.getByRole('button', { name: 'Search' }));
    expect(onModelChange).toHaveBeenCalledWith('CIVIC');
    expect(onZipChange).toHaveBeenLastCalledWith('78701');
    expect(onSubmit).toHaveBeenCalledWith({ makeCode: 'HONDA', modelCode: 'CIVIC', zip: '78701' });
  });

  it('clears the model when the make changes', async () => {
    const { user, onSubmit } = setup({ defaultValue: { makeCode: 'HONDA', modelCode: 'CIVIC' } });
    await user.selectOptions(screen.getByRole('combobox', { name: 'Make' }), 'Toyota');
    await user.click(screen.getByRole('button', { name: 'Search' }));
    expect(onSubmit).toHaveBeenCalledWith({ makeCode: 'TOYOTA', modelCode: '', zip: '' });
  });

  it('submits from the keyboard with Enter in the zip field', async () => {
    const { user, onSubmit } = setup();
    await user.type(screen.getByRole('textbox', { name: 'ZIP code' }), '10001{Enter}');
    expect(onSubmit).toHaveBeenCalledWith({ makeCode: '', modelCode: '', zip: '10001' });
  });

  it('rejects a zip that is not five digits, with a message tied to the field', async () => {
    const { user, onSubmit } = setup();
    const zip = screen.getByRole('textbox', { name: 'ZIP code' });
    await user.type(zip, '7870');
    await user.click(screen.getByRole('button', { name: 'Search' }));
    expect(onSubmit).not.toHaveBeenCalled();
    expect(screen.getByRole('alert')).toHaveTextContent(ZIP_MESSAGES.invalid);
    expect(ZIP_MESSAGES.invalid).toBe('Enter a valid 5-digit ZIP code.');
    expect(zip).toHaveAttribute('aria-invalid', 'true');
    expect(zip).toHaveAccessibleDescription('Enter a valid 5-digit ZIP code.');
    await user.type(zip, '1');
    expect(screen.queryByRole('alert')).toBeNull();
  });

  it('asks for a zip when it is required', async () => {
    const { user, onSubmit } = setup({ zipRequired: true });
    await user.click(screen.getByRole('button', { name: 'Search' }));
    expect(onSubmit).not.toHaveBeenCalled();
    expect(screen.getByRole('alert')).toHaveTextContent('Enter a ZIP code.');
  });

  it("shows the page's zip error and disables submit while submitting", () => {
    setup({ zipErrorMessage: 'cannot find zipcode data for Nowhere TX', submitting: true });
    expect(screen.getByRole('alert')).toHaveTextContent('cannot find zipcode data for Nowhere TX');
    expect(screen.getByRole('button', { name: 'Search' })).toBeDisabled();
  });

  it('searches with the make and zip the shopper gave before the form hydrated', async () => {
    const onSubmit = vi.fn();
    const onMakeChange = vi.fn();
    const form = <SearchForm makes={makes} models={models} onSubmit={onSubmit} onMakeChange={onMakeChange} />;
    const container = document.createElement('div');
    container.innerHTML = renderToString(form);
    document.body.append(container);
    // The server's form, used before the page's script has run.
    const make = container.querySelector('select[name="makeCode"]') as HTMLSelectElement;
    make.value = 'HONDA';
    (container.querySelector('input[name="zip"]') as HTMLInputElement).value = '78701';
    const root = await act(async () => hydrateRoot(container, form));
    expect(onMakeChange).toHaveBeenCalledWith('HONDA');
    expect(screen.getByRole('combobox', { name: 'Model' })).toBeEnabled();
    await userEvent.setup().click(screen.getByRole('button', { name: 'Search' }));
    expect(onSubmit).toHaveBeenCalledWith({ makeCode: 'HONDA', modelCode: '', zip: '78701' });
    act(() => root.unmount());
    container.remove();
  });
});
