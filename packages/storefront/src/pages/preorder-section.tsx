import { isDealerId, isZip } from '@forecourt/seo-routes';
import { type CustomOrderDealer, PreorderPanel } from '@forecourt/ui';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { customOrderDealers, preorderContent } from '../preorder-view';
import { renderLink } from '../render-link';
import { useRouter } from '../router';
import { useEnvironment } from '../storefront-environment';

/** Shown in place of the dealers while the page has no ZIP: the custom-order dealers are found by distance from one. */
export const PREORDER_ZIP_PROMPT = 'Enter your ZIP code to see the dealers near you that take custom orders.';

export interface PreorderSectionProps {
  readonly makeCode: string;
  readonly modelCode: string;
  readonly year: number;
  /** The shopper's ZIP: the dealers are asked for only with a five-digit one. */
  readonly zip?: string | undefined;
  /** The dealer being browsed: listed first (sent as ownerIdToBoost, spec 001 s7). */
  readonly dealerId?: string | undefined;
}

/**
 * A new model open for pre-order (spec 001 s3, s4, s7): its national MSRP, trims and the dealers that take
 * custom orders. Nothing at all for a model without pre-order data, and nothing while it loads or when it fails:
 * the section is an extra on the page, not the page. A failing dealers call shows the panel without dealers.
 */
export function PreorderSection({ makeCode, modelCode, year, zip, dealerId }: PreorderSectionProps) {
  const { config, queries } = useEnvironment();
  const { navigate } = useRouter();
  const [selectedTrimId, setSelectedTrimId] = useState<string>();
  const preorder = useQuery(queries.preOrderListings({ makeCode, modelCode, year }));
  const content = preorder.data ? preorderContent(preorder.data, year) : null;
  const hasZip = isZip(zip);
  const boost = dealerId && isDealerId(dealerId) ? dealerId : undefined;
  const dealers = useQuery({
    ...queries.customOrderDealers({
      makeCode,
      modelCode,
      year,
      zip: zip ?? '',
      ...(boost && { ownerIdToBoost: boost }),
    }),
    // Not for a model with nothing to show (this section sits on every results page of a model).
    enabled: content !== null && hasZip,
  });
  if (!content) return null;

  const list = hasZip && dealers.data ? customOrderDealers(dealers.data, config.brand, boost) : [];
  const requestOrder = (dealer: CustomOrderDealer) => {
    if (dealer.href) navigate(dealer.href);
  };
  return (
    <div className="fc-preorder-section">
      <PreorderPanel
        {...content}
        dealers={list}
        loading={hasZip && dealers.isPending}
        {...(selectedTrimId && { selectedTrimId })}
        onSelectTrim={(trim) => setSelectedTrimId(trim.id)}
        onRequestOrder={requestOrder}
        renderLink={renderLink}
        {...(!hasZip && { noDealersText: PREORDER_ZIP_PROMPT })}
      />
    </div>
  );
}
