import { ApiClientError } from '@forecourt/api-client';
import {
  COMPARE_MODAL_TEXTS,
  EDIT_EMAIL_TEXTS,
  EMAIL_CAPTURE_TEXTS,
  EMAIL_CONFIRMATION_TEXTS,
  EMAIL_OWNER_TEXTS,
  REPORT_LISTING_TEXTS,
  TRIMS_MODAL_TEXTS,
} from '@forecourt/ui';
import { dehydrate } from '@tanstack/react-query';
import { act, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderToString } from 'react-dom/server';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { EMAIL_CAPTURE_DESCRIPTION } from '../listing-modals';
import { type Listing, listingCondition, listingPrice } from '../listing-view';
import { listingQuery } from '../queries';
import type { StorefrontSession } from '../storefront-config';
import { hydrateInBrowser } from './hydrate-in-browser';
import { VEHICLE_PAGE_TEXTS, VehiclePage } from './vehicle-page';
import {
  CAPITOL_HONDA,
  CIVIC,
  CIVIC_WITH_GUARANTEE,
  COMPARED,
  PRIVATE_FIT,
  PRIVATE_FIT_WITHOUT_FLAG,
  SEARCH_REPLY,
  type VehicleHarnessOptions,
  vehicleHarness,
} from './vehicle-page.fixtures';
import { vehiclePaymentsQuery } from './vehicle-payment';

const CIVIC_TITLE = 'Used 2020 Honda Civic EX';

interface RenderOptions extends VehicleHarnessOptions {
  readonly listing?: Listing;
  readonly browser?: boolean;
  /** Ids put in the compare list before the page renders. */
  readonly compare?: readonly string[];
}

/** The page of `listing` (the Civic), once its heading is there. */
async function renderVehicle({ listing = CIVIC, browser, compare = [], ...options }: RenderOptions = {}) {
  const context = vehicleHarness(options);
  for (const id of compare) context.environment.stores.compare.getState().add(id);
  const view = render(context.tree(<VehiclePage id={listing.id} />, { browser: browser ?? false }));
  await screen.findByRole('heading', { level: 1, name: listing.title });
  return { ...context, ...view, user: userEvent.setup({ delay: null }) };
}

// A modal's code loads when it first opens (listing-modals.tsx): find it, do not expect it at once.
const dialog = (name: string) => screen.findByRole('dialog', { name });

/** Fills in the open e-mail form (a mistyped address: the confirmation offers to correct it) and sends it. */
async function sendMessage(user: ReturnType<typeof userEvent.setup>, phone = '') {
  const form = await dialog('E-mail Capitol Honda');
  await user.type(within(form).getByLabelText(EMAIL_OWNER_TEXTS.name), 'Sam Rivera');
  await user.type(within(form).getByLabelText(EMAIL_OWNER_TEXTS.email), 'sam@exmaple.com');
  if (phone) await user.type(within(form).getByLabelText(`${EMAIL_OWNER_TEXTS.phone} (optional)`), phone);
  await user.click(within(form).getByRole('button', { name: EMAIL_OWNER_TEXTS.submit }));
}

