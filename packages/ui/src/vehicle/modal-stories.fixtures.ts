import { carPhoto as drawCar } from '@forecourt/mocks';
// Data shared by the stories of the listing-page modals and the share forms (spec 001 sections 2, 6 and 7).
// Titles follow the spec's listing title (type + year + make + model + trim, ' w/ {package}' when the package
// name is under 30 characters); places are real US cities with their zips; e-mail addresses use example.com and
// phone numbers the 555-01xx range kept for fiction, so nothing in a story reaches a real person.
import type { CompareModalItem } from './compare-modal';
import type { DealerDifference } from './dealer-difference-modal';
import type { FormSubmitState } from './form-state';
import type { TrimChoice } from './trims-modal';

/** A listing photo with no network: the mocks' drawing of a car, named. */
export const svgPhoto = (label: string, paint: string): string =>
  drawCar({ title: label, style: 'SEDAN', paint, index: 1, count: 1 });

export const LISTING_TITLE = 'Used 2019 Honda Civic EX';
/** The long title adds city, state and zip (spec 001 section 3), here on a long make, model, trim and package. */
export const LONG_LISTING_TITLE =
  'Certified 2022 Mercedes-Benz GLE 450 4MATIC SUV w/ Driver Assistance Package - Scottsdale, AZ 85260';

export const COMPARE_ITEMS: readonly CompareModalItem[] = [
  {
    id: '712345671',
    title: 'Used 2019 Honda Civic EX',
    photo: { src: svgPhoto('Honda Civic', '#1f4e8c'), alt: 'Blue 2019 Honda Civic EX sedan' },
  },
  {
    id: '712345672',
    title: 'Used 2020 Toyota Camry SE',
    photo: { src: svgPhoto('Toyota Camry', '#8a1c1c'), alt: 'Red 2020 Toyota Camry SE sedan' },
  },
  {
    id: '712345673',
    title: 'Certified 2021 Ford F-150 XLT',
    photo: { src: svgPhoto('Ford F-150', '#3d3d3d'), alt: 'Gray 2021 Ford F-150 XLT pickup' },
  },
  {
    id: '712345674',
    title: 'Used 2018 Mazda CX-5 Touring',
    photo: { src: svgPhoto('Mazda CX-5', '#5c1a2b'), alt: 'Burgundy 2018 Mazda CX-5 Touring SUV' },
  },
  {
    id: '712345675',
    title: 'New 2024 Hyundai Tucson SEL',
    photo: { src: svgPhoto('Hyundai Tucson', '#2e5e4e'), alt: 'Green 2024 Hyundai Tucson SEL SUV' },
  },
];

export const LONG_COMPARE_ITEMS: readonly CompareModalItem[] = [
  {
    id: '712345676',
    title: LONG_LISTING_TITLE,
    photo: { src: svgPhoto('Mercedes-Benz GLE', '#101820'), alt: 'Black 2022 Mercedes-Benz GLE 450 SUV' },
  },
  {
    id: '712345677',
    title:
      'Used 2017 Chevrolet Silverado 2500HD LTZ Crew Cab 4WD w/ Z71 Off-Road Package - Billings, MT 59101',
  },
];

export const DEALER_NAME = 'Lone Star Motors';
/** A dealer details path (spec 001 section 2): /car-dealers/{location}/{dealerId}/{dealerName}. */
export const DEALER_HREF = '/car-dealers/austin-tx/68123456/lone-star-motors';
export const LONG_DEALER_NAME =
  'Northwest Arkansas Chrysler Dodge Jeep Ram FIAT of Fayetteville and Springdale';

export const DEALER_DIFFERENCES: readonly DealerDifference[] = [
  {
    title: 'Free oil changes',
    description: 'Synthetic oil changes at no charge for two years or 24,000 miles.',
  },
  {
    title: '7-day money-back guarantee',
    description: 'Return the car within 7 days or 250 miles for a refund.',
  },
  { title: 'Free vehicle history report' },
];

export const MANY_DEALER_DIFFERENCES: readonly DealerDifference[] = [
  ...DEALER_DIFFERENCES,
  { title: 'Home delivery', description: 'Free delivery within 50 miles of Austin, TX 78701.' },
  { title: 'No-haggle pricing', description: 'The price you see is the price you pay.' },
  { title: '150-point inspection', description: 'Every used car is inspected by a certified technician.' },
  { title: 'Loaner cars', description: 'A free loaner car while yours is in for service.' },
  { title: 'Saturday service hours' },
  { title: 'Price-match promise', description: 'We match any advertised price within 100 miles.' },
  { title: 'Trade-in offers in 10 minutes' },
];

export const LONG_DEALER_DIFFERENCES: readonly DealerDifference[] = [
  {
    title: 'Complimentary lifetime powertrain limited warranty on every certified pre-owned vehicle we sell',
    description:
      'Covers the engine, transmission and drive axles for as long as you own the vehicle, with no deductible at any of our three service centers in Fayetteville, Springdale and Rogers, Arkansas, and at participating dealers nationwide. Regular maintenance at the intervals in the owner manual is required.',
  },
  {
    title: 'Free oil changes',
    description: 'Synthetic oil changes at no charge for two years or 24,000 miles.',
  },
];

