import type { ImageSource, Listing, OwnersMap, Video } from './listing';
import { ListingsError } from './listings-error';
import { isPrivateSeller, resolveOwner } from './resolve-owner';

/** "Image count is capped by maxImageCount (default 1)." (spec 000 section 9) */
export const DEFAULT_MAX_IMAGE_COUNT = 1;

export interface PrivateSellerMediaOptions {
  /**
   * The promotional images of the peer-to-peer purchase programme ("chat with verified sellers, a history
   * report and secure payment", spec 000 section 1), in the order to show them. The brand app supplies them.
   */
  promotionalImages: readonly ImageSource[];
  /** The explainer video of the programme. Default: none. */
  explainerVideo?: Video;
  /** How many promotional images are inserted at most. Default `DEFAULT_MAX_IMAGE_COUNT` (1). */
  maxImageCount?: number;
  /** The reply's owners map, for a listing whose owner is an index into it. Default: none. */
  owners?: OwnersMap;
}

type MediaFields = Pick<Listing, 'owner' | 'ownerId' | 'images' | 'videos'>;

/**
 * "Private-seller listings get promotional images inserted and an explainer video. Image count is capped by
 * maxImageCount (default 1)." (spec 000 section 9) Returns a new listing: at most `maxImageCount` promotional
 * images go right after the seller's first photo (so the car stays the main image), the video is appended. An
 * image or video already present (same `src`) is not added twice, so the call is idempotent. A dealer listing
 * is returned unchanged (the same object).
 */
export function withPrivateSellerMedia<T extends MediaFields>(
  listing: T,
  options: PrivateSellerMediaOptions,
): T & Pick<Listing, 'images' | 'videos'> {
  const maxImageCount = options.maxImageCount ?? DEFAULT_MAX_IMAGE_COUNT;
  if (!Number.isInteger(maxImageCount) || maxImageCount < 0) {
    throw new ListingsError(
      'INVALID_OPTION',
      'maxImageCount',
      `maxImageCount must be a non-negative integer, got ${maxImageCount}`,
    );
  }
  if (!isPrivateSeller(resolveOwner(listing, options.owners))) return listing;

  const sources = listing.images?.sources ?? [];
  const present = new Set(sources.map((image) => image.src));
  // Cap first, then skip those already in: a second call adds nothing and the cap holds.
  const promotional = options.promotionalImages
    .slice(0, maxImageCount)
    .filter((image) => !present.has(image.src));
  const videos = listing.videos ?? [];
  const video = options.explainerVideo;
  const addVideo = video !== undefined && !videos.some((existing) => sameVideo(existing, video));

  return {
    ...listing,
    images: { ...listing.images, sources: [...sources.slice(0, 1), ...promotional, ...sources.slice(1)] },
    videos: addVideo ? [...videos, video] : videos,
  };
}

function sameVideo(a: Video, b: Video): boolean {
  return (a.src !== undefined && a.src === b.src) || (a.id !== undefined && a.id === b.id);
}