describe('VehiclePage: e-mail the seller (spec 001 s2 "e-mail, e-mail confirmation, edit e-mail")', () => {
  it('sends the message with what was typed, from the vdp, as an EMAILOWNER lead', async () => {
    const { user, emailOwner, getListingsByIds } = await renderVehicle();
    expect(getListingsByIds).toHaveBeenCalledWith({ query: { listingId: [CIVIC.id] } }, expect.anything());

    await user.click(screen.getByRole('button', { name: 'E-mail the seller' }));
    const form = await dialog('E-mail Capitol Honda');
    expect(within(form).getByText(CIVIC_TITLE)).toBeInTheDocument();
    expect(within(form).getByLabelText(EMAIL_OWNER_TEXTS.message)).toHaveValue(
      EMAIL_OWNER_TEXTS.defaultMessage(CIVIC_TITLE),
    );
    await sendMessage(user, '(512) 555-0142');

    await waitFor(() => expect(emailOwner).toHaveBeenCalledTimes(1));
    expect(emailOwner.mock.calls[0]?.[0].body).toEqual({
      listingId: CIVIC.id,
      name: 'Sam Rivera',
      emailAddress: 'sam@exmaple.com',
      phone: '5125550142',
      message: EMAIL_OWNER_TEXTS.defaultMessage(CIVIC_TITLE),
      clientRequestId: expect.any(String),
      originPageUrl: window.location.href,
      originPage: 'vdp',
      leadType: 'EMAILOWNER',
      myAtcUserLoggedIn: false,
    });
    await waitFor(() => expect(form).not.toBeInTheDocument());
  });

  // The confirmation replaces the e-mail modal, and the edit modal the confirmation: closing the modal that goes
  // must not close the one that comes (a focus trap that called onClose as it unmounted did).
  it('confirms where replies go, and sends the message again to a corrected address', async () => {
    const { user, emailOwner } = await renderVehicle();
    await user.click(screen.getByRole('button', { name: 'E-mail the seller' }));
    await sendMessage(user);

    const confirmation = await screen.findByRole('dialog', { name: 'Your message was sent' });
    expect(
      within(confirmation).getByText(EMAIL_CONFIRMATION_TEXTS.message('sam@exmaple.com')),
    ).toHaveTextContent('Replies will go to sam@exmaple.com.');
    expect(screen.getAllByRole('dialog')).toHaveLength(1);
    const first = emailOwner.mock.calls[0]?.[0].body;

    await user.click(within(confirmation).getByRole('button', { name: EMAIL_CONFIRMATION_TEXTS.editEmail }));
    const edit = await dialog('Edit your e-mail');
    const address = within(edit).getByLabelText(EDIT_EMAIL_TEXTS.label);
    expect(address).toHaveValue('sam@exmaple.com');
    await user.clear(address);
    await user.type(address, 'sam@example.com');
    await user.click(within(edit).getByRole('button', { name: EDIT_EMAIL_TEXTS.save }));

    const corrected = await screen.findByRole('dialog', { name: 'Your message was sent' });
    expect(within(corrected).getByText(EMAIL_CONFIRMATION_TEXTS.message('sam@example.com'))).toBeVisible();
    expect(emailOwner).toHaveBeenCalledTimes(2);
    const second = emailOwner.mock.calls[1]?.[0].body;
    expect(second).toEqual({
      ...first,
      emailAddress: 'sam@example.com',
      clientRequestId: expect.any(String),
    });
    expect(second?.clientRequestId).not.toBe(first?.clientRequestId);

    await user.click(within(corrected).getByRole('button', { name: EMAIL_CONFIRMATION_TEXTS.done }));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });

  it("shows a refused message's errorMessage in the modal, which stays open with what was typed", async () => {
    const errorMessage =
      'This seller does not take messages by e-mail. Please call the seller at (512) 555-0100 instead.';
    // The shape the API answers (spec 001 s8 errorMessage beside the error reply), as an ApiClientError carries it.
    const apiError = {
      error: { code: 'NOT_FOUND' as const, message: 'Listing 700001 has no e-mail form' },
      errorMessage,
    };
    const { user, emailOwner } = await renderVehicle({
      emailOwner: async () => {
        throw new ApiClientError('HTTP_STATUS', 'emailOwner', 'emailOwner: 404', { status: 404, apiError });
      },
    });

    await user.click(screen.getByRole('button', { name: 'E-mail the seller' }));
    const form = await dialog('E-mail Capitol Honda');
    await user.type(within(form).getByLabelText(EMAIL_OWNER_TEXTS.name), 'Sam Rivera');
    await user.type(within(form).getByLabelText(EMAIL_OWNER_TEXTS.email), 'sam@example.com');
    await user.click(within(form).getByRole('button', { name: EMAIL_OWNER_TEXTS.submit }));

    expect(await within(form).findByRole('alert')).toHaveTextContent(errorMessage);
    expect(emailOwner).toHaveBeenCalledTimes(1);
    expect(await dialog('E-mail Capitol Honda')).toBe(form);
    expect(screen.queryByRole('dialog', { name: 'Your message was sent' })).not.toBeInTheDocument();
    expect(within(form).getByLabelText(EMAIL_OWNER_TEXTS.email)).toHaveValue('sam@example.com');
    expect(within(form).getByRole('button', { name: EMAIL_OWNER_TEXTS.submit })).toBeEnabled();
  });

  it('offers no e-mail form on a private seller\'s listing ("Private-seller listings hide the e-mail form", s6)', async () => {
    await renderVehicle({ listing: PRIVATE_FIT });
    expect(screen.getByRole('button', { name: 'Add to compare' })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'E-mail the seller' })).not.toBeInTheDocument();
  });

  // The page asks @forecourt/listings' isEmailFormHidden, which reads hideEmailForm, privateSeller and the
  // hyundai e-commerce listing, not the owner's flag alone.
  it('offers no e-mail form to a private seller whose record leaves hideEmailForm unset', async () => {
    await renderVehicle({ listing: PRIVATE_FIT_WITHOUT_FLAG });
    expect(screen.queryByRole('button', { name: 'E-mail the seller' })).not.toBeInTheDocument();
  });
});