/** The shopper who shares, writes or signs up. */
export const SHOPPER = Object.freeze({
  name: 'Sam Lee',
  email: 'sam.lee@example.com',
  /** A mistyped address, as the edit e-mail modal corrects it. */
  mistypedEmail: 'sam.lee@exmaple.com',
  phone: '(512) 555-0100',
});
export const FRIEND = Object.freeze({ email: 'kim.nguyen@example.com', phone: '(737) 555-0142' });
export const LONG_EMAIL =
  'alexandra.montgomery-fitzgerald.household@austin-family-carpool-planning.example.com';
export const LONG_NAME = 'Alexandra Montgomery-Fitzgerald de la Cruz';

/** What a server may answer (spec 001 section 8: the errorMessage is shown as is; its wording is the server's). */
export const SERVER_ERRORS = Object.freeze({
  shareEmail: 'Too many shares from this address. Try again later.',
  shareText: 'We could not send a text to this number. Check it and try again.',
  ownerEmail: "The dealer's inbox is unavailable right now. Try again in a few minutes.",
  saveEmail: "We couldn't save your e-mail address. Try again later.",
  capture: 'This e-mail address is already signed up for updates on this car.',
  report: 'Reports are paused while we update our systems. Try again later.',
  long: 'We could not complete your request because our messaging service did not respond in time. Nothing was sent; your entries are kept below, so you can try again in a few minutes or call the dealer at (512) 555-0100.',
});

export const SENT: FormSubmitState = Object.freeze({ showConfirmation: true, errorMessage: null });
export function failed(errorMessage: string): FormSubmitState {
  return { showConfirmation: false, errorMessage };
}

export const SHARE_TEXT_MESSAGE = `Check out this ${LISTING_TITLE} for $18,995 at ${DEALER_NAME} in Austin, TX 78701.`;
/** A message of 400 characters, the longest the text form lets a shopper type. */
export const LONG_SHARE_TEXT_MESSAGE = `Hi Kim! I found the ${LISTING_TITLE} we talked about at ${DEALER_NAME} in Austin, TX 78701. It has 32,000 miles, one owner, a clean history report and new tires. The price is $18,995, which is a great deal against similar cars within 50 miles. They are open until 8 pm tonight and Saturday from 9 to 6. Could you come with me to test drive it this weekend? Let me know what you think of it!`;

/** 2024 Honda Civic Sedan trims with their base MSRPs. */
export const TRIMS: readonly TrimChoice[] = [
  { id: 'LX', name: 'LX', price: '$23,950', description: 'Honda Sensing, 7-inch touchscreen' },
  { id: 'SPORT', name: 'Sport', price: '$25,750', description: '18-inch wheels, sport pedals' },
  { id: 'EX', name: 'EX', price: '$27,150', description: 'Sunroof, heated front seats' },
  {
    id: 'SPORT_TOURING',
    name: 'Sport Touring',
    price: '$31,150',
    description: 'Leather, Bose audio, navigation',
  },
];

/** 2024 Ford F-150 trims: many to scroll through. */
export const MANY_TRIMS: readonly TrimChoice[] = [
  { id: 'XL', name: 'XL', price: '$36,965' },
  { id: 'STX', name: 'STX', price: '$43,330' },
  { id: 'XLT', name: 'XLT', price: '$47,455', description: 'Chrome bumpers, SYNC 4' },
  { id: 'LARIAT', name: 'Lariat', price: '$64,905', description: 'Leather, power tailgate' },
  { id: 'TREMOR', name: 'Tremor', price: '$65,940', description: 'Off-road suspension, 33-inch tires' },
  { id: 'KING_RANCH', name: 'King Ranch', price: '$72,445' },
  { id: 'PLATINUM', name: 'Platinum', price: '$74,000', description: 'Max Recline seats, panoramic roof' },
  { id: 'PLATINUM_PLUS', name: 'Platinum Plus', price: '$80,210' },
  { id: 'RAPTOR', name: 'Raptor', price: '$79,855', description: '3.5L PowerBoost, FOX shocks' },
  { id: 'RAPTOR_R', name: 'Raptor R', price: '$110,060', description: '5.2L supercharged V8' },
];

export const LONG_TRIMS: readonly TrimChoice[] = [
  {
    id: 'AMG_GLE_63_S',
    name: 'AMG GLE 63 S 4MATIC+ Coupe with AMG Night Package and Carbon Fiber Trim',
    price: '$128,650',
    description:
      '4.0L V8 biturbo with EQ Boost mild hybrid, AMG Ride Control+ air suspension, 22-inch forged wheels, Burmester 3D surround sound, heated and ventilated massaging front seats',
  },
  { id: 'GLE_450', name: 'GLE 450 4MATIC', price: '$70,050' },
];
