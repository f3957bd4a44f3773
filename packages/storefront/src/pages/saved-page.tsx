import {
  type AccountVehicle,
  ALERT_BANNERS,
  formatPhone,
  initialSavedItemsState,
  MESSAGES,
  type NewOwnedCar,
  type SavedItemsState,
  type SearchBookmark,
  savedSearchCriteriaLines,
  type VehicleBookmark,
} from '@forecourt/saved-items';
import type { SearchQuery } from '@forecourt/seo-routes';
import {
  AlertsModal,
  type AlertToggle,
  BestDealsSubscribe,
  CancelAccountModal,
  EmailSubscribeInlineForm,
  ListingCard,
  zipError,
} from '@forecourt/ui';
import { useQuery } from '@tanstack/react-query';
import { type ReactNode, useEffect, useId, useState } from 'react';
import { useStore } from 'zustand';
import { useClientState } from '../hooks/use-client-state';
import { useHydrated } from '../hooks/use-hydrated';
import { useSearchHref } from '../hooks/use-search-href';
import {
  firstPhoto,
  formatUsd,
  type Listing,
  listingHref,
  listingPrice,
  listingTitle,
} from '../listing-view';
import { ALL_CARS_PATH, SAVED_PATH } from '../page-route';
import { RecentlyViewed, RecentSearches, useListingsByIds } from '../recently-viewed';
import { referenceLabel } from '../reference-label';
import { renderLink } from '../render-link';
import type { ShopperLocation } from '../shopper-location';
import { useEnvironment } from '../storefront-environment';

/** The sign-in route of the storefront server, coming back here afterwards. */
export const SAVED_PAGE_SIGN_IN_HREF = `/auth/login?returnTo=${SAVED_PATH}`;

/** What the server and the hydrating browser render: the store's defaults, never the shopper's saves. */
const SERVER_STATE: SavedItemsState = initialSavedItemsState();

const EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

/** The saved-items state once hydrated; its defaults before, so the first client render equals the server's. */
function useSavedItemsView(): SavedItemsState {
  const { stores } = useEnvironment();
  const hydrated = useHydrated();
  const state = useStore(stores.savedItems);
  return hydrated ? state : SERVER_STATE;
}

const onOff = (on: boolean | undefined) => (on ? 'on' : 'off');

function AlertsState({ email, text }: { email: boolean | undefined; text: boolean | undefined }) {
  return (
    <ul className="fc-saved-page__alerts">
      <li>E-mail alerts {onOff(email)}</li>
      <li>Text alerts {onOff(text)}</li>
    </ul>
  );
}

/** A button whose accessible name says which car or search it acts on ("Remove 2020 Honda Civic"). */
function ItemButton({ label, item, onClick }: { label: string; item: string; onClick: () => void }) {
  return (
    <button type="button" className="fc-button fc-button--secondary" onClick={onClick}>
      {label} <span className="fc-visually-hidden">{item}</span>
    </button>
  );
}

interface SavedVehicle {
  readonly listingId: string;
  readonly bookmark: VehicleBookmark | undefined;
}

interface VehicleActions {
  readonly onRemove: (listingId: string) => void;
  readonly onEdit?: (listingId: string, listing: Listing | undefined) => void;
  readonly onAlerts?: (bookmark: VehicleBookmark, title: string) => void;
}

function SavedVehicleItem({
  vehicle,
  listing,
  actions,
}: {
  vehicle: SavedVehicle;
  listing: Listing | undefined;
  actions: VehicleActions;
}) {
  const { config } = useEnvironment();
  const { bookmark, listingId } = vehicle;
  const headingId = useId();
  // Shoppers' own titles and notes are rendered as text, never as markup.
  const title =
    bookmark?.title?.trim() || (listing ? listingTitle(listing, config.brand) : 'Car no longer listed');
  const details = (
    <div className="fc-saved-page__details">
      {bookmark?.notes && (
        <p className="fc-saved-page__notes">
          <span className="fc-saved-page__label">Your notes: </span>
          {bookmark.notes}
        </p>
      )}
      {bookmark && <AlertsState email={bookmark.hasEmailAlerts} text={bookmark.hasTextAlerts} />}
      <div className="fc-saved-page__actions">
        {bookmark && actions.onEdit && (
          <ItemButton label="Edit" item={title} onClick={() => actions.onEdit?.(listingId, listing)} />
        )}
        {bookmark && actions.onAlerts && (
          <ItemButton
            label="Alerts"
            item={`for ${title}`}
            onClick={() => actions.onAlerts?.(bookmark, title)}
          />
        )}
        <ItemButton label="Remove" item={title} onClick={() => actions.onRemove(listingId)} />
      </div>
    </div>
  );
  if (!listing) {
    return (
      <article className="fc-saved-page__gone" aria-labelledby={headingId}>
        <h3 id={headingId}>{title}</h3>
        <p>This car is no longer for sale.</p>
        {details}
      </article>
    );
  }
  const price = listingPrice(listing);
  const photo = firstPhoto(listing, config.brand);
  return (
    <ListingCard
      id={listingId}
      title={title}
      href={listingHref(listing)}
      renderLink={renderLink}
      {...(photo && { imageSrc: photo.src, imageAlt: photo.alt })}
      {...(price !== undefined && { price: formatUsd(price) })}
      {...(listing.pricingDetail?.dealIndicator && { dealIndicator: listing.pricingDetail.dealIndicator })}
      saveSlot={details}
    />
  );
}

