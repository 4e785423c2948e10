import '@testing-library/jest-dom/vitest';
import { cleanup, configure } from '@testing-library/react';
import { afterEach } from 'vitest';

// findBy and waitFor give up after 1 s by default. A lazy route's first import is transformed on
// demand, which on a busy two-core machine (two test workers) can take longer; waiting for the
// condition longer costs a passing test nothing.
configure({ asyncUtilTimeout: 5000 });

afterEach(() => {
  cleanup();
  sessionStorage.clear();
  localStorage.clear();
});
