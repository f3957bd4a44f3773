import { useId } from 'react';
import { Heading, type HeadingLevel } from './heading';
import { type RenderLink, renderAnchor } from './render-link';

/** A car a shopper weighs against the one on the page; every text arrives formatted. */
export interface ComparableCar {
  readonly id: string;
  readonly title: string;
  readonly href: string;
  /** '$19,500'; absent when the seller names no price. */
  readonly price?: string;
  /** How its price stands against the page's car: '$500 less than this car'. */
  readonly priceDifference?: string;
  /** The dealer or seller: 'Austin Honda'. */
  readonly seller?: string;
  /** Where it is: 'Austin, TX · 4 mi away'. */
  readonly place?: string;
  /** Shown with an empty alt: the title beside it already names the link. */
  readonly imageSrc?: string;
}

export interface ComparableCarsProps {
  readonly heading: string;
  /** What the cars have in common, in a sentence: the condition, the price range, where. */
  readonly description?: string;
  readonly cars: readonly ComparableCar[];
  /** @default 'No cars like this one right now.' */
  readonly emptyText?: string;
  /** @default 2 */
  readonly headingLevel?: HeadingLevel;
  /** @default a plain `<a>` */
  readonly renderLink?: RenderLink;
}

/**
 * A short list of cars like the page's: a region named by its heading, a sentence saying what they were chosen by
 * (so a shopper knows why a car is there and another is not), then one line per car with its price against
 * this one's in words.
 */
export function ComparableCars({
  heading,
  description,
  cars,
  emptyText = 'No cars like this one right now.',
  headingLevel = 2,
  renderLink = renderAnchor,
}: ComparableCarsProps) {
  const headingId = useId();
  return (
    <section className="fc-comparable-cars" aria-labelledby={headingId}>
      <Heading level={headingLevel} id={headingId} className="fc-comparable-cars__heading">
        {heading}
      </Heading>
      {description && <p className="fc-comparable-cars__description">{description}</p>}
      {cars.length === 0 ? (
        <p className="fc-comparable-cars__empty">{emptyText}</p>
      ) : (
        <ul className="fc-comparable-cars__list">
          {cars.map((car) => (
            <li key={car.id} className="fc-comparable-cars__item">
              {car.imageSrc && (
                <img className="fc-comparable-cars__image" src={car.imageSrc} alt="" loading="lazy" />
              )}
              <div className="fc-comparable-cars__body">
                {renderLink({
                  href: car.href,
                  className: 'fc-comparable-cars__title',
                  children: car.title,
                })}
                {car.price && <span className="fc-comparable-cars__price">{car.price}</span>}
                {car.priceDifference && (
                  <span className="fc-comparable-cars__difference">{car.priceDifference}</span>
                )}
                {(car.seller || car.place) && (
                  <span className="fc-comparable-cars__seller">
                    {[car.seller, car.place].filter(Boolean).join(', ')}
                  </span>
                )}
              </div>
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
