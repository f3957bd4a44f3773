import { SITE_CONFIGS } from '@forecourt/brand';

/** The brands of the toolbar's switcher, each with the theme its site configuration names. */
export const BRAND_THEMES = [
  { brand: 'atc', title: SITE_CONFIGS.atc.siteName, theme: SITE_CONFIGS.atc.theme },
  { brand: 'kbb', title: SITE_CONFIGS.kbb.siteName, theme: SITE_CONFIGS.kbb.theme },
  { brand: 'ford', title: SITE_CONFIGS.ford.siteName, theme: SITE_CONFIGS.ford.theme },
  {
    brand: 'carAndDriver',
    title: SITE_CONFIGS['car-and-driver'].siteName,
    theme: SITE_CONFIGS['car-and-driver'].theme,
  },
  { brand: 'demo', title: SITE_CONFIGS.demo.siteName, theme: SITE_CONFIGS.demo.theme },
] as const;

export type StoryBrand = (typeof BRAND_THEMES)[number]['brand'];

export function themeOf(brand: unknown): string {
  return (BRAND_THEMES.find((entry) => entry.brand === brand) ?? BRAND_THEMES[0]).theme;
}
