import type { Meta, StoryObj } from '@storybook/react-vite';
import { useArgs } from 'storybook/preview-api';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { CompareDrawer, type CompareDrawerProps } from './compare-drawer';
import { COMPARE_LISTINGS, F150_TITLE } from './stories.fixtures';

// The drawer's items are the newest three of the list ("Fetch shows the last 3 by default", spec 001 s4).
const items = COMPARE_LISTINGS.slice(0, 3).map(({ id, title, photo }) => ({ id, title, photo }));

const meta = {
  title: 'Vehicle/CompareDrawer',
  component: CompareDrawer,
  args: {
    count: 3,
    items,
    open: true,
    onOpenChange: fn(),
    onRemove: fn(),
    compareHref: '/cars-for-sale/compare',
  },
  // The page keeps `open` (the showDrawer preference); here the story's args do, so the toggle works.
  render: function Render(args: CompareDrawerProps) {
    const [, updateArgs] = useArgs<CompareDrawerProps>();
    return (
      <CompareDrawer
        {...args}
        onOpenChange={(open) => {
          args.onOpenChange(open);
          updateArgs({ open });
        }}
      />
    );
  },
  parameters: { layout: 'fullscreen' },
} satisfies Meta<typeof CompareDrawer>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Three cars picked, unfolded: the count, each car with its remove button, the way to the compare page. */
export const Open: Story = {};

/** Folded away: only the toggle with the count shows. */
export const Folded: Story = { args: { open: false } };

/** One car: the compare link waits for a second ("Add at least one more vehicle to compare."). */
export const OneCar: Story = { args: { count: 1, items: items.slice(0, 1) } };

/** The list is full at five; the drawer shows the newest three and says how many more there are. */
export const ManyCars: Story = { args: { count: 5 } };

/** Cars without photos and with long titles. */
export const LongTitles: Story = {
  args: {
    count: 2,
    items: [
      { id: '712345691', title: F150_TITLE },
      { id: '712345692', title: 'Certified 2023 Mercedes-Benz GLE 450 4MATIC SUV w/ Premium Package' },
    ],
  },
};

/** Nothing to compare: the drawer is not there at all (the empty state). */
export const Empty: Story = { args: { count: 0, items: [] } };

/** Folding from the toggle, which says whether the drawer is expanded. */
export const FoldsAway: Story = {
  // The args update that folds the drawer re-renders the story a moment later and clears the spies' calls,
  // so the check waits for the drawer itself rather than asking onOpenChange.
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: 'Compare (3)' }));
    await waitFor(() =>
      expect(canvas.getByRole('button', { name: 'Compare (3)' })).toHaveAttribute('aria-expanded', 'false'),
    );
    await expect(canvas.getByText('3 of 5 vehicles selected')).not.toBeVisible();
  },
};
