import type { ApiClient } from '@forecourt/api-client';
import type { Brand } from '@forecourt/brand';
import { VEHICLE_STYLE_NAMES } from '@forecourt/contracts';
import { listingTitle as derivedTitle } from '@forecourt/listings';
import { buildVehicleDetailsPath } from '@forecourt/seo-routes';
import { formatDecimal, formatDollars } from '@forecourt/ui';
import { centsToDollars, type PaymentRatesReply, type WalletLike, walletPayment } from '@forecourt/wallet';

type Reply = Awaited<ReturnType<ApiClient['searchListings']>>;
export type Listing = Reply['listings'][number];
export type Owner = Reply['owners'][number];

export const formatUsd = (dollars: number) => formatDollars(dollars);

/** The listing's owner: embedded, or named by id among the reply's owners. */
export function ownerOf(listing: Listing, owners: readonly Owner[]): Owner | null {
  if (typeof listing.owner === 'object') return listing.owner;
  const id = listing.owner ?? listing.ownerId;
  return owners.find((owner) => String(owner.id) === id) ?? null;
}

/**
 * The title a shopper reads: "Derived title: type + year + make + model + trim" (spec 001 s3). The brand decides
 * the used word (spec 001 s3's carmaker "Certified" is off on every brand: issue 29). A listing too sparse to derive one keeps its own.
 */
export function listingTitle(listing: Listing, brand: Brand): string {
  if (listing.year && listing.make && listing.model) return derivedTitle(listing as never, { brand });
  return (
    listing.title ??
    listing.listingTitle ??
    [listing.year, listing.make, listing.model].filter(Boolean).join(' ')
  );
}

/** The listing's body styles as shoppers read them ("SUVCROSS" is "SUV", spec 001 s9), codes we do not know as given. */
export const bodyStyleNames = (listing: Listing): string[] =>
  (listing.bodyStyleCodes ?? []).map(
    (code) => (VEHICLE_STYLE_NAMES as Readonly<Record<string, string>>)[code] ?? code,
  );

export const listingPrice = (listing: Listing): number | undefined =>
  listing.pricingDetail?.salePrice ?? listing.pricingDetail?.msrp ?? undefined;

export const listingHref = (listing: Listing) => buildVehicleDetailsPath({ listingId: listing.id });

export function listingMileage(listing: Listing): string | undefined {
  const value = (listing as { mileage?: { value?: number } }).mileage?.value;
  return value === undefined ? undefined : `${formatDecimal(value)} mi`;
}

export function firstPhoto(listing: Listing, brand: Brand): { src: string; alt: string } | undefined {
  const source = (listing as { images?: { sources?: { src: string; alt?: string }[] } }).images?.sources?.[0];
  return source && { src: source.src, alt: source.alt ?? listingTitle(listing, brand) };
}

/**
 * The monthly payment of a price under the wallet's terms, in whole cents; null when it cannot be had. It is
 * `walletPayment` of @forecourt/wallet, the vehicle page's figure too: with the payments service's `rates` the
 * wallet's credit band prices the car (without them, the national average).
 */
export function monthlyPaymentCents(
  wallet: WalletLike,
  priceDollars: number,
  condition: string,
  rates?: PaymentRatesReply | null,
): number | null {
  return (
    walletPayment(wallet, { priceCents: Math.round(priceDollars * 100), condition }, rates)
      ?.monthlyPaymentCents ?? null
  );
}

export function formatMonthly(cents: number | null): string | undefined {
  return cents === null ? undefined : formatDollars(Math.round(centsToDollars(cents)));
}

export const listingCondition = (listing: Listing) =>
  (listing.listingType ?? listing.type ?? 'USED').toLowerCase();
