import type { Brand } from '@forecourt/brand';
import { instantCashOfferPath, partnerOffers, sponsoredCarLoansWording } from '@forecourt/listings';
import type { PartnerOfferCard } from '@forecourt/ui';
import type { Listing, Owner } from './listing-view';

/**
 * The partner offer cards of a listing, in the order of the brand's site configuration (spec 001 s3 and s9,
 * chosen by @forecourt/listings). The wording is ours; the spec gives which cards and their order, not their text.
 */
export function partnerOfferCards(
  listing: Listing,
  owners: readonly Owner[],
  brand: Brand,
): PartnerOfferCard[] {
  const ownersMap = Object.fromEntries(owners.map((owner) => [String(owner.id), owner]));
  const options = { brand, owners: ownersMap };
  return partnerOffers(listing as never, options as never).map((offer): PartnerOfferCard => {
    // Exhaustive over PartnerOffer: a new offer kind fails the type check here.
    switch (offer) {
      case 'dealer-financing':
        return {
          id: offer,
          title: 'Finance with the dealer',
          description: 'See what this dealer offers on your wallet terms.',
          link: { label: 'See your payment', href: '#payment' },
        };
      case 'instant-cash-offer':
        return {
          id: offer,
          title: 'Get an instant cash offer',
          description: 'Trade in your car toward this one.',
          link: { label: 'Get my offer', href: instantCashOfferPath(listing as never, ownersMap as never) },
        };
      case 'credit-report':
        return {
          id: offer,
          title: 'Check your credit',
          description: 'Know your credit band before you apply.',
          link: { label: 'Check my credit', href: '/partners/credit-report' },
        };
      case 'sponsored-car-loans':
        return {
          id: offer,
          title: 'Car loans from our partners',
          description:
            sponsoredCarLoansWording(listing as never, ownersMap as never) === 'private-seller'
              ? 'Buying from a private seller? Get a loan before you meet.'
              : 'Compare loan offers before you visit the dealer.',
          sponsoredText: 'Sponsored',
          link: { label: 'Compare loans', href: '/partners/car-loans' },
        };
      case 'insurance-quote':
        return {
          id: offer,
          title: 'Get an insurance quote',
          link: { label: 'Get a quote', href: '/partners/insurance' },
        };
      case 'warranty':
        return {
          id: offer,
          title: 'Protect it with a warranty',
          link: { label: 'See warranty plans', href: '/partners/warranty' },
        };
      default:
        return offer satisfies never;
    }
  });
}
