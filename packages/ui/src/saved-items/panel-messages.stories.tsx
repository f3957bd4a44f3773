import type { Meta, StoryObj } from '@storybook/react-vite';
import { PanelMessages } from './panel-messages';
import { MANY_SERVER_ERRORS, SERVER_ERRORS, SERVER_WARNING } from './stories.fixtures';

const meta = {
  title: 'Saved items/PanelMessages',
  component: PanelMessages,
  args: { messages: { warning: SERVER_WARNING } },
} satisfies Meta<typeof PanelMessages>;

export default meta;
type Story = StoryObj<typeof meta>;

/** A WARN from the server: saving again overwrites. */
export const Warning: Story = {};

/** ERROR messages, two joined by a line break, one per line. */
export const ErrorState: Story = { name: 'Error', args: { messages: { error: SERVER_ERRORS } } };

/** Both severities at once: the error first. */
export const WarningAndError: Story = {
  args: { messages: { warning: SERVER_WARNING, error: SERVER_ERRORS } },
};

/** Many messages of one severity. */
export const ManyItems: Story = { args: { messages: { error: MANY_SERVER_ERRORS } } };

/** No messages: nothing renders. */
export const Empty: Story = { args: { messages: {} } };
