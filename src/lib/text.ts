/** Product names on phone cards are cut at 14 characters (docs/screens.md). */
export const MOBILE_NAME_LENGTH = 14;

export function truncate(text: string, length: number = MOBILE_NAME_LENGTH): string {
  const characters = Array.from(text);
  return characters.length > length ? `${characters.slice(0, length).join('')}…` : text;
}
