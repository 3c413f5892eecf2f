import type { DataRouter } from 'react-router-dom';
import type { AppDispatch, RootState } from './store';

/** The store as the wiring and the tab watcher use it: what a test store or the app's own both offer. */
export interface WiredStore {
  dispatch: AppDispatch;
  getState: () => RootState;
  subscribe: (listener: () => void) => () => void;
}

/** The router as the wiring and the tab watcher use it. */
export type WiredRouter = Pick<DataRouter, 'state' | 'navigate'>;
