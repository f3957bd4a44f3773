import { Link } from '../router';

export function NotFoundPage() {
  return (
    <section>
      <h1>We could not find that page</h1>
      <p>
        It may have moved, or the car may have sold.{' '}
        <Link href="/cars-for-sale/all-cars">Search all cars</Link>
      </p>
    </section>
  );
}
