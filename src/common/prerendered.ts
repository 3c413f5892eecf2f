/**
 * A guest's first screen arrives already drawn in its page (build/prerender.ts; src/boot.js), and
 * the guest may start typing before the app has loaded. The app renders the same screen beside it and takes it
 * over in one step, before the browser paints again: what was typed and ticked, the field being typed in and a
 * form sent meanwhile all carry over, and nothing moves.
 */
const SCREEN_ID = 'prerendered-screen';

/** None when rendering at build time: that is where the screen is drawn. */
const screenOf = (doc: Document | undefined): HTMLElement | null => doc?.getElementById(SCREEN_ID) ?? null;

/**
 * A form's starting values with what the guest typed into the drawn screen before the app loaded: a text field
 * keeps its text, a checkbox its tick. Values the drawn screen has no field for stay as given.
 */
export function prerenderedValues<Values extends Record<string, unknown>>(
  initial: Values,
  doc: Document | undefined = globalThis.document,
): Values {
  const screen = screenOf(doc);
  if (!screen) return initial;
  const values: Record<string, unknown> = { ...initial };
  for (const [name, value] of Object.entries(initial)) {
    const field = screen.querySelector<HTMLInputElement>(`input[name="${CSS.escape(name)}"]`);
    if (!field) continue;
    if (typeof value === 'boolean') values[name] = field.checked;
    else if (typeof value === 'string') values[name] = field.value;
  }
  return values as Values;
}

/** The field the guest is in, by name, with the caret or selection in it. */
function activeField(screen: HTMLElement, doc: Document) {
  const active = doc.activeElement;
  if (!(active instanceof HTMLInputElement) || !screen.contains(active) || !active.name) return null;
  let selection: [number, number] | null = null;
  try {
    if (active.selectionStart !== null && active.selectionEnd !== null)
      selection = [active.selectionStart, active.selectionEnd];
  } catch {
    // A checkbox has no text selection.
  }
  return { name: active.name, selection };
}

/**
 * Removes the drawn screen once the app's own is in the page (called before the browser paints), moving the
 * focus to the same field of the app's form and sending that form if the guest sent the drawn one. The start-up
 * spinner stays as it is (src/common/startup.ts).
 */
export function adoptPrerenderedScreen(doc: Document = document): void {
  const screen = screenOf(doc);
  if (!screen) return;
  const focused = activeField(screen, doc);
  const submitted = screen.hasAttribute('data-submitted');
  screen.remove();
  if (focused) {
    const field = doc.querySelector<HTMLInputElement>(`input[name="${CSS.escape(focused.name)}"]`);
    field?.focus();
    if (field && focused.selection) {
      try {
        field.setSelectionRange(...focused.selection);
      } catch {
        // Not a text field in the app's form: the focus is enough.
      }
    }
  }
  if (submitted) doc.querySelector('form')?.requestSubmit();
}
