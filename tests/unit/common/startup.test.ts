import { afterEach, describe, expect, it, vi } from 'vitest';
import {
  removeInitialSpinner,
  shrinkInitialSpinner,
  SPINNER_REMOVAL_DELAY_MS,
} from '../../../src/common/startup';

afterEach(() => {
  vi.useRealTimers();
  document.body.innerHTML = '';
});

describe('start-up', () => {
  it('removes the page-load spinner 500 ms after the window has loaded', () => {
    vi.useFakeTimers();
    document.body.innerHTML = '<div id="initial-spinner"></div>';
    removeInitialSpinner(window);
    vi.advanceTimersByTime(SPINNER_REMOVAL_DELAY_MS - 1);
    expect(document.getElementById('initial-spinner')).not.toBeNull();
    vi.advanceTimersByTime(1);
    expect(document.getElementById('initial-spinner')).toBeNull();
    expect(SPINNER_REMOVAL_DELAY_MS).toBe(500);
  });

  it('stops covering the page once a route has rendered, and is still removed after the load', () => {
    vi.useFakeTimers();
    document.body.innerHTML = '<div id="initial-spinner" class="initial-spinner"></div>';
    shrinkInitialSpinner(document);
    expect(document.getElementById('initial-spinner')?.className).toBe(
      'initial-spinner initial-spinner--compact',
    );
    removeInitialSpinner(window);
    vi.advanceTimersByTime(SPINNER_REMOVAL_DELAY_MS);
    expect(document.getElementById('initial-spinner')).toBeNull();
  });
});
