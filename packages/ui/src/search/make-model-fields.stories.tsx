import type { Meta, StoryObj } from '@storybook/react-vite';
import { fn } from 'storybook/test';
import { MakeModelFields } from './make-model-fields';
import { ALL_MAKES, HONDA_MODELS, MAKES } from './stories.fixtures';

// A controlled pair: the form around it keeps the values, so a story shows each state through its args.
const meta = {
  title: 'Search/MakeModelFields',
  component: MakeModelFields,
  args: { idPrefix: 'story', makes: MAKES, makeCode: '', onMakeChange: fn() },
} satisfies Meta<typeof MakeModelFields>;

export default meta;
type Story = StoryObj<typeof meta>;

const model = { options: HONDA_MODELS, loading: false, value: '', onChange: fn() };

/** The dealer search's use: a make select only, any make. */
export const MakeOnly: Story = {};

/** Make and model, no make chosen: the model waits, disabled. */
export const WaitingForMake: Story = { args: { model: { ...model, options: [] } } };

/** Honda chosen, its models loaded, Civic selected. */
export const MakeAndModel: Story = { args: { makeCode: 'HONDA', model: { ...model, value: 'CIVIC' } } };

/** Honda chosen, its models loading: the model select says so, disabled and busy. */
export const ModelsLoading: Story = { args: { makeCode: 'HONDA', model: { ...model, loading: true } } };

/** A make whose models did not load: only "All models". */
export const NoModels: Story = {
  args: { makeCode: 'YUGO', makes: ALL_MAKES, model: { ...model, options: [] } },
};

/** Every make of the spec's list. */
export const ManyMakes: Story = { args: { makes: ALL_MAKES } };
