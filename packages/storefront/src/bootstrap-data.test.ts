import { describe, expect, it } from 'vitest';
import {
  BOOTSTRAP_DATA_ID,
  type BootstrapData,
  BootstrapDataMissingError,
  bootstrapElement,
  readBootstrapData,
} from './bootstrap-data';

const MARKUP = '</script><img src=x onerror="window.__xss=1"><!-- <script>';

const DATA: BootstrapData = {
  session: { signedIn: true, email: 'ada@example.com', name: MARKUP },
  dehydratedState: { mutations: [], queries: [] },
  assets: { styles: ['/assets/entry.css'] },
  bot: false,
  origin: 'https://www.example.com',
  location: { zip: '78701', city: 'Austin', state: 'TX', searchRadius: 50, radiusChosen: false },
};

/** The page as the browser's parser reads it. */
const page = (body: string) =>
  new DOMParser().parseFromString(`<!DOCTYPE html><html><body>${body}</body></html>`, 'text/html');

describe('the bootstrap data', () => {
  it('is a JSON block the browser reads back as it was written, markup in its values and all', () => {
    const document = page(`<div id="app"></div>${bootstrapElement(DATA)}`);
    expect(readBootstrapData(document)).toEqual(DATA);
    const script = document.getElementById(BOOTSTRAP_DATA_ID);
    expect(script?.tagName).toBe('SCRIPT');
    expect(script?.getAttribute('type')).toBe('application/json');
    // No value closed the element: nothing after it in the body, and no element made from the markup.
    expect(document.body.lastElementChild).toBe(script);
    expect(document.querySelector('img')).toBeNull();
    const element = bootstrapElement(DATA);
    expect(element.slice(element.indexOf('>') + 1, -'</script>'.length)).not.toContain('<');
  });

  it('is missing from a page the storefront server did not render: a typed error, not a TypeError', () => {
    expect(() => readBootstrapData(page('<div id="app"></div>'))).toThrowError(BootstrapDataMissingError);
    expect(() => readBootstrapData(page('<div id="app"></div>'))).toThrowError(
      expect.objectContaining({ code: 'BOOTSTRAP_DATA_MISSING' }),
    );
  });
});
