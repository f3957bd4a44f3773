/** Where the API serves the photos of a listing: `/media/listings/{id}/{index}.svg`, index 1 to image_count. */
export const LISTING_MEDIA_ROOT = '/media/listings';
/** Where the API serves the picture of a model year (pre-order listings): `/media/models/{make}/{model}/{year}.svg`. */
export const MODEL_MEDIA_ROOT = '/media/models';

export function listingPhotoUrl(listingId: string | number, index: number): string {
  return `${LISTING_MEDIA_ROOT}/${listingId}/${index}.svg`;
}

export function modelPhotoUrl(makeCode: string, modelCode: string, year: number): string {
  return `${MODEL_MEDIA_ROOT}/${encodeURIComponent(makeCode)}/${encodeURIComponent(modelCode)}/${year}.svg`;
}
