import '@testing-library/jest-dom/vitest';
import { cleanup, configure } from '@testing-library/react';
import { afterEach } from 'vitest';

// findBy* and waitFor give up after this long: a shared 2-core CI machine can take seconds to render a page.
// A wait budget, not a timing assertion: a passing test returns as soon as its element appears.
configure({ asyncUtilTimeout: 5000 });

afterEach(cleanup);
