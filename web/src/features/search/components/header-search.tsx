/** The header search box with suggestions (spec 2). Filled in by the library and search work. */
export function HeaderSearch(_props: { variant: "desktop" | "mobile" }) {
  return null;
}