function Section({ title, children, action }: { title: string; children: ReactNode; action?: ReactNode }) {
  const headingId = useId();
  return (
    <section className="fc-saved-page__section" aria-labelledby={headingId}>
      <div className="fc-saved-page__section-head">
        <h2 id={headingId}>{title}</h2>
        {action}
      </div>
      {children}
    </section>
  );
}

/** The saved cars: neutral until the store is hydrated, then loading, failed, empty or the cards. */
function SavedVehicles({
  vehicles,
  ready,
  actions,
  action,
}: {
  vehicles: readonly SavedVehicle[];
  ready: boolean;
  actions: VehicleActions;
  action?: ReactNode;
}) {
  const listings = useListingsByIds(ready ? vehicles.map((vehicle) => vehicle.listingId) : []);
  let body: ReactNode;
  if (!ready || (vehicles.length > 0 && listings.pending)) {
    body = <p role="status">Loading your saved cars…</p>;
  } else if (vehicles.length === 0) {
    body = (
      <p>
        You have not saved any cars yet.{' '}
        {renderLink({ href: ALL_CARS_PATH, children: 'Browse cars for sale' })}
      </p>
    );
  } else if (listings.failed) {
    body = (
      <p role="alert">
        We could not load your saved cars.{' '}
        <button type="button" className="fc-button fc-button--secondary" onClick={listings.retry}>
          Try again
        </button>
      </p>
    );
  } else {
    body = (
      <ul className="fc-saved-page__list">
        {vehicles.map((vehicle) => (
          <li key={vehicle.listingId}>
            <SavedVehicleItem
              vehicle={vehicle}
              listing={listings.byId.get(vehicle.listingId)}
              actions={actions}
            />
          </li>
        ))}
      </ul>
    );
  }
  return (
    <Section title="Saved vehicles" action={action}>
      {body}
    </Section>
  );
}

/**
 * What the garage's inline form alerts on: the shopper's latest search (without its run time); with none, new cars
 * near the shopper's location; only with neither, every car. (Every car in the country was what it saved even for
 * a shopper whose location the site knew, issue 30.)
 */
function latestCriteria(
  state: SavedItemsState,
  location: ShopperLocation | undefined,
): { criteria: Record<string, unknown>; heading?: string } {
  const latest = state.recentSearches[0];
  if (!latest) {
    if (!location) return { criteria: { listingType: ['ALL'] } };
    return {
      criteria: { listingType: ['ALL'], zip: location.zip, searchRadius: String(location.searchRadius) },
      heading: `new cars near ${location.city}, ${location.state}`,
    };
  }
  const { lastExec: _lastExec, ...criteria } = latest.query;
  return { criteria, heading: latest.heading };
}

/**
 * The anonymous shopper's quick-saves, read from storage by the page itself (not waiting for the session's
 * start), hydrated, the expired ones dropped with the expired banner (spec 000 s4 "Quick-save list"). False
 * until then, so the list never shows a stale or empty state first.
 */
function useQuickSavesLoaded(): boolean {
  const { stores, bot } = useEnvironment();
  const hydrated = useHydrated();
  const [loaded, setLoaded] = useState(false);
  useEffect(() => {
    if (!hydrated || bot) return;
    let live = true;
    void stores.savedItems
      .getState()
      .loadQuickSaves()
      .finally(() => {
        if (live) setLoaded(true);
      });
    return () => {
      live = false;
    };
  }, [hydrated, bot, stores.savedItems]);
  return loaded;
}

