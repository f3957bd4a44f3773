// Spec 000 section 3, "Entities and their fields", as this package reads and keeps them. Listing summaries are
// data handed in (their presentation rules live in @forecourt/listings).

/** Bookmark (saved vehicle or search). Only `id` is always present. */
export interface Bookmark {
  id: string;
  title?: string;
  notes?: string;
  code?: string;
  isSaved?: boolean;
  isExisting?: boolean;
  isDeleted?: boolean;
  version?: number;
  savedDate?: string;
  searchString?: string;
  searchParams?: SearchCriteria;
}

/** "Vehicle bookmarks carry hasTextAlerts and hasEmailAlerts." `listingId` ties it to its listing. */
export interface VehicleBookmark extends Bookmark {
  listingId?: string;
  hasTextAlerts?: boolean;
  hasEmailAlerts?: boolean;
  /** Where its text alerts go, as the server formatted it; absent when none is stored. */
  mobilePhone?: string;
}

/** "Search bookmarks carry alert.sendEmailAlerts and alert.sendTextAlerts." */
export interface SearchBookmark extends Bookmark {
  alert?: { sendEmailAlerts?: boolean; sendTextAlerts?: boolean };
}

/** "Saved listing: listingId, bookmarkId, version." A quick-save has an empty bookmarkId. */
export interface SavedListing {
  listingId: string;
  bookmarkId: string;
  version?: number;
}

/** "User profile". `searchIds` are merged from both brands and de-duplicated. */
export interface UserProfile {
  firstName?: string;
  lastName?: string;
  email?: string;
  phone?: string;
  thumbnailUrl?: string;
  searchIds: string[];
  carIds: string[];
}

/** "leadProfile (firstName, lastName, email, phone, isOneClickOptedIn)" */
export interface LeadProfile {
  firstName?: string;
  lastName?: string;
  email?: string;
  phone?: string;
  isOneClickOptedIn?: boolean;
}

/** A server message: "msgs (severity, value)". */
export interface ServerMessage {
  severity: string;
  value: string;
}

/** A listing as the listing service returns it; only `id` is read here. */
export interface ListingSummary {
  id: string | number;
  [field: string]: unknown;
}

/** Search criteria in either query dialect (spec 000 section 3, "Search filter keys seen"). */
export type SearchCriteria = Record<string, unknown>;

/** "Recent search entry". */
export interface RecentSearchEntry {
  /** Canonical path plus query string. */
  url: string;
  /** The search criteria plus `lastExec`, an ISO time of the last run. */
  query: SearchCriteria & { lastExec: string };
  /** Milliseconds since the epoch. */
  timestamp: number;
  heading: string;
  fullHeading: string;
  subHeading: string;
  fullSubHeading: string;
  totalResultCount?: number;
}

/** "The account area also keeps a lighter form: heading plus a timestamp." */
export interface RecentSearchSummary {
  heading: string;
  timestamp: number;
}

/** "Recent inventory entry: id plus a timestamp." */
export interface RecentInventoryEntry {
  id: string;
  timestamp: number;
}

/** "Owned vehicle: vehicleid, vehicle_details.latest_zipcode, kbb_vehicle_id." */
export interface OwnedVehicle {
  vehicleid: string;
  vehicle_details?: { latest_zipcode?: string | null; [field: string]: unknown };
  kbb_vehicle_id?: string | number | null;
  [field: string]: unknown;
}

/** A car a shopper adds to "Cars I own": by VIN, or by year, make and model; with its ZIP either way. */
export interface NewOwnedCar {
  vin?: string;
  year?: number;
  make?: string;
  model?: string;
  trim?: string;
  zip: string;
}

/** A vehicle of the user account API's vehicle list (fields not shown by the spec). */
export interface AccountVehicle {
  id: string;
  [field: string]: unknown;
}
