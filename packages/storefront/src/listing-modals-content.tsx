import {
  CompareModal,
  DealerDifferenceModal,
  EditEmailModal,
  EmailCaptureModal,
  EmailConfirmationModal,
  EmailOwnerModal,
  type EmailOwnerValues,
  type FormSubmitState,
  formatCount,
  INITIAL_FORM_SUBMIT_STATE,
  ReportListingModal,
  TrimsModal,
} from '@forecourt/ui';
import { useQuery } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import { useStore } from 'zustand';
import { useSearchHref } from './hooks/use-search-href';
import { EMAIL_CAPTURE_DESCRIPTION, type ListingModalsProps } from './listing-modals';
import { firstPhoto, type Listing, listingTitle } from './listing-view';
import { searchQuery } from './queries';
import { renderLink } from './render-link';
import { useRouter } from './router';
import { serverMessageOf } from './server-message';
import { ShareListing } from './share-listing';
import { useEnvironment } from './storefront-environment';
import { dealerDifferences } from './vehicle-view';

const requestId = () => globalThis.crypto.randomUUID();

/**
 * The listing-page modals, loaded on the first opening (listing-modals.tsx) and mounted from then on, so what a
 * modal keeps (the message just sent) survives closing it.
 */
export function ListingModalsContent({
  open,
  onOpen,
  listing,
  owner,
  ownerName,
  compareLimitReached,
}: ListingModalsProps) {
  const { api, config, session, stores } = useEnvironment();
  const searchHref = useSearchHref();
  const { navigate } = useRouter();
  const title = listingTitle(listing, config.brand);
  const pageUrl = typeof window === 'undefined' ? '' : window.location.href;
  const [sending, setSending] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const [sent, setSent] = useState<EmailOwnerValues | null>(null);
  const [report, setReport] = useState<FormSubmitState>(INITIAL_FORM_SUBMIT_STATE);
  const compareIds = useStore(stores.compare, (state) => state.activeResults);
  const compared = useStore(stores.compare, (state) => state.compareListings);
  const model = [listing.make, listing.model].filter(Boolean).join(' ');
  const trims = useQuery({
    ...searchQuery(api, {
      makeCode: [listing.makeCode ?? ''],
      modelCode: [listing.modelCode ?? ''],
      numRecords: '1',
    }),
    enabled: open === 'trims',
  });
  const close = () => {
    setError(null);
    onOpen(null);
  };

  useEffect(() => {
    if (open === 'compare') void stores.compare.getState().loadListings({ showAll: true });
  }, [open, stores.compare]);

  const emailOwner = async (values: EmailOwnerValues) => {
    setSending(true);
    setError(null);
    try {
      const reply = await api.emailOwner({
        body: {
          listingId: listing.id,
          name: values.name,
          emailAddress: values.email,
          phone: values.phone,
          message: values.message,
          clientRequestId: requestId(),
          originPageUrl: pageUrl,
          originPage: 'vdp',
          leadType: 'EMAILOWNER',
          myAtcUserLoggedIn: session.signedIn,
        },
      });
      if (!reply.success) throw Object.assign(new Error('not sent'), { apiError: reply });
      setSent(values);
      onOpen('emailConfirmation');
    } catch (failure) {
      setError(serverMessageOf(failure));
    } finally {
      setSending(false);
    }
  };

  switch (open) {
    case null:
      return null;
    case 'share':
      return <ShareListing listingId={listing.id} ownerId={owner?.id} title={title} onClose={close} />;
    case 'compare': {
      const listings = ((compared.listings ?? []) as unknown as Listing[]).filter((item) =>
        compareIds.includes(item.id),
      );
      return (
        <CompareModal
          listings={listings.map((item) => {
            const photo = firstPhoto(item, config.brand);
            return { id: item.id, title: listingTitle(item, config.brand), ...(photo && { photo }) };
          })}
          limitReached={compareLimitReached}
          onCompare={() => {
            close();
            navigate('/cars-for-sale/compare');
          }}
          onRemove={(id) => stores.compare.getState().remove(id)}
          onClose={close}
        />
      );
    }
    case 'dealerDifference':
      return (
        <DealerDifferenceModal
          dealerName={ownerName ?? 'this dealer'}
          items={dealerDifferences(listing, owner)}
          renderLink={renderLink}
          {...(owner && { dealerHref: `/car-dealers/dealer-details/${owner.id}` })}
          onClose={close}
        />
      );
    case 'report':
      return (
        <ReportListingModal
          state={report}
          submitting={sending}
          onClose={() => {
            setReport(INITIAL_FORM_SUBMIT_STATE);
            close();
          }}
          onSubmit={(values) => {
            setSending(true);
            api
              .reportListing({
                params: { listingId: listing.id },
                body: {
                  reason: values.reason as 'other',
                  comments: values.comments,
                  ...(session.email && { emailAddress: session.email }),
                },
              })
              .then(
                () => setReport({ showConfirmation: true, errorMessage: null }),
                (failure) => setReport({ showConfirmation: false, errorMessage: serverMessageOf(failure) }),
              )
              .finally(() => setSending(false));
          }}
        />
      );
    case 'emailOwner':
      return (
        <EmailOwnerModal
          ownerName={ownerName ?? 'the seller'}
          listingTitle={title}
          submitting={sending}
          errorMessage={error}
          defaultValues={{
            ...(sent ?? {}),
            ...(!sent && session.name && { name: session.name }),
            ...(!sent && session.email && { email: session.email }),
          }}
          onSubmit={(values) => void emailOwner(values)}
          onClose={close}
        />
      );
    case 'emailConfirmation':
      return sent ? (
        <EmailConfirmationModal email={sent.email} onEditEmail={() => onOpen('editEmail')} onClose={close} />
      ) : null;
    case 'editEmail':
      // The seller replies to the address on the message: a corrected address sends the message again with it.
      return sent ? (
        <EditEmailModal
          email={sent.email}
          submitting={sending}
          errorMessage={error}
          onSave={(email) => void emailOwner({ ...sent, email })}
          onClose={close}
        />
      ) : null;
    case 'emailCapture':
      return (
        <EmailCaptureModal
          title="Get alerts for cars like this"
          description={EMAIL_CAPTURE_DESCRIPTION(model)}
          submitting={sending}
          errorMessage={error}
          onSubmit={(emailAddress) => {
            setSending(true);
            void stores.savedItems
              .getState()
              .registerEmail({
                emailAddress,
                criteria: { makeCode: [listing.makeCode ?? ''], modelCode: [listing.modelCode ?? ''] },
                searchName: model,
              })
              .then((result) => {
                if (result.success) close();
                else setError(result.message ?? null);
              })
              .finally(() => setSending(false));
          }}
          onClose={close}
        />
      );
    case 'trims':
      return (
        <TrimsModal
          title={`${model} trims`}
          loading={trims.isPending}
          {...(listing.trimCode && { selectedId: listing.trimCode })}
          trims={(trims.data?.facets.trimCode ?? []).map((facet) => ({
            id: facet.value,
            name: facet.label,
            description: `${formatCount(facet.count)} for sale`,
          }))}
          onSelect={(trim) => {
            close();
            navigate(
              searchHref({
                makeCode: [listing.makeCode ?? ''],
                modelCode: [listing.modelCode ?? ''],
                trimCode: [trim.id],
              }),
            );
          }}
          onClose={close}
        />
      );
  }
}
