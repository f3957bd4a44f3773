import { ALL_CARS_PATH } from '../page-route';
import { Link } from '../router';

export function NotFoundPage() {
  return (
    <section>
      <h1>We could not find that page</h1>
      <p>
        It may have moved, or the car may have sold. <Link href={ALL_CARS_PATH}>Search all cars</Link>
      </p>
    </section>
  );
}
