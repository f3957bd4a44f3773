import { use, useEffect } from 'react';
import { loadPage } from './load-page';
import { pageRoute } from './page-route';
import { BadRequestPage } from './pages/bad-request-page';
import { NotFoundPage } from './pages/not-found-page';
import { useRouter } from './router';
import { useEnvironment } from './storefront-environment';

/**
 * The page for the current URL. A client-side move to a non-canonical search URL replaces it with the canonical one.
 * Each page's code is read with `use`: loaded before the page is shown (load-page.ts), it does not suspend.
 */
export function PageSwitch() {
  const { location, navigate } = useRouter();
  const { config, routeLookups } = useEnvironment();
  const route = pageRoute(location.pathname, location.search, config.brand, routeLookups);
  useEffect(() => {
    if (route.page === 'redirect') navigate(route.location, { replace: true });
  }, [route, navigate]);
  switch (route.page) {
    case 'home': {
      const HomePage = use(loadPage('home'));
      return <HomePage />;
    }
    case 'advanced-search': {
      const AdvancedSearchPage = use(loadPage('advanced-search'));
      return <AdvancedSearchPage />;
    }
    case 'results': {
      const ResultsPage = use(loadPage('results'));
      return route.modelNotFound === undefined ? (
        <ResultsPage query={route.query} />
      ) : (
        <ResultsPage query={route.query} modelNotFound={route.modelNotFound} />
      );
    }
    case 'vehicle': {
      const VehiclePage = use(loadPage('vehicle'));
      return <VehiclePage id={route.id} />;
    }
    case 'compare': {
      const ComparePage = use(loadPage('compare'));
      return <ComparePage />;
    }
    case 'saved': {
      const SavedPage = use(loadPage('saved'));
      return <SavedPage />;
    }
    case 'dealers': {
      const DealersPage = use(loadPage('dealers'));
      return <DealersPage params={route.params} />;
    }
    case 'dealer': {
      const DealerPage = use(loadPage('dealer'));
      return <DealerPage dealerId={route.dealerId} />;
    }
    case 'content': {
      const ContentPage = use(loadPage('content'));
      return <ContentPage slug={route.slug} />;
    }
    case 'redirect':
      return null;
    case 'not-found':
      return <NotFoundPage />;
    case 'bad-request':
      return <BadRequestPage />;
  }
}
