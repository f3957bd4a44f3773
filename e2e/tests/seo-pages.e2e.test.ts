// Issue 32: pages that say what they show, and crawling. On two built brand apps over one seeded API, a crawler's
// path: robots.txt names the sitemap index on the brand's origin; the index lists the chunks; a landing page of
// the sitemap (make, model and city) is a results page whose title, h1, description and JSON-LD name its search;
// a vehicle page of the sitemap carries year, make, model, price and its Car with an Offer; an unknown id is a 404
// with a title. Server-rendered HTML, as a crawler reads it (no JavaScript).
import { SITE_CONFIGS } from '@forecourt/brand';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type Stack, startStack } from '../src/index';

const BRANDS = [
  { app: 'atc', siteName: SITE_CONFIGS.atc.siteName },
  // Not spec 001 s3's "For the carmaker brand a used type displays as Certified": the carmaker brand lists every
  // dealer's used cars, which it called certified while its filters said Used (issue 29).
  { app: 'ford', siteName: SITE_CONFIGS.ford.siteName },
] as const;

let stack: Stack<'atc' | 'ford', undefined>;

beforeAll(async () => {
  stack = await startStack({ name: 'seo', seedListings: 600, identity: false, apps: ['atc', 'ford'] });
}, 300_000);

afterAll(async () => {
  await stack?.stop();
});

const locs = (xml: string) =>
  [...xml.matchAll(/<loc>([^<]+)<\/loc>/g)].map((match) => (match[1] as string).replace(/&amp;/g, '&'));
const jsonLd = (html: string) =>
  [...html.matchAll(/<script type="application\/ld\+json">(.*?)<\/script>/g)].map(
    (match) => JSON.parse(match[1] as string) as Record<string, unknown> & { '@type': string },
  );
const quoted = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
const titleOf = (html: string) => html.match(/<title>([^<]*)<\/title>/)?.[1];
const h1Of = (html: string) => html.match(/<h1[^>]*>(.*?)<\/h1>/)?.[1]?.replace(/<!-- -->/g, '');
const descriptionOf = (html: string) => html.match(/<meta name="description" content="([^"]*)"/)?.[1];

describe.each(BRANDS)('the $app brand, as a crawler reads it', ({ app, siteName }) => {
  const origin = () => stack.apps[app].url;
  const text = async (url: string, status = 200) => {
    const response = await fetch(url);
    expect(response.status, url).toBe(status);
    return response.text();
  };
  let landing: string[] = [];
  let vehicles: string[] = [];

  it("serves robots.txt with the sitemap index on the brand's origin, and the index lists its chunks", async () => {
    const robots = await text(`${origin()}/robots.txt`);
    const sitemap = robots.match(/^Sitemap: (.+)$/m)?.[1];
    expect(sitemap).toBe(`${origin()}/cars-for-sale/sitemap/index`);
    const chunks = locs(await text(sitemap as string));
    expect(chunks).toEqual([
      `${origin()}/cars-for-sale/sitemap/landing-1`,
      `${origin()}/cars-for-sale/sitemap/vehicles-1`,
    ]);
    landing = locs(await text(chunks[0] as string));
    vehicles = locs(await text(chunks[1] as string));
    expect(landing.length).toBeGreaterThan(0);
    expect(vehicles.length).toBeGreaterThan(0);
  });

  it('renders a landing page of the sitemap with a title, h1, description and JSON-LD that name its search', async () => {
    // A make, model and city page: the deepest landing page, with its model's name and its place.
    const url = landing.find((loc) => loc.split('/').length === 7) as string;
    const html = await text(url);
    const title = titleOf(html);
    expect(title).toMatch(
      new RegExp(` for sale in [^|]+, [A-Z]{2} - [\\d,]+ cars? \\| ${quoted(siteName)}$`),
    );
    expect(h1Of(html)).toMatch(/^[\d,]+ [^<]+ for sale in [^<]+, [A-Z]{2}$/);
    expect(descriptionOf(html)).toMatch(
      new RegExp(`^Shop [\\d,]+ .+ for sale in .+ on ${quoted(siteName)}\\.`),
    );
    expect(html).toContain(`<link rel="canonical" href="${url}"/>`);
    expect(jsonLd(html).map((node) => node['@type'])).toEqual(['ItemList', 'BreadcrumbList']);
    // The make in the title is its name, not its code.
    const make = url.split('/')[4] as string;
    expect(title).not.toContain(make.toUpperCase());
  });

  it('renders a vehicle page of the sitemap with year, make, model, price and place, and a Car with its Offer', async () => {
    const html = await text(vehicles[0] as string);
    const title = titleOf(html) as string;
    expect(title).toMatch(
      new RegExp(
        `^(?:Third-party certified|\\w+) \\d{4} .+ for sale in .+, [A-Z]{2}: \\$[\\d,]+ \\| ${quoted(siteName)}$`,
      ),
    );
    expect(h1Of(html)).toMatch(/^(?:Third-party certified|\w+) \d{4} /);
    expect(descriptionOf(html)).toMatch(/ for \$[\d,]+ in .+, [A-Z]{2} \d{5}/);
    const [car] = jsonLd(html);
    expect(car).toMatchObject({
      '@context': 'https://schema.org',
      '@type': 'Car',
      offers: { '@type': 'Offer', priceCurrency: 'USD', availability: 'https://schema.org/InStock' },
    });
    const offer = car?.offers as { price?: unknown; seller?: { name?: string } } | undefined;
    expect(offer?.price).toEqual(expect.any(Number));
    expect(offer?.seller?.name).toEqual(expect.stringMatching(/./));
  });

  it('answers an id never listed with a 404 page that has a title', async () => {
    const html = await text(`${origin()}/cars-for-sale/vehicle/99999999`, 404);
    expect(titleOf(html)).toBe(`We could not find that car | ${siteName}`);
  });
});
