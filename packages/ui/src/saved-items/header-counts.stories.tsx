import type { Meta, StoryObj } from '@storybook/react-vite';
import { HeaderCounts } from './header-counts';

const meta = {
  title: 'Saved items/HeaderCounts',
  component: HeaderCounts,
  args: {
    unreadNotifications: '3',
    myCarsCount: 2,
    notificationsHref: '/my-account/notifications',
    myCarsHref: '/my-account/cars',
  },
} satisfies Meta<typeof HeaderCounts>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Three unread notifications and two cars owned, both linked. */
export const Default: Story = {};

/** One of each: the singular is read out. */
export const One: Story = { args: { unreadNotifications: '1', myCarsCount: 1 } };

/** The defaults before anything is known ("0" and 0): links with no badge. */
export const Zero: Story = { args: { unreadNotifications: '0', myCarsCount: 0 } };

/** Zero counts and no links: nothing renders, the empty state. */
export const Empty: Story = {
  args: { unreadNotifications: '0', myCarsCount: 0, notificationsHref: undefined, myCarsHref: undefined },
};

/** A failed count fetch ("") counts as none. */
export const FailedCount: Story = { args: { unreadNotifications: '' } };

/** Counts without links: only the items above zero show. */
export const Unlinked: Story = {
  args: { unreadNotifications: '5', myCarsCount: 0, notificationsHref: undefined, myCarsHref: undefined },
};

/** Many notifications: the badge caps at 99+, the spoken count does not. */
export const ManyItems: Story = { args: { unreadNotifications: '150', myCarsCount: 12 } };