describe('VehiclePage: compare (spec 001 s2 compare modal, s4 compare list)', () => {
  it('adds the car to the compare list and shows the list in the compare modal', async () => {
    const accord = COMPARED[0] as Listing;
    const { user, environment } = await renderVehicle({ compare: [accord.id] });

    await user.click(screen.getByRole('button', { name: 'Add to compare' }));

    expect(environment.stores.compare.getState().activeResults).toEqual([accord.id, CIVIC.id]);
    const modal = await dialog('Compare vehicles');
    expect(within(modal).getByText(COMPARE_MODAL_TEXTS.count(2, 5))).toBeInTheDocument();
    expect(await within(modal).findByText(CIVIC_TITLE)).toBeInTheDocument();
    expect(within(modal).getByText(accord.title as string)).toBeInTheDocument();
    expect(within(modal).queryByText(COMPARE_MODAL_TEXTS.limit(5))).not.toBeInTheDocument();
    expect(within(modal).getByRole('button', { name: COMPARE_MODAL_TEXTS.compare })).toBeEnabled();
    expect(screen.getByRole('button', { name: 'In compare' })).toHaveAttribute('aria-pressed', 'true');
  });

  it('ignores the add at five and says so; the list stays at five', async () => {
    const five = COMPARED.map((listing) => listing.id);
    const { user, environment } = await renderVehicle({ compare: five });

    await user.click(screen.getByRole('button', { name: 'Add to compare' }));

    const modal = await dialog('Compare vehicles');
    expect(within(modal).getByRole('alert')).toHaveTextContent(
      'You can compare up to 5 vehicles. Remove one to add another.',
    );
    expect(COMPARE_MODAL_TEXTS.limit(5)).toBe('You can compare up to 5 vehicles. Remove one to add another.');
    expect(environment.stores.compare.getState().activeResults).toEqual(five);
    expect(await within(modal).findByText(COMPARED[4]?.title as string)).toBeInTheDocument();
    expect(within(modal).getAllByRole('listitem')).toHaveLength(5);
    expect(within(modal).queryByText(CIVIC_TITLE)).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Add to compare' })).toHaveAttribute('aria-pressed', 'false');
  });
});

