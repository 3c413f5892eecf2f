// Worker threads start without the TypeScript loader the server runs under; register it, then load the worker.
import { register } from 'tsx/esm/api';

register();
await import('./documentWorker.ts');
