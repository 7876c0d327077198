/** A route's path pattern: static segments, `:param`, `:param?` (optional) and a final `*` (anything). */
export type Params = Record<string, string | undefined>;

function segmentsOf(path: string): string[] {
  const trimmed = path.replace(/\/+$/, "");
  return trimmed === "" ? [] : trimmed.replace(/^\//, "").split("/");
}

function decode(segment: string): string {
  try {
    return decodeURIComponent(segment);
  } catch {
    return segment;
  }
}

/**
 * Matches a pathname against a pattern as react-router did for this app's table: static segments
 * ignore case, a trailing slash is allowed, params are URL-decoded. Returns the params, or null.
 */
export function matchPath(pattern: string, pathname: string): Params | null {
  const wanted = segmentsOf(pattern);
  const actual = segmentsOf(pathname);
  const params: Params = {};
  let i = 0;
  for (const part of wanted) {
    if (part === "*") {
      params["*"] = actual.slice(i).map(decode).join("/");
      return params;
    }
    if (part.startsWith(":")) {
      const optional = part.endsWith("?");
      const name = part.slice(1, optional ? -1 : undefined);
      const value = actual[i];
      if (value) {
        params[name] = decode(value);
        i++;
      } else if (!optional) return null;
      continue;
    }
    if (actual[i]?.toLowerCase() !== part.toLowerCase()) return null;
    i++;
  }
  return i === actual.length ? params : null;
}