describe('VehiclePage: report (spec 001 s2 report modal)', () => {
  it('sends the reason and comments and confirms', async () => {
    const { user, reportListing } = await renderVehicle();

    await user.click(screen.getByRole('button', { name: 'Report this listing' }));
    const modal = await dialog('Report this listing');
    await user.click(within(modal).getByRole('radio', { name: 'The price is wrong' }));
    await user.type(
      within(modal).getByLabelText(`${REPORT_LISTING_TEXTS.comments} (optional)`),
      'Listed at $1,000 less than the sticker.',
    );
    await user.click(within(modal).getByRole('button', { name: REPORT_LISTING_TEXTS.submit }));

    expect(await within(modal).findByText(REPORT_LISTING_TEXTS.confirmation)).toBeInTheDocument();
    expect(reportListing).toHaveBeenCalledTimes(1);
    expect(reportListing.mock.calls[0]?.[0]).toEqual({
      params: { listingId: CIVIC.id },
      body: { reason: 'price', comments: 'Listed at $1,000 less than the sticker.' },
    });
    await user.click(within(modal).getByText(REPORT_LISTING_TEXTS.done));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });

  it("shows a refused report's message (a 429's error reply) and keeps the form", async () => {
    const { user } = await renderVehicle({
      reportListing: async () => {
        throw new ApiClientError('HTTP_STATUS', 'reportListing', 'reportListing: 429', {
          status: 429,
          apiError: { error: { code: 'RATE_LIMITED', message: 'Too many reports. Try again in an hour.' } },
        });
      },
    });

    await user.click(screen.getByRole('button', { name: 'Report this listing' }));
    const modal = await dialog('Report this listing');
    await user.click(within(modal).getByRole('radio', { name: 'The car is already sold' }));
    await user.click(within(modal).getByRole('button', { name: REPORT_LISTING_TEXTS.submit }));

    expect(await within(modal).findByRole('alert')).toHaveTextContent(
      'Too many reports. Try again in an hour.',
    );
    expect(within(modal).queryByText(REPORT_LISTING_TEXTS.confirmation)).not.toBeInTheDocument();
    expect(within(modal).getByRole('button', { name: REPORT_LISTING_TEXTS.submit })).toBeInTheDocument();
  });
});

describe('VehiclePage: trims (spec 001 s2 trims modal)', () => {
  afterEach(() => {
    // One jsdom per worker: leave the address where another file's test expects to find it.
    window.history.replaceState(null, '', '/');
  });

  it("lists the search's trim counts and goes to the results for the trim chosen", async () => {
    const { user, searchListings } = await renderVehicle({ browser: true });

    await user.click(screen.getByRole('button', { name: 'See other Honda Civic trims' }));
    const modal = await dialog('Honda Civic trims');
    const lx = await within(modal).findByRole('button', { name: /^LX/ });
    expect(within(modal).queryByText(TRIMS_MODAL_TEXTS.loading)).not.toBeInTheDocument();
    expect(
      within(modal)
        .getAllByRole('button', { pressed: false })
        .map((button) => button.textContent),
    ).toEqual(['LX1,204 for sale', 'Si41 for sale']);
    // The car's own trim is the one selected.
    expect(within(modal).getByRole('button', { pressed: true })).toHaveTextContent('EX873 for sale');
    expect(searchListings).toHaveBeenCalledWith(
      { query: { makeCode: ['HONDA'], modelCode: ['CIVIC'], numRecords: '1' } },
      expect.anything(),
    );

    await user.click(lx);

    // `|` as `%7C`, as Chromium sends it in a path: written plain, the trim's page redirected to itself (issue 29).
    await waitFor(() => expect(window.location.pathname).toBe('/cars-for-sale/honda/civic/lx'));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });
});

describe('VehiclePage: dealer difference (spec 001 s2 dealer difference modal)', () => {
  it('offers "Why buy from" the dealer when something sets it apart, and lists it', async () => {
    const { user } = await renderVehicle({ listing: CIVIC_WITH_GUARANTEE });

    await user.click(screen.getByRole('button', { name: 'Why buy from Capitol Honda' }));
    const modal = await dialog('Why buy from Capitol Honda');
    expect(
      within(modal)
        .getAllByRole('heading', { level: 3 })
        .map((item) => item.textContent),
    ).toEqual(['Money-back guarantee']);
    expect(
      within(modal).getByText('Return the car if it is not right for you, on the terms the dealer sets.'),
    ).toBeInTheDocument();
    expect(within(modal).getByRole('link', { name: 'See dealer details' })).toHaveAttribute(
      'href',
      '/car-dealers/dealer-details/50001',
    );
  });

  it('offers nothing when nothing sets the dealer apart', async () => {
    await renderVehicle();
    expect(screen.getByRole('button', { name: 'Report this listing' })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: /^Why buy from/ })).not.toBeInTheDocument();
  });
});

