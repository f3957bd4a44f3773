import { useEffect } from 'react';
import { pageRoute } from './page-route';
import { AdvancedSearchPage } from './pages/advanced-search-page';
import { ComparePage } from './pages/compare-page';
import { ContentPage } from './pages/content-page';
import { DealerPage } from './pages/dealer-page';
import { DealersPage } from './pages/dealers-page';
import { HomePage } from './pages/home-page';
import { NotFoundPage } from './pages/not-found-page';
import { ResultsPage } from './pages/results-page';
import { SavedPage } from './pages/saved-page';
import { VehiclePage } from './pages/vehicle-page';
import { useRouter } from './router';
import { useEnvironment } from './storefront-environment';

/** The page for the current URL. A client-side move to a non-canonical search URL replaces it with the canonical one. */
export function PageSwitch() {
  const { location, navigate } = useRouter();
  const { config } = useEnvironment();
  const route = pageRoute(location.pathname, location.search, config.brand);
  useEffect(() => {
    if (route.page === 'redirect') navigate(route.location, { replace: true });
  }, [route, navigate]);
  switch (route.page) {
    case 'home':
      return <HomePage />;
    case 'advanced-search':
      return <AdvancedSearchPage />;
    case 'results':
      return <ResultsPage query={route.query} />;
    case 'vehicle':
      return <VehiclePage id={route.id} />;
    case 'compare':
      return <ComparePage />;
    case 'saved':
      return <SavedPage />;
    case 'dealers':
      return <DealersPage params={route.params} />;
    case 'dealer':
      return <DealerPage dealerId={route.dealerId} />;
    case 'content':
      return <ContentPage slug={route.slug} />;
    case 'redirect':
      return null;
    case 'not-found':
      return <NotFoundPage />;
  }
}