function SignedOutGarage({ view }: { view: SavedItemsState }) {
  const { stores } = useEnvironment();
  const actions = stores.savedItems.getState();
  const ready = useQuickSavesLoaded();
  const vehicles = view.savedListings.map((item) => ({ listingId: item.listingId, bookmark: undefined }));
  const { subscribe } = view.bookmarks;
  const location = useStore(stores.location, (state) => state.location);
  const { criteria, heading } = latestCriteria(view, location);
  const ctaId = useId();
  return (
    <>
      <section className="fc-saved-page__sign-in" aria-labelledby={ctaId}>
        <h2 id={ctaId}>Keep your saved cars on every device</h2>
        <p>
          The cars you save without signing in stay on this device. Sign in and they move to your account,
          where you can add notes and get e-mail or text alerts.
        </p>
        <a className="fc-button" href={SAVED_PAGE_SIGN_IN_HREF}>
          Sign in
        </a>
      </section>
      <SavedVehicles
        vehicles={vehicles}
        ready={ready}
        actions={{ onRemove: (listingId) => void actions.unsaveVehicle(listingId) }}
      />
      {subscribe.showInlineForm && (
        <EmailSubscribeInlineForm
          heading={heading ? `Get email alerts for ${heading}` : 'Get email alerts for new cars'}
          status={subscribe.status}
          buttonState={view.animatedButtonState}
          {...(subscribe.error === MESSAGES.invalidEmail
            ? { emailError: subscribe.error }
            : { error: subscribe.error })}
          onSubmit={({ emailAddress }) => void actions.registerEmail({ emailAddress, criteria })}
        />
      )}
      <RecentSearches />
      <RecentlyViewed ids={view.recentInventory.map((entry) => entry.id)} />
    </>
  );
}

interface AlertsTarget {
  readonly kind: 'vehicle' | 'search';
  readonly bookmarkId: string;
  readonly title: string;
}

/** The alerts modal for one saved vehicle or search; the store keeps it the only open modal. */
function useAlertsModal(view: SavedItemsState) {
  const { stores } = useEnvironment();
  const actions = stores.savedItems.getState();
  const [target, setTarget] = useState<AlertsTarget | null>(null);
  const [result, setResult] = useState<{ confirmation?: string; error?: string }>({});

  const open = (next: AlertsTarget) => {
    setTarget(next);
    setResult({});
    actions.openPanel('alertsModal');
  };

  const toggle = async ({ target: channel, enabled, phone }: AlertToggle) => {
    if (!target) return;
    setResult({});
    const outcome = await actions.toggleAlerts({
      kind: target.kind,
      bookmarkId: target.bookmarkId,
      target: channel,
      enabled,
      ...(phone && { phone }),
    });
    if (outcome.success) {
      setResult({
        confirmation: ALERT_BANNERS[channel === 'sms' ? 'text' : 'email'][enabled ? 'on' : 'off'],
      });
    } else if (outcome.reason !== 'invalid-phone') {
      setResult({ error: MESSAGES.alertsFailure });
    }
  };

  let modal: ReactNode = null;
  if (target && view.open.alertsModal) {
    const flags =
      target.kind === 'vehicle'
        ? (() => {
            const bookmark = view.bookmarks.inventoryBookmarks.find((item) => item.id === target.bookmarkId);
            // The car's own text-alert number first: it is where its texts go.
            return (
              bookmark && {
                email: bookmark.hasEmailAlerts,
                text: bookmark.hasTextAlerts,
                phone: bookmark.mobilePhone,
              }
            );
          })()
        : (() => {
            const bookmark = view.bookmarks.searchBookmarks.find((item) => item.id === target.bookmarkId);
            return (
              bookmark && {
                email: bookmark.alert?.sendEmailAlerts,
                text: bookmark.alert?.sendTextAlerts,
                phone: undefined,
              }
            );
          })();
    if (flags) {
      modal = (
        <AlertsModal
          itemTitle={target.title}
          emailAlerts={Boolean(flags.email)}
          textAlerts={Boolean(flags.text)}
          defaultPhone={flags.phone || formatPhone(view.profile?.phone)}
          buttonState={view.animatedButtonState}
          {...(view.errorMessages.includes(MESSAGES.invalidPhone) && { phoneError: MESSAGES.invalidPhone })}
          error={result.error ?? null}
          confirmation={result.confirmation ?? null}
          onToggle={(change) => void toggle(change)}
          onClose={() => actions.closePanel('alertsModal')}
        />
      );
    }
  }
  return { open, modal };
}