describe('VehiclePage: share (spec 001 s2 share listing modal, s3 showShareListingsModal)', () => {
  it('keeps the share modal open in the showShareListingsModal preference', async () => {
    const { user, environment, unmount } = await renderVehicle();
    const preferences = environment.stores.preferences;
    expect(preferences.getState().showShareListingsModal).toBe(false);

    await user.click(screen.getByRole('button', { name: 'Share' }));
    expect(preferences.getState().showShareListingsModal).toBe(true);
    const modal = await dialog('Share this listing');
    expect(within(modal).getByText(CIVIC_TITLE)).toBeInTheDocument();

    await user.click(within(modal).getByRole('button', { name: 'Close' }));
    expect(preferences.getState().showShareListingsModal).toBe(false);
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();

    // Leaving the page with the modal open closes it: the next page does not open on it.
    await user.click(screen.getByRole('button', { name: 'Share' }));
    expect(preferences.getState().showShareListingsModal).toBe(true);
    unmount();
    expect(preferences.getState().showShareListingsModal).toBe(false);
  });

  it('shows one modal at a time: compare, closed, then share', async () => {
    const { user, environment } = await renderVehicle();

    await user.click(screen.getByRole('button', { name: 'Add to compare' }));
    await user.click(
      within(await dialog('Compare vehicles')).getByRole('button', {
        name: COMPARE_MODAL_TEXTS.keepShopping,
      }),
    );
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Share' }));
    expect(screen.getAllByRole('dialog')).toHaveLength(1);
    expect(await dialog('Share this listing')).toBeInTheDocument();
    expect(environment.stores.preferences.getState().showShareListingsModal).toBe(true);
  });
});

describe('VehiclePage: e-mail capture (spec 001 s2 e-mail capture modal)', () => {
  it('registers an anonymous shopper for e-mails about cars like this one', async () => {
    const context = vehicleHarness();
    const savedItems = context.environment.stores.savedItems;
    const registerEmail = vi.fn(savedItems.getState().registerEmail);
    // In the state, not on one snapshot of it: every later set() carries it over.
    savedItems.setState({ registerEmail });
    render(context.tree(<VehiclePage id={CIVIC.id} />));
    const user = userEvent.setup({ delay: null });

    await user.click(await screen.findByRole('button', { name: 'Get alerts for cars like this' }));
    const modal = await dialog('Get alerts for cars like this');
    expect(within(modal).getByText(EMAIL_CAPTURE_DESCRIPTION('Honda Civic'))).toHaveTextContent(
      "We'll e-mail you when new Honda Civic cars are listed.",
    );
    await user.type(within(modal).getByLabelText(EMAIL_CAPTURE_TEXTS.label), 'sam@example.com');
    await user.click(within(modal).getByRole('button', { name: EMAIL_CAPTURE_TEXTS.submit }));

    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(registerEmail).toHaveBeenCalledTimes(1);
    expect(registerEmail).toHaveBeenCalledWith({
      emailAddress: 'sam@example.com',
      criteria: { makeCode: ['HONDA'], modelCode: ['CIVIC'] },
      searchName: 'Honda Civic',
    });
    expect(context.lightUserSearch).toHaveBeenCalledTimes(1);
    expect(context.lightUserSearch.mock.calls[0]?.[0].body).toMatchObject({
      emailAddress: 'sam@example.com',
    });
  });

  it('is offered in the server-rendered page, so nothing moves when the page hydrates', async () => {
    const context = vehicleHarness();
    await context.queryClient.prefetchQuery(listingQuery(context.environment.api, CIVIC.id));
    const html = renderToString(context.tree(<VehiclePage id={CIVIC.id} />));
    expect(html).toContain('<h1>Used 2020 Honda Civic EX</h1>');
    expect(html).toContain('>Get alerts for cars like this</button>');
    const signedIn = vehicleHarness({ session: { signedIn: true, email: 'sam@example.com' } });
    await signedIn.queryClient.prefetchQuery(listingQuery(signedIn.environment.api, CIVIC.id));
    expect(renderToString(signedIn.tree(<VehiclePage id={CIVIC.id} />))).not.toContain(
      'Get alerts for cars like this',
    );
  });

  it('is not offered to a signed-in shopper', async () => {
    const session: StorefrontSession = { signedIn: true, email: 'sam@example.com', name: 'Sam Rivera' };
    const { user } = await renderVehicle({ session });
    expect(screen.queryByRole('button', { name: 'Get alerts for cars like this' })).not.toBeInTheDocument();

    // The e-mail form starts from the signed-in shopper's name and address.
    await user.click(screen.getByRole('button', { name: 'E-mail the seller' }));
    const form = await dialog('E-mail Capitol Honda');
    expect(within(form).getByLabelText(EMAIL_OWNER_TEXTS.name)).toHaveValue('Sam Rivera');
    expect(within(form).getByLabelText(EMAIL_OWNER_TEXTS.email)).toHaveValue('sam@example.com');
  });
});

