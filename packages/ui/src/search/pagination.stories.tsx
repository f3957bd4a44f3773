import type { Meta, StoryObj } from '@storybook/react-vite';
import { Pagination } from './pagination';

const meta = {
  title: 'Search/Pagination',
  component: Pagination,
  args: { page: 1, pageCount: 20, hrefForPage: (page: number) => `?page=${page}` },
} satisfies Meta<typeof Pagination>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The first page: no "Previous". */
export const FirstPage: Story = {};

/** A page in the middle: gaps on both sides. */
export const MiddlePage: Story = { args: { page: 10 } };

/** The last page: no "Next". */
export const LastPage: Story = { args: { page: 20 } };

/** Many pages with two siblings each side. */
export const ManyPages: Story = { args: { page: 250, pageCount: 500, siblings: 2 } };

/** A single page renders nothing: the empty state. */
export const SinglePage: Story = { args: { pageCount: 1 } };
