import { Slide, ToastContainer } from 'react-toastify';

/** Toasts bottom-right, closing after 3 seconds (SPEC.md §2 Layout, §9). Loaded after the first paint. */
export function ToastHost() {
  return <ToastContainer position="bottom-right" autoClose={3000} transition={Slide} newestOnTop />;
}