describe('VehiclePage: the listing service away (issue 12, "The API stops while a shopper browses")', () => {
  it('says so with a retry, and shows the car once the service answers again, without a reload', async () => {
    const context = vehicleHarness();
    // The listing breaker's fallback ({}) or a 5xx: listingQuery makes both an error, not a missing car.
    context.getListingsByIds.mockResolvedValueOnce({} as never);
    render(context.tree(<VehiclePage id={CIVIC.id} />, { browser: false }));
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent(VEHICLE_PAGE_TEXTS.unavailable);

    await userEvent
      .setup({ delay: null })
      .click(within(alert).getByRole('button', { name: VEHICLE_PAGE_TEXTS.retry }));
    expect(await screen.findByRole('heading', { level: 1, name: CIVIC.title })).toBeInTheDocument();
    expect(screen.queryByText(VEHICLE_PAGE_TEXTS.unavailable)).toBeNull();
  });

  it('keeps the car on screen when refreshing it fails ("the app keeps showing what it has")', async () => {
    const { getListingsByIds, queryClient } = await renderVehicle();
    getListingsByIds.mockRejectedValue(
      new ApiClientError('HTTP_STATUS', 'getListingsByIds', '500', { status: 500 }),
    );
    await act(() => queryClient.refetchQueries({ queryKey: ['forecourt', 'listing'] }));
    expect(getListingsByIds).toHaveBeenCalledTimes(2);
    expect(screen.getByRole('heading', { level: 1, name: CIVIC.title })).toBeInTheDocument();
    expect(screen.queryByText(VEHICLE_PAGE_TEXTS.unavailable)).toBeNull();
  });
});

/** An IntersectionObserver the test drives: it reports on what it observes when `report` is called. */
class FakeIntersectionObserver {
  static readonly made: FakeIntersectionObserver[] = [];
  readonly observed = new Set<Element>();
  constructor(
    private readonly callback: IntersectionObserverCallback,
    readonly options: IntersectionObserverInit = {},
  ) {
    FakeIntersectionObserver.made.push(this);
  }
  observe(target: Element) {
    this.observed.add(target);
  }
  unobserve(target: Element) {
    this.observed.delete(target);
  }
  disconnect() {
    this.observed.clear();
  }
  takeRecords() {
    return [];
  }
  report(isIntersecting: boolean) {
    const entries = [...this.observed].map(
      (target) => ({ target, isIntersecting }) as IntersectionObserverEntry,
    );
    if (entries.length > 0) this.callback(entries, this as unknown as IntersectionObserver);
  }
}

describe('VehiclePage: the condition in words (issue 29)', () => {
  it('says Used under the title of a used car', async () => {
    await renderVehicle();
    expect(screen.getByText('Condition:').closest('p')).toHaveTextContent(/^Condition: Used$/);
  });
});

