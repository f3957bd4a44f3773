import { describe, expect, it } from 'vitest';
import { DEFAULT_MAX_IMAGE_COUNT, type Listing, ListingsError, withPrivateSellerMedia } from './index';

const promo = [
  { src: '/p2p/chat.svg', alt: 'Chat with verified sellers' },
  { src: '/p2p/history.svg', alt: 'Free history report' },
  { src: '/p2p/payment.svg', alt: 'Secure payment' },
];
const explainerVideo = { src: '/p2p/explainer.mp4', title: 'How buying from a private seller works' };
const seller = { id: 200, privateSeller: true };
const photos = [{ src: 'car-1.jpg' }, { src: 'car-2.jpg' }];

const privateListing: Listing = { id: '1', owner: seller, images: { sources: photos }, videos: [] };

// "Private-seller listings get promotional images inserted and an explainer video. Image count is capped by
// maxImageCount (default 1)." (spec 000 section 9)
describe('withPrivateSellerMedia (spec 000 section 9)', () => {
  it('"maxImageCount (default 1)"', () => {
    expect(DEFAULT_MAX_IMAGE_COUNT).toBe(1);
  });

  it.each([
    [undefined, ['car-1.jpg', '/p2p/chat.svg', 'car-2.jpg']],
    [0, ['car-1.jpg', 'car-2.jpg']],
    [1, ['car-1.jpg', '/p2p/chat.svg', 'car-2.jpg']],
    [2, ['car-1.jpg', '/p2p/chat.svg', '/p2p/history.svg', 'car-2.jpg']],
    [10, ['car-1.jpg', '/p2p/chat.svg', '/p2p/history.svg', '/p2p/payment.svg', 'car-2.jpg']],
  ])('maxImageCount %s inserts after the first photo: %j', (maxImageCount, sources) => {
    const result = withPrivateSellerMedia(privateListing, {
      promotionalImages: promo,
      explainerVideo,
      maxImageCount,
    });
    expect(result.images?.sources?.map((image) => image.src)).toEqual(sources);
    expect(result.videos).toEqual([explainerVideo]);
  });

  it('inserts into a listing with no photos and no videos', () => {
    const result = withPrivateSellerMedia(
      { id: '1', owner: seller },
      { promotionalImages: promo, explainerVideo },
    );
    expect(result.images?.sources).toEqual([promo[0]]);
    expect(result.videos).toEqual([explainerVideo]);
  });

  it('is idempotent: a second call adds nothing and the cap holds', () => {
    const options = { promotionalImages: promo, explainerVideo, maxImageCount: 2 };
    const once = withPrivateSellerMedia(privateListing, options);
    expect(withPrivateSellerMedia(once, options)).toEqual(once);
  });

  it('does not change the given listing', () => {
    const before = structuredClone(privateListing);
    withPrivateSellerMedia(privateListing, { promotionalImages: promo, explainerVideo });
    expect(privateListing).toEqual(before);
  });

  it('returns a dealer listing unchanged', () => {
    const dealerListing: Listing = {
      id: '2',
      owner: { id: 100, privateSeller: false },
      images: { sources: photos },
    };
    expect(withPrivateSellerMedia(dealerListing, { promotionalImages: promo, explainerVideo })).toBe(
      dealerListing,
    );
  });

  it('finds the private seller in the owners map', () => {
    const result = withPrivateSellerMedia<Listing>(
      { id: '1', ownerId: 200 },
      { promotionalImages: promo, owners: { '200': seller } },
    );
    expect(result.images?.sources).toEqual([promo[0]]);
    expect(result.videos).toEqual([]);
  });

  it.each([[-1], [1.5], [Number.NaN]])(
    'throws ListingsError INVALID_OPTION for maxImageCount %s',
    (maxImageCount) => {
      const call = () => withPrivateSellerMedia(privateListing, { promotionalImages: promo, maxImageCount });
      expect(call).toThrow(ListingsError);
      expect(call).toThrow(expect.objectContaining({ code: 'INVALID_OPTION', option: 'maxImageCount' }));
    },
  );
});
