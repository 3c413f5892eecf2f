/** The address of a catalogue's first-screen part (build/catalogueParts.ts; the whole file in development). */
declare module '*.json?url&first-screen' {
  const url: string;
  export default url;
}
