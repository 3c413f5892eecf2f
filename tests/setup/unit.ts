import '@testing-library/jest-dom/vitest';
import './i18n';
import { afterEach } from 'vitest';

afterEach(() => {
  localStorage.clear();
  sessionStorage.clear();
});
