import '@forecourt/ui/styles.css';
import '@forecourt/ui/themes.css';
import type { Preview } from '@storybook/react-vite';
import { mswLoader } from 'msw-storybook-addon/csf3';
import { BRAND_THEMES, themeOf } from './brand-themes';

const preview: Preview = {
  globalTypes: {
    brand: {
      description: 'The brand whose theme restyles every story',
      toolbar: {
        title: 'Brand',
        icon: 'paintbrush',
        items: BRAND_THEMES.map(({ brand, title }) => ({ value: brand, title })),
        dynamicTitle: true,
      },
    },
  },
  initialGlobals: { brand: 'atc' },
  decorators: [
    (Story, context) => {
      // The same attribute the storefront's document carries, so the story wears the brand's real theme.
      document.documentElement.dataset.fcTheme = themeOf(context.globals.brand);
      return <Story />;
    },
  ],
  loaders: [mswLoader()],
  parameters: {
    layout: 'padded',
    // A WCAG violation fails the story in the test runs, not only in the addon's panel.
    a11y: { test: 'error' },
    controls: { matchers: { color: /(background|color)$/i, date: /Date$/i } },
  },
};

export default preview;
