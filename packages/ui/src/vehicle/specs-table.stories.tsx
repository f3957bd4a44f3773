import type { Meta, StoryObj } from '@storybook/react-vite';
import { SpecsTable } from './specs-table';
import { CIVIC_SPECS, F150_SPECS } from './stories.fixtures';

const meta = {
  title: 'Vehicle/SpecsTable',
  component: SpecsTable,
  args: { groups: CIVIC_SPECS },
} satisfies Meta<typeof SpecsTable>;

export default meta;
type Story = StoryObj<typeof meta>;

/** A sedan's specifications in three groups; a group without rows is left out. */
export const Default: Story = {};

/** A well-equipped truck: six groups with long values. */
export const ManyGroups: Story = { args: { groups: F150_SPECS } };

/** One group with one row. */
export const OneRow: Story = {
  args: { groups: [{ heading: 'Fuel economy', rows: [{ label: 'MPG', value: '32 city / 42 highway' }] }] },
};

/** No specifications listed. */
export const Empty: Story = { args: { groups: [] } };

/** Placed inside a level-3 section: the groups take level 5. */
export const NestedHeading: Story = { args: { headingLevel: 4, heading: 'Full specifications' } };