type CancelKind = 'vehicles' | 'searches';

/** The cancel-account modal: the consumer id the opt-out names is loaded when the shopper confirms. */
function useCancelAlertsModal(view: SavedItemsState) {
  const environment = useEnvironment();
  const actions = environment.stores.savedItems.getState();
  const [kind, setKind] = useState<CancelKind | null>(null);
  const [sending, setSending] = useState(false);
  const [error, setError] = useState<string | null>(null);

  const open = (next: CancelKind) => {
    setKind(next);
    setError(null);
    actions.openPanel('cancelAccountModal');
  };

  const confirm = async (which: CancelKind) => {
    setSending(true);
    setError(null);
    let succeeded = false;
    try {
      const userId = await environment.loadConsumer();
      if (userId) succeeded = (await actions.cancelAllAlerts({ kind: which, userId })).success;
    } catch {
      succeeded = false;
    }
    setSending(false);
    if (!succeeded) setError(MESSAGES.alertsFailure);
  };

  const modal =
    kind && view.open.cancelAccountModal ? (
      <CancelAccountModal
        kind={kind}
        success={view.cancelAlerts.success}
        buttonState={sending ? 'loading' : 'default'}
        error={error}
        onConfirm={() => void confirm(kind)}
        onClose={() => actions.closePanel('cancelAccountModal')}
      />
    ) : null;
  return { open, modal };
}

function CancelAllButton({ what, onClick }: { what: string; onClick: () => void }) {
  return (
    <button type="button" className="fc-button fc-button--secondary" onClick={onClick}>
      Cancel all alerts <span className="fc-visually-hidden">for {what}</span>
    </button>
  );
}

function SavedSearchItem({
  bookmark,
  onEdit,
  onAlerts,
  onDelete,
}: {
  bookmark: SearchBookmark;
  onEdit: () => void;
  onAlerts: (title: string) => void;
  onDelete: () => void;
}) {
  const { queries } = useEnvironment();
  const searchHref = useSearchHref();
  const name = bookmark.title?.trim() || 'Saved search';
  let href: string | undefined;
  try {
    href = bookmark.searchParams ? searchHref(bookmark.searchParams as SearchQuery) : undefined;
  } catch {
    // A search saved elsewhere that this site's paths cannot express: shown without a link.
    href = undefined;
  }
  // Codes by their names once the reference data is here ('HONDA' reads 'Honda'); the codes until then.
  const reference = useQuery(queries.searchOptions());
  const criteria = bookmark.searchParams
    ? savedSearchCriteriaLines(bookmark.searchParams, { label: referenceLabel(reference.data) })
    : [];
  return (
    <article className="fc-saved-page__search">
      <h3>{href ? renderLink({ href, children: name }) : name}</h3>
      {criteria.length > 0 && (
        <dl className="fc-saved-search__criteria" aria-label={`Criteria of ${name}`}>
          {criteria.map((line) => (
            <div key={line.name}>
              <dt>{line.name}</dt>
              <dd>{line.value}</dd>
            </div>
          ))}
        </dl>
      )}
      <AlertsState email={bookmark.alert?.sendEmailAlerts} text={bookmark.alert?.sendTextAlerts} />
      <div className="fc-saved-page__actions">
        {href &&
          renderLink({
            href,
            className: 'fc-button',
            children: (
              <>
                Run search <span className="fc-visually-hidden">{name}</span>
              </>
            ),
          })}
        <ItemButton label="Rename or edit" item={name} onClick={onEdit} />
        <ItemButton label="Alerts" item={`for ${name}`} onClick={() => onAlerts(name)} />
        <ItemButton label="Delete" item={name} onClick={onDelete} />
      </div>
    </article>
  );
}

function bestDealsErrors(email: string, zipcode: string) {
  const errors = {
    ...(!EMAIL.test(email) && { email: MESSAGES.invalidEmail }),
    ...(zipError(zipcode, true) && { zipcode: zipError(zipcode, true) }),
  };
  return Object.keys(errors).length > 0 ? errors : undefined;
}

