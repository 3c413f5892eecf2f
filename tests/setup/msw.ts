import { setupServer } from 'msw/node';

/** One MSW server for the component tests; each test adds its handlers with `server.use(...)`. */
export const server = setupServer();
