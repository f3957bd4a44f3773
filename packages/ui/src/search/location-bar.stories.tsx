import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn } from 'storybook/test';
import { LOCATION_BAR_TEXTS, LocationBar } from './location-bar';
import { AUSTIN, RANCHO_SANTA_MARGARITA } from './stories.fixtures';
import { ZIP_MESSAGES } from './zip';

const meta = {
  title: 'Search/LocationBar',
  component: LocationBar,
  args: { location: AUSTIN, onChange: fn() },
} satisfies Meta<typeof LocationBar>;

export default meta;
type Story = StoryObj<typeof meta>;

/** A search centred on Austin, TX 78701 within the default 50 miles. */
export const Default: Story = {};

/** No centre: a nationwide search, the zip empty. */
export const Nationwide: Story = { args: { location: undefined } };

/** A radius the choices do not list (30 miles, from a shared link) is kept. */
export const UnlistedRadius: Story = { args: { location: { ...AUSTIN, searchRadius: 30 } } };

/** A long city name. */
export const LongCityName: Story = { args: { location: RANCHO_SANTA_MARGARITA } };

/** "Use my location" offered. */
export const WithUseMyLocation: Story = { args: { onUseMyLocation: fn() } };

/** The browser is finding the shopper's position: the button is busy and disabled. */
export const Locating: Story = { args: { onUseMyLocation: fn(), locating: true } };

/** After Update with the zip cleared: the zip is required. */
export const MissingZip: Story = {
  play: async ({ canvas, userEvent, args }) => {
    await userEvent.clear(canvas.getByLabelText('ZIP code'));
    await userEvent.click(canvas.getByRole('button', { name: LOCATION_BAR_TEXTS.update }));
    await expect(canvas.getByRole('alert')).toHaveTextContent(ZIP_MESSAGES.missing);
    await expect(args.onChange).not.toHaveBeenCalled();
  },
};

/** After Update with letters in the zip: the zip is invalid. */
export const InvalidZip: Story = {
  play: async ({ canvas, userEvent, args }) => {
    const zip = canvas.getByLabelText('ZIP code');
    await userEvent.clear(zip);
    await userEvent.type(zip, '787O1');
    await userEvent.click(canvas.getByRole('button', { name: LOCATION_BAR_TEXTS.update }));
    await expect(canvas.getByRole('alert')).toHaveTextContent(ZIP_MESSAGES.invalid);
    await expect(args.onChange).not.toHaveBeenCalled();
  },
};

/** After Update with a new zip and distance: both are handed to onChange. */
export const ChangesLocation: Story = {
  play: async ({ canvas, userEvent, args }) => {
    const zip = canvas.getByLabelText('ZIP code');
    await userEvent.clear(zip);
    await userEvent.type(zip, '80202');
    await userEvent.selectOptions(canvas.getByLabelText(LOCATION_BAR_TEXTS.distance), '100');
    await userEvent.click(canvas.getByRole('button', { name: LOCATION_BAR_TEXTS.update }));
    await expect(args.onChange).toHaveBeenCalledWith({ zip: '80202', searchRadius: 100 });
  },
};