function BestDeals({ view }: { view: SavedItemsState }) {
  const { session, stores } = useEnvironment();
  const actions = stores.savedItems.getState();
  const [sending, setSending] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const [fieldErrors, setFieldErrors] = useState<{ email?: string; zipcode?: string }>();
  if (!view.showBestDeals) return null;
  return (
    <BestDealsSubscribe
      success={view.bestDeals.success}
      buttonState={sending ? 'loading' : 'default'}
      error={error}
      fieldErrors={fieldErrors}
      defaultEmail={session.email ?? ''}
      onDismiss={() => actions.setShowBestDeals(false)}
      onSubmit={async ({ email, zipcode }) => {
        const errors = bestDealsErrors(email, zipcode);
        setFieldErrors(errors);
        setError(null);
        if (errors) return;
        setSending(true);
        const outcome = await actions.subscribeBestDeals({ email, zipcode });
        setSending(false);
        if (!outcome.success) setError(MESSAGES.registrationFailure);
      }}
    />
  );
}

/** A car of the list as a shopper reads it: year, make, model and trim, else its VIN. */
function ownedCarName(car: AccountVehicle): string {
  const words = [car.year, car.make, car.model, car.trim].filter((word) => word !== undefined && word !== '');
  if (words.length > 0) return words.join(' ');
  return typeof car.vin === 'string' ? `VIN ${car.vin}` : 'Your car';
}

type AddBy = 'vin' | 'ymm';

/** The add form's input as the add call takes it, or the field a shopper must fill first. */
function newOwnedCar(by: AddBy, form: FormData): { car: NewOwnedCar } | { error: string } {
  const text = (name: string) => String(form.get(name) ?? '').trim();
  const zip = text('zip');
  if (!/^\d{5}$/.test(zip)) return { error: 'Enter the 5-digit ZIP code where the car is kept.' };
  if (by === 'vin') {
    const vin = text('vin').toUpperCase();
    if (!/^[A-HJ-NPR-Z0-9]{17}$/.test(vin)) return { error: 'A VIN is 17 characters without I, O or Q.' };
    return { car: { vin, zip } };
  }
  const year = Number(text('year'));
  const make = text('make');
  const model = text('model');
  if (!Number.isInteger(year) || year < 1900 || year > 2100)
    return { error: 'Enter the model year (4 digits).' };
  if (!make || !model) return { error: 'Enter the make and model.' };
  return { car: { year, make, model, zip } };
}

/** "Cars I own": the shopper's cars, added by VIN or by year/make/model and ZIP, each removable. */
function OwnedCars({ cars }: { cars: AccountVehicle[] | null }) {
  const { stores } = useEnvironment();
  const actions = stores.savedItems.getState();
  const [by, setBy] = useState<AddBy>('vin');
  const [error, setError] = useState<string | null>(null);
  const [sending, setSending] = useState(false);
  const formId = useId();
  // Once the store has the shopper signed in (the page may render before the session has started).
  const signedIn = useClientState(stores.savedItems, (state) => state.signedIn, false);
  useEffect(() => {
    if (signedIn) void stores.savedItems.getState().loadOwnedCars();
  }, [stores.savedItems, signedIn]);
  return (
    <Section title="Cars I own">
      {cars === null ? (
        <p role="status">Loading your cars…</p>
      ) : cars.length === 0 ? (
        <p>You have not added a car you own yet.</p>
      ) : (
        <ul className="fc-owned-cars__list">
          {cars.map((car) => (
            <li key={car.id}>
              <span className="fc-owned-cars__name">{ownedCarName(car)}</span>
              {typeof car.zip === 'string' && <span className="fc-owned-cars__zip">ZIP {car.zip}</span>}{' '}
              <ItemButton
                label="Remove"
                item={ownedCarName(car)}
                onClick={() => void actions.removeOwnedCar(car.id)}
              />
            </li>
          ))}
        </ul>
      )}
      <form
        className="fc-owned-cars__form"
        aria-labelledby={formId}
        noValidate
        onSubmit={async (event) => {
          event.preventDefault();
          const formElement = event.currentTarget;
          const input = newOwnedCar(by, new FormData(formElement));
          if ('error' in input) {
            setError(input.error);
            return;
          }
          setError(null);
          setSending(true);
          const outcome = await actions.addOwnedCar(input.car);
          setSending(false);
          if (outcome.success) formElement.reset();
          else setError(outcome.message ?? MESSAGES.registrationFailure);
        }}
      >
        <h3 id={formId}>Add a car you own</h3>
        <fieldset className="fc-owned-cars__by">
          <legend>How to find it</legend>
          <label>
            <input type="radio" name="by" checked={by === 'vin'} onChange={() => setBy('vin')} /> By VIN
          </label>
          <label>
            <input type="radio" name="by" checked={by === 'ymm'} onChange={() => setBy('ymm')} /> By year,
            make and model
          </label>
        </fieldset>
        {/* Labels as the package's fields lay them out (fc-field: the words above the input). */}
        <div className="fc-owned-cars__fields">
          {by === 'vin' ? (
            <label className="fc-field">
              VIN <input name="vin" autoComplete="off" maxLength={17} />
            </label>
          ) : (
            <>
              <label className="fc-field">
                Year <input name="year" inputMode="numeric" maxLength={4} />
              </label>
              <label className="fc-field">
                Make <input name="make" />
              </label>
              <label className="fc-field">
                Model <input name="model" />
              </label>
            </>
          )}
          <label className="fc-field">
            ZIP code <input name="zip" inputMode="numeric" maxLength={5} />
          </label>
        </div>
        {error && (
          <p className="fc-field__error" role="alert">
            {error}
          </p>
        )}
        <button type="submit" className="fc-button" disabled={sending}>
          Add car
        </button>
      </form>
    </Section>
  );
}

