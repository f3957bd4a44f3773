// Word lists for owner names: invented combinations of common US surnames and first names, so no real
// dealership or person is meant. Kept as strings so the lists stay readable at a glance.

export const SURNAMES: readonly string[] = (
  'Anderson Baker Bennett Brooks Campbell Carter Coleman Collins Cooper Davis Edwards Evans Fisher Foster ' +
  'Garcia Gibson Graham Griffin Hall Harris Hayes Henderson Hughes Jenkins Johnson Keller Kennedy Lawson ' +
  'Lewis Martin Mitchell Morgan Murphy Nelson Ortiz Parker Patterson Perry Powell Reed Reyes Roberts Russell ' +
  'Sanders Stewart Sullivan Thompson Turner Walker Warren'
).split(' ');

export const FIRST_NAMES: readonly string[] = (
  'Aaron Alicia Andre Angela Brian Carla Carlos Chris Dana Daniel Derek Elena Emily Eric Gloria Grace Hannah ' +
  'Isaac Jamal Jasmine Jason Jenna Kevin Laura Luis Maria Mark Megan Nathan Nicole Omar Paul Priya Rachel Ryan ' +
  'Sam Sara Steve Tanya Tom Tyler Vanessa Wei Yolanda'
).split(' ');

export const DEALER_WORDS: readonly string[] = (
  'Premier|Liberty|Summit|Heritage|Crossroads|Pinnacle|Keystone|Frontier|Legacy|Main Street|Gateway|' +
  'Lakeside|Valley|Northside|Eastside|Capitol|Patriot|Redwood'
).split('|');

/** One real area code per state (plus DC and PR), for a place of a state with no listed city; numbers are 555-01XX. */
export const AREA_CODES: ReadonlyMap<string, string> = new Map(
  (
    'AL205 AK907 AZ602 AR501 CA213 CO303 CT860 DE302 DC202 FL305 GA404 HI808 ID208 IL312 IN317 IA515 KS316 ' +
    'KY502 LA504 ME207 MD410 MA617 MI313 MN612 MS601 MO314 MT406 NE402 NV702 NH603 NJ201 NM505 NY212 NC704 ' +
    'ND701 OH614 OK405 OR503 PA215 RI401 SC803 SD605 TN615 TX713 UT801 VT802 VA804 WA206 WV304 WI414 WY307 PR787'
  )
    .split(' ')
    .map((entry) => [entry.slice(0, 2), entry.slice(2)] as const),
);
