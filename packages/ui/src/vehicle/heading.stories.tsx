import type { Meta, StoryObj } from '@storybook/react-vite';
import { Heading } from './heading';
import { F150_TITLE } from './stories.fixtures';

const meta = {
  title: 'Vehicle/Heading',
  component: Heading,
  args: { level: 2, children: 'Specifications' },
} satisfies Meta<typeof Heading>;

export default meta;
type Story = StoryObj<typeof meta>;

/** A section heading at the default level, 2. */
export const Level2: Story = {};

/** A component placed under another section: level 3. */
export const Level3: Story = { args: { level: 3, children: 'Engine and performance' } };

/** Level 4. */
export const Level4: Story = { args: { level: 4, children: 'Dealers that take custom orders' } };

/** Level 5: the deepest, a sub-heading of a level-4 component. */
export const Level5: Story = { args: { level: 5, children: 'Insurance quote' } };

/** A long vehicle title that wraps. */
export const LongText: Story = { args: { children: F150_TITLE } };
