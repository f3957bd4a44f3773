import {
  EmailSubscribeModal,
  NewUserModal,
  QuickSaveListPanel,
  UpdateSavedSearchModal,
  UpdateSavedVehiclePanel,
} from '@forecourt/ui';
import { useStore } from 'zustand';
import { firstPhoto, formatUsd, type Listing, listingHref, listingPrice, listingTitle } from './listing-view';
import { pageRoute } from './page-route';
import { useRouter } from './router';
import { useEnvironment } from './storefront-environment';

/** The open saved-items overlay, loaded the first time one opens (saved-items-overlays.tsx). */
export function SavedItemsOverlaysContent() {
  const { stores, config, session } = useEnvironment();
  const { location } = useRouter();
  const state = useStore(stores.savedItems);
  const actions = stores.savedItems.getState();
  const route = pageRoute(location.pathname, location.search, config.brand);

  if (state.open.quickSaveList) {
    return (
      <QuickSaveListPanel
        vehicles={(state.quickSaveListings as Listing[]).map((listing) => {
          const price = listingPrice(listing);
          const photo = firstPhoto(listing, config.brand);
          return {
            id: listing.id,
            title: listingTitle(listing, config.brand),
            href: listingHref(listing),
            ...(price !== undefined && { price: formatUsd(price) }),
            ...(photo && { photoUrl: photo.src }),
          };
        })}
        onRemove={(id) => void actions.unsaveVehicle(id)}
        onClose={() => actions.closePanel('quickSaveList')}
      />
    );
  }
  if (state.open.updateSavedListingModal) {
    const { bookmark, listing, phone, messages } = state.updateSavedInventory;
    const saved = state.bookmarks.inventoryBookmarks.find((item) => item.id === bookmark?.id);
    return (
      <UpdateSavedVehiclePanel
        {...(listing && { vehicle: { title: listingTitle(listing as Listing, config.brand) } })}
        initialValues={{
          title: bookmark?.title ?? '',
          notes: saved?.notes ?? '',
          phone,
          enableEmailAlerts: saved?.hasEmailAlerts ?? false,
          enableTextAlerts: saved?.hasTextAlerts ?? false,
        }}
        messages={messages}
        buttonState={state.animatedButtonState}
        onSubmit={(values) => void actions.updateSavedVehicle(values)}
        onClose={() => actions.closePanel('updateSavedListingModal')}
      />
    );
  }
  if (state.open.savedSearchModal) {
    const { bookmark, messages } = state.updateSavedSearch;
    return (
      <UpdateSavedSearchModal
        initialValues={{
          searchName: bookmark?.title ?? '',
          sendEmailAlerts: bookmark?.alert?.sendEmailAlerts ?? false,
          sendTextAlerts: bookmark?.alert?.sendTextAlerts ?? false,
        }}
        messages={messages}
        buttonState={state.animatedButtonState}
        onSubmit={(values) => void actions.updateSearchBookmark(values)}
        onClose={() => actions.closePanel('savedSearchModal')}
      />
    );
  }
  if (state.open.emailSubscribeModal) {
    const { subscribe } = state.bookmarks;
    return (
      <EmailSubscribeModal
        status={subscribe.status}
        error={subscribe.error}
        buttonState={state.animatedButtonState}
        onSubmit={({ emailAddress }) =>
          void actions.registerEmail({
            emailAddress,
            criteria: route.page === 'results' ? route.query : {},
          })
        }
        onClose={() => actions.closePanel('emailSubscribeModal')}
      />
    );
  }
  if (state.open.newUserModal) {
    const firstName = session.name?.split(' ')[0];
    // Closing is for good: the server showed it on this one page (the welcome mark is gone), so a reload has none.
    return (
      <NewUserModal {...(firstName && { firstName })} onClose={() => actions.closePanel('newUserModal')} />
    );
  }
  return null;
}
