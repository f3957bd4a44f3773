import { describe, expect, it, vi } from 'vitest';
import { DETECT_CASES } from './detect-brand.cases';
import { DEFAULT_BRAND, detectBrand, INVALID_BRAND_ACTION, invalidBrandMessage } from './index';

function recorders() {
  const logger = { error: vi.fn<(message: string) => void>() };
  const monitor = { addPageAction: vi.fn<(name: string, attributes: Record<string, string>) => void>() };
  return { logger, monitor };
}

describe('detectBrand (spec 001 section 1)', () => {
  it.each(DETECT_CASES)('$rule → $brand by $source', ({ request, brand, source, invalid = [] }) => {
    const { logger, monitor } = recorders();
    const detection = detectBrand(request, { logger, monitor });
    expect(detection).toEqual({ brand, source, invalid });
    expect(logger.error.mock.calls).toEqual(invalid.map((value) => [invalidBrandMessage(value)]));
    expect(monitor.addPageAction).toHaveBeenCalledTimes(invalid.length);
  });

  it('reports an unknown brand with the spec message and a page action', () => {
    const { logger, monitor } = recorders();
    detectBrand({ query: '?brand=acme' }, { logger, monitor });
    expect(logger.error).toHaveBeenCalledWith('Invalid brand acme passed to BrandContext Provider');
    expect(monitor.addPageAction).toHaveBeenCalledWith(INVALID_BRAND_ACTION, {
      brand: 'acme',
      source: 'query',
    });
  });

  it('reads the routing header from a Headers object too', () => {
    const headers = new Headers({ 'x-forecourt-route': 'atc' });
    expect(detectBrand({ headers }).brand).toBe('kbb');
  });

  it('takes other hosts, white-label domains and routing header names from options', () => {
    const options = {
      hosts: { ford: ['cpo.example.com'] },
      whiteLabelDomains: ['brands.example.net'],
      routingHeader: 'x-edge-target',
    };
    expect(detectBrand({ host: 'cpo.example.com' }, options).brand).toBe('ford');
    expect(detectBrand({ host: 'kbb.com' }, options).brand).toBe(DEFAULT_BRAND);
    expect(detectBrand({ host: 'www.brands.example.net' }, options)).toMatchObject({
      brand: 'demo',
      source: 'white-label',
    });
    expect(detectBrand({ headers: { 'x-edge-target': 'atc' } }, options).brand).toBe('kbb');
    expect(detectBrand({ headers: { 'x-forecourt-route': 'atc' } }, options).brand).toBe('atc');
  });

  it('logs to the console when no logger is given', () => {
    const error = vi.spyOn(console, 'error').mockImplementation(() => {});
    detectBrand({ query: 'brand=zzz' });
    expect(error).toHaveBeenCalledWith('Invalid brand zzz passed to BrandContext Provider');
  });

  it('never throws on odd input', () => {
    const odd = [
      { host: '[::1]:3000' },
      { host: '.' },
      { query: { brand: 42 } },
      { headers: { 'x-forecourt-route': ['atc', 'kbb'] } },
    ];
    for (const request of odd)
      expect(() => detectBrand(request as never, { logger: { error() {} } })).not.toThrow();
    expect(detectBrand({ headers: { 'x-forecourt-route': ['atc'] } }).brand).toBe('kbb');
  });
});
