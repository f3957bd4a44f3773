import { detectBrand, selectSiteConfig } from '@forecourt/brand';
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { BrandHome } from './brand-home';

const detection = detectBrand({ host: window.location.host, query: window.location.search });
const config = selectSiteConfig({ brand: detection.brand });
document.title = config.siteName;

const root = document.getElementById('root');
if (!root) throw new Error('index.html has no #root element');
createRoot(root).render(
  <StrictMode>
    <BrandHome detection={detection} config={config} />
  </StrictMode>,
);
