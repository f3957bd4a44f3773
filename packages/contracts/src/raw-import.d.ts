// Vite (and so vitest) imports a file's text with the `?raw` suffix; the README test reads the README this way.
declare module '*.md?raw' {
  const text: string;
  export default text;
}
