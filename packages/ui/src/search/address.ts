/** A dealer's address (the owner's location.address). */
export interface DealerAddress {
  readonly street?: string;
  readonly city: string;
  /** Two-letter code. */
  readonly state: string;
  readonly zip: string;
}

/** ['100 Congress Ave', 'Austin, TX 78701'] */
export function addressLines(address: DealerAddress): readonly string[] {
  const place = `${address.city}, ${address.state} ${address.zip}`;
  return address.street ? [address.street, place] : [place];
}

/** A dialable href from a formatted phone number: '(512) 555-0100' → 'tel:5125550100'. */
export function telHref(phone: string): string {
  return `tel:${phone.replace(/[^\d+]/g, '')}`;
}