describe('VehiclePage: similar cars and the dealer lot (issue 11, TBT: not searched while the page hydrates)', () => {
  afterEach(() => {
    vi.unstubAllGlobals();
    FakeIntersectionObserver.made.length = 0;
  });

  /** A Civic at Round Rock, $500 under the page's $18,995, with its owner inside (the dealer lot's form). */
  const NEAR_CIVIC = {
    ...CIVIC_WITH_GUARANTEE,
    pricingDetail: { salePrice: 18_495 },
    distance: 17.6,
  } as Listing;

  /** The page, with a search that finds one other Civic; the similar-cars searches are its five-record ones. */
  async function renderWithSimilar(options: { shopperZip?: string } = {}) {
    const context = vehicleHarness();
    if (options.shopperZip)
      context.environment.stores.location.getState().set({
        zip: options.shopperZip,
        city: 'Austin',
        state: 'TX',
        searchRadius: 50,
        radiusChosen: false,
      });
    const isSimilar = (input: Parameters<typeof context.searchListings>[0]) =>
      input !== undefined && 'query' in input && input.query?.numRecords === '5';
    context.searchListings.mockImplementation(async (input) =>
      isSimilar(input)
        ? {
            ...SEARCH_REPLY,
            listings: [CIVIC, NEAR_CIVIC],
            owners: [CAPITOL_HONDA],
            totalResultCount: 2,
          }
        : SEARCH_REPLY,
    );
    context.getDealerLot.mockImplementation(async () => ({
      listings: [{ ...NEAR_CIVIC, owner: { ...CAPITOL_HONDA, id: '50009', name: 'Round Rock Honda' } }],
    }));
    render(context.tree(<VehiclePage id={CIVIC.id} />));
    await screen.findByRole('heading', { level: 1, name: CIVIC.title });
    const similarSearches = () => context.searchListings.mock.calls.filter(([input]) => isSimilar(input));
    return { ...context, similarSearches };
  }
  const similarHeading = () =>
    screen.queryByRole('heading', { level: 2, name: 'Similar used Honda Civic near Capitol Honda' });
  /** The observers watching something on the page: the similar cars' and the dealer lot's placeholders. */
  const watching = () => FakeIntersectionObserver.made.filter((observer) => observer.observed.size > 0);

  it("searches the same make, model and condition in the price band around the dealer once the list's place nears the viewport", async () => {
    vi.stubGlobal('IntersectionObserver', FakeIntersectionObserver);
    const { similarSearches, searchListings, getDealerLot } = await renderWithSimilar();

    await waitFor(() => expect(watching()).toHaveLength(2));
    const [similarObserver, lotObserver] = watching();
    expect(similarObserver?.options.rootMargin).toBe('400px');
    // The placeholder takes no room: nothing moves when it is replaced, nothing is shown in its place.
    const [placeholder] = similarObserver?.observed ?? [];
    expect(placeholder).toBeEmptyDOMElement();
    act(() => similarObserver?.report(false));
    await act(() => new Promise((resolve) => setTimeout(resolve, 20)));
    expect(similarSearches()).toHaveLength(0);
    expect(similarHeading()).toBeNull();

    act(() => similarObserver?.report(true));
    const list = await screen.findByRole('region', { name: 'Similar used Honda Civic near Capitol Honda' });
    // The other car, not the one on the page, priced against this one in words.
    expect(within(list).getByRole('link', { name: CIVIC_WITH_GUARANTEE.title as string })).toHaveAttribute(
      'href',
      `/cars-for-sale/vehicle/${CIVIC_WITH_GUARANTEE.id}`,
    );
    expect(within(list).getByText('$500 less than this car')).toBeInTheDocument();
    expect(within(list).queryByRole('link', { name: CIVIC_TITLE })).toBeNull();
    expect(similarSearches()).toHaveLength(1);
    // Used like the page's car, 80 to 120 percent of $18,995 ($15,196 to $22,794), around the dealer's 78701:
    // not nationwide and not a new $67,995 one (issue 29).
    expect(searchListings).toHaveBeenCalledWith(
      {
        query: {
          makeCode: ['HONDA'],
          modelCode: ['CIVIC'],
          listingType: ['USED'],
          minPrice: '15196',
          maxPrice: '22794',
          zip: '78701',
          sortBy: 'distanceASC',
          numRecords: '5',
        },
      },
      expect.anything(),
    );
    // Not asked before its own place nears.
    expect(getDealerLot).not.toHaveBeenCalled();
    // Let go once it has reported: no further search however the shopper scrolls.
    expect(watching()).toHaveLength(1);
    act(() => lotObserver?.report(true));
    expect(
      await screen.findByRole('region', { name: 'Comparable cars at dealers near Capitol Honda' }),
    ).toHaveTextContent('Round Rock Honda, Austin, TX · 18 mi away');
  });

  it('searches around the shopper when their location is known', async () => {
    vi.stubGlobal('IntersectionObserver', undefined);
    const { searchListings } = await renderWithSimilar({ shopperZip: '78745' });
    expect(await screen.findByRole('region', { name: 'Similar used Honda Civic near you' })).toBeVisible();
    expect(searchListings).toHaveBeenCalledWith(
      { query: expect.objectContaining({ zip: '78745', listingType: ['USED'] }) },
      expect.anything(),
    );
  });

  it('asks the dealer lot for "95 percent to 105 percent of sale price" (spec 001 s9) around the dealer', async () => {
    vi.stubGlobal('IntersectionObserver', undefined);
    const { getDealerLot } = await renderWithSimilar();
    const lot = await screen.findByRole('region', { name: 'Comparable cars at dealers near Capitol Honda' });
    // 95 % of $18,995 is $18,045.25 and 105 % is $19,944.75: whole dollars inside the window.
    expect(getDealerLot).toHaveBeenCalledWith(
      {
        query: {
          excludedListingId: CIVIC.id,
          zip: '78701',
          makeCode: 'HONDA',
          modelCode: 'CIVIC',
          listingTypes: ['USED'],
          minPrice: 18_046,
          maxPrice: 19_944,
        },
      },
      expect.anything(),
    );
    expect(lot).toHaveTextContent('priced within 95 to 105 percent of this car ($18,046 to $19,944)');
    expect(within(lot).getByText('$500 less than this car')).toBeInTheDocument();
  });

  it("shows no dealer lot for a private seller's car, and asks for none", async () => {
    vi.stubGlobal('IntersectionObserver', undefined);
    const { getDealerLot } = await renderVehicle({ listing: PRIVATE_FIT });
    await act(() => new Promise((resolve) => setTimeout(resolve, 20)));
    expect(getDealerLot).not.toHaveBeenCalled();
    expect(screen.queryByRole('region', { name: /Comparable cars/ })).toBeNull();
  });

  it('adds nothing to the server-rendered page', async () => {
    vi.stubGlobal('IntersectionObserver', FakeIntersectionObserver);
    const context = vehicleHarness();
    await context.queryClient.prefetchQuery(listingQuery(context.environment.api, CIVIC.id));
    const html = renderToString(context.tree(<VehiclePage id={CIVIC.id} />));
    expect(html).toContain('Report this listing</button></li></ul></article>');
  });
});

