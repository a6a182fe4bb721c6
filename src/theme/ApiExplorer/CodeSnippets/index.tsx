// Swizzled (replaced) because the theme generates samples in the browser with ~35 bundled code
// generators (megabytes of JS); our API pages carry build-time samples instead (tooling/openapi/codeSamples.ts).
export default function CodeSnippets(): null {
  return null;
}
