export interface HeaderCountsProps {
  /** The store's `psxNotificationsCount`: a string, "0" by default (spec 000 section 9). */
  readonly unreadNotifications: string | number;
  /** The store's `myCarsCount`, 0 by default. */
  readonly myCarsCount: number;
  /** Links the notifications item; without it the item shows only while the count is above zero. */
  readonly notificationsHref?: string;
  /** Links the cars-I-own item; without it the item shows only while the count is above zero. */
  readonly myCarsHref?: string;
}

/** A count from the store; anything that is not a whole positive number (a failed fetch, "") counts as none. */
function toCount(value: string | number): number {
  const count = typeof value === 'number' ? value : Number.parseInt(value, 10);
  return Number.isFinite(count) && count > 0 ? Math.floor(count) : 0;
}

const plural = (count: number, one: string, many: string) => `${count} ${count === 1 ? one : many}`;

interface CountItemProps {
  label: string;
  count: number;
  spoken: string;
  href?: string;
}

// The badge is hidden from screen readers and the whole item is read as one phrase ("3 unread notifications").
function CountItem({ label, count, spoken, href }: CountItemProps) {
  const content =
    count > 0 ? (
      <>
        <span aria-hidden="true">
          {label} <span className="fc-header-counts__badge">{count > 99 ? '99+' : count}</span>
        </span>
        <span className="fc-visually-hidden">{spoken}</span>
      </>
    ) : (
      label
    );
  return (
    <li className="fc-header-counts__item">
      {href ? (
        <a className="fc-header-counts__link" href={href}>
          {content}
        </a>
      ) : (
        content
      )}
    </li>
  );
}

/**
 * The unread notification count and the cars-I-own count in the header. A zero count shows no badge: "0"
 * is the default before anything is known (spec 000 section 9), not news.
 */
export function HeaderCounts({
  unreadNotifications,
  myCarsCount,
  notificationsHref,
  myCarsHref,
}: HeaderCountsProps) {
  const unread = toCount(unreadNotifications);
  const cars = toCount(myCarsCount);
  const showUnread = unread > 0 || notificationsHref !== undefined;
  const showCars = cars > 0 || myCarsHref !== undefined;
  if (!showUnread && !showCars) return null;
  return (
    <ul className="fc-header-counts">
      {showUnread && (
        <CountItem
          label="Notifications"
          count={unread}
          spoken={plural(unread, 'unread notification', 'unread notifications')}
          href={notificationsHref}
        />
      )}
      {showCars && (
        <CountItem
          label="Cars I own"
          count={cars}
          spoken={plural(cars, 'car I own', 'cars I own')}
          href={myCarsHref}
        />
      )}
    </ul>
  );
}