describe('VehiclePage, server-rendered with its payment', () => {
  it("hydrates with the payment the server priced on a first visit's terms, and the browser does not ask again", async () => {
    // The server's prefetch (server/render-page.tsx): the listing, then its payments on the terms `{}` resolves to.
    const server = vehicleHarness();
    const { environment, queryClient } = server;
    await queryClient.prefetchQuery(listingQuery(environment.api, CIVIC.id));
    const price = listingPrice(CIVIC) as number;
    const condition = listingCondition(CIVIC);
    await queryClient.prefetchQuery(
      vehiclePaymentsQuery(environment.queries, {}, { listingId: CIVIC.id, price, condition }),
    );
    const html = renderToString(server.tree(<VehiclePage id={CIVIC.id} />));
    expect(html).toContain('$367');
    expect(server.getPayments).toHaveBeenCalledTimes(1);

    const { container, onRecoverableError, unmount } = await hydrateInBrowser(html, {
      page: <VehiclePage id={CIVIC.id} />,
      state: dehydrate(queryClient),
      environment,
      location: { pathname: `/cars-for-sale/vehicle/${CIVIC.id}`, search: '' },
    });
    // After hydration the page reads the shopper's wallet store: a first visit's defaults, the same query.
    await act(async () => new Promise((settle) => setTimeout(settle, 50)));
    expect(onRecoverableError).not.toHaveBeenCalled();
    expect(container.querySelector('#payment')?.textContent).toContain('$367');
    expect(server.getPayments).toHaveBeenCalledTimes(1);
    unmount();
  });
});
