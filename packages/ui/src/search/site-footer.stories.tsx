import type { Meta, StoryObj } from '@storybook/react-vite';
import { SiteFooter } from './site-footer';
import { FOOTER_SECTIONS } from './stories.fixtures';

const meta = {
  title: 'Search/SiteFooter',
  component: SiteFooter,
  args: { sections: FOOTER_SECTIONS, copyright: '© 2025 Forecourt' },
} satisfies Meta<typeof SiteFooter>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The page shell's footer: shop, sell and legal links, and the copyright line. */
export const Default: Story = {};

/** Only the copyright line: no link sections. */
export const CopyrightOnly: Story = { args: { sections: [] } };

/** With a brand's disclaimer under the links (the carmaker brand's certified pages, spec 001 s2). */
export const WithDisclaimer: Story = {
  args: {
    copyright: '© 2025 Forecourt. Ford Blue Advantage is a registered program of Ford Motor Company.',
    sections: [
      {
        title: 'Ford Blue Advantage',
        links: [
          { href: '/cars-for-sale/fordblueadvantage/landing-page', label: 'Landing Page' },
          { href: '/cars-for-sale/fordblueadvantage/visitor-agreement', label: 'Visitor Agreement' },
          { href: '/cars-for-sale/fordblueadvantage/privacy-policy', label: 'Privacy Policy' },
          { href: '/cars-for-sale/fordblueadvantage/consumer-privacy', label: 'Consumer Privacy' },
          {
            href: '/cars-for-sale/fordblueadvantage/accessibility-statement',
            label: 'Accessibility Statement',
          },
        ],
      },
    ],
    children: (
      <p>
        Prices shown exclude tax, title, license and dealer fees. Certified vehicles are inspected by the
        selling dealer; see the dealer for warranty terms.
      </p>
    ),
  },
};

/** Long section titles and link labels: they wrap. */
export const LongText: Story = {
  args: {
    sections: [
      {
        title: 'Research, reviews and pricing tools for new and used cars',
        links: [
          { href: '/cars-for-sale/build-and-price', label: 'Build and price a new car with factory options' },
          {
            href: '/cars-for-sale/advanced-search',
            label: 'Advanced search by condition, price, year and mileage',
          },
        ],
      },
      ...FOOTER_SECTIONS.slice(2),
    ],
  },
};

/** Every section root and legal page of the spec as a link: many items. */
export const ManyLinks: Story = {
  args: {
    sections: [
      ...FOOTER_SECTIONS,
      {
        title: 'Popular Searches',
        links: [
          { href: '/cars-for-sale/used-cars/honda/civic', label: 'Used Honda Civic' },
          { href: '/cars-for-sale/used-cars/toyota/camry', label: 'Used Toyota Camry' },
          { href: '/cars-for-sale/used-cars/ford/f150', label: 'Used Ford F-150' },
          { href: '/cars-for-sale/new-cars/toyota/rav4', label: 'New Toyota RAV4' },
          { href: '/cars-for-sale/certified-cars/jeep/wrangler', label: 'Certified Jeep Wrangler' },
          { href: '/cars-for-sale/electric', label: 'Electric Cars' },
          { href: '/cars-for-sale/suv-crossover', label: 'SUVs' },
          { href: '/cars-for-sale/truck', label: 'Trucks' },
        ],
      },
    ],
  },
};

/** Nothing given: an empty footer element. */
export const Empty: Story = { args: { sections: [], copyright: undefined } };