function SignedInGarage({ view }: { view: SavedItemsState }) {
  const { stores } = useEnvironment();
  const actions = stores.savedItems.getState();
  const alerts = useAlertsModal(view);
  const cancel = useCancelAlertsModal(view);
  const ready = view.showUserState;
  const { inventoryBookmarks, searchBookmarks } = view.bookmarks;
  const vehicles: SavedVehicle[] = view.savedListings.map((item) => ({
    listingId: item.listingId,
    bookmark: inventoryBookmarks.find(
      (bookmark) =>
        bookmark.listingId === item.listingId || (item.bookmarkId !== '' && bookmark.id === item.bookmarkId),
    ),
  }));
  const unread = Number.parseInt(view.psxNotificationsCount, 10) || 0;
  return (
    <>
      <ul className="fc-saved-page__counts" aria-label="Your account">
        <li>Unread notifications: {unread}</li>
        <li>Cars I own: {view.myCarsCount}</li>
      </ul>
      <SavedVehicles
        vehicles={vehicles}
        ready={ready}
        action={
          vehicles.some((vehicle) => vehicle.bookmark) && (
            <CancelAllButton what="saved vehicles" onClick={() => cancel.open('vehicles')} />
          )
        }
        actions={{
          onRemove: (listingId) => void actions.unsaveVehicle(listingId),
          // The listing goes along as the store's summary shape (`id` plus any fields).
          onEdit: (listingId, listing) => actions.openUpdateSavedVehicle(listingId, listing),
          onAlerts: (bookmark, title) => alerts.open({ kind: 'vehicle', bookmarkId: bookmark.id, title }),
        }}
      />
      <Section
        title="Saved searches"
        action={
          searchBookmarks.length > 0 && (
            <CancelAllButton what="saved searches" onClick={() => cancel.open('searches')} />
          )
        }
      >
        {searchBookmarks.length === 0 ? (
          <p>You have no saved searches. Save a search from the results to hear about new matches.</p>
        ) : (
          <ul className="fc-saved-page__list">
            {searchBookmarks.map((bookmark) => (
              <li key={bookmark.id}>
                <SavedSearchItem
                  bookmark={bookmark}
                  onEdit={() => actions.openUpdateSavedSearch(bookmark)}
                  onAlerts={(title) => alerts.open({ kind: 'search', bookmarkId: bookmark.id, title })}
                  onDelete={() => void actions.unsaveSearch({ id: bookmark.id, version: bookmark.version })}
                />
              </li>
            ))}
          </ul>
        )}
      </Section>
      <OwnedCars cars={view.ownedCars} />
      <BestDeals view={view} />
      <RecentSearches />
      <RecentlyViewed ids={view.recentInventory.map((entry) => entry.id)} />
      {alerts.modal}
      {cancel.modal}
    </>
  );
}

/**
 * "My garage" (SAVED_PATH): quick-saves and the sign-in offer for an anonymous shopper; saved vehicles and
 * searches with their alerts, best deals, the counts and recently viewed cars for a signed-in one (spec 000 s2).
 */
export function SavedPage() {
  const { config, session, stores, bot } = useEnvironment();
  const view = useSavedItemsView();

  useEffect(() => {
    if (!bot) stores.savedItems.getState().hydrateRecentHistory();
  }, [bot, stores.savedItems]);

  return (
    <div className="fc-saved-page">
      <title>{`My garage | ${config.siteName}`}</title>
      <meta name="robots" content="noindex" />
      <h1>My garage</h1>
      {session.signedIn ? <SignedInGarage view={view} /> : <SignedOutGarage view={view} />}
    </div>
  );
}
