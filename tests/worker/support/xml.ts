/**
 * A small, strict XML reader for the worker's own documents (sitemaps): well-formedness
 * (nesting, attribute quoting, entity use) and then the sitemap protocol's structure.
 * workerd has no DOMParser, and the documents are simple enough not to need a library.
 */
export interface XmlElement {
  name: string;
  attributes: Record<string, string>;
  children: XmlElement[];
  text: string;
}

const ENTITY = /&(amp|lt|gt|quot|apos|#\d+|#x[0-9a-fA-F]+);/g;
const NAMED: Record<string, string> = { amp: "&", lt: "<", gt: ">", quot: '"', apos: "'" };

function decode(text: string): string {
  if (/&(?!(amp|lt|gt|quot|apos|#\d+|#x[0-9a-fA-F]+);)/.test(text)) throw new Error(`Bare & in ${JSON.stringify(text)}`);
  return text.replace(ENTITY, (_, name: string) =>
    name.startsWith("#x")
      ? String.fromCodePoint(parseInt(name.slice(2), 16))
      : name.startsWith("#")
        ? String.fromCodePoint(Number(name.slice(1)))
        : NAMED[name]!,
  );
}

export function parseXml(xml: string): XmlElement {
  const declaration = /^<\?xml version="1\.0" encoding="UTF-8"\?>\s*/.exec(xml);
  if (!declaration) throw new Error("Missing or unexpected XML declaration");
  const token = /<\/([A-Za-z_][\w:.-]*)\s*>|<([A-Za-z_][\w:.-]*)((?:\s+[\w:.-]+="[^"<]*")*)\s*(\/?)>|([^<]+)/y;
  token.lastIndex = declaration[0].length;
  const stack: XmlElement[] = [];
  let root: XmlElement | null = null;
  while (token.lastIndex < xml.length) {
    const start = token.lastIndex;
    const match = token.exec(xml);
    if (!match) throw new Error(`Malformed XML at ${start}: ${JSON.stringify(xml.slice(start, start + 40))}`);
    const [, closing, opening, attrs, selfClosing, text] = match;
    if (text !== undefined) {
      if (stack.length === 0) {
        if (text.trim()) throw new Error("Text outside the root element");
        continue;
      }
      stack.at(-1)!.text += decode(text);
    } else if (opening) {
      if (!stack.length && root) throw new Error("More than one root element");
      const attributes: Record<string, string> = {};
      for (const [, name, value] of attrs!.matchAll(/([\w:.-]+)="([^"]*)"/g)) {
        if (name! in attributes) throw new Error(`Duplicate attribute ${name}`);
        attributes[name!] = decode(value!);
      }
      const element: XmlElement = { name: opening, attributes, children: [], text: "" };
      if (stack.length) stack.at(-1)!.children.push(element);
      else root = element;
      if (!selfClosing) stack.push(element);
    } else {
      const open = stack.pop();
      if (!open || open.name !== closing) throw new Error(`Mismatched </${closing}>`);
    }
  }
  if (stack.length) throw new Error(`Unclosed <${stack.at(-1)!.name}>`);
  if (!root) throw new Error("No root element");
  return root;
}

const SITEMAP_NS = "http://www.sitemaps.org/schemas/sitemap/0.9";
const W3C_DATETIME = /^\d{4}(-\d{2}(-\d{2}(T\d{2}:\d{2}(:\d{2}(\.\d+)?)?(Z|[+-]\d{2}:\d{2}))?)?)?$/;

function checkEntries(root: XmlElement, rootName: string, entryName: string, maxEntries: number): string[] {
  if (root.name !== rootName) throw new Error(`Root is <${root.name}>, expected <${rootName}>`);
  if (root.attributes.xmlns !== SITEMAP_NS) throw new Error("Missing sitemap namespace");
  if (root.children.length > maxEntries) throw new Error(`${root.children.length} entries, more than ${maxEntries}`);
  return root.children.map((entry) => {
    if (entry.name !== entryName) throw new Error(`Unexpected <${entry.name}> in <${rootName}>`);
    const names = entry.children.map((c) => c.name);
    const allowed = entryName === "url" ? ["loc", "lastmod", "changefreq", "priority"] : ["loc", "lastmod"];
    if (names.some((n) => !allowed.includes(n)) || new Set(names).size !== names.length)
      throw new Error(`Bad children of <${entryName}>: ${names.join(",")}`);
    const loc = entry.children.find((c) => c.name === "loc")?.text ?? "";
    const url = new URL(loc); // throws unless absolute
    if (!/^https?:$/.test(url.protocol) || loc.length >= 2048) throw new Error(`Bad loc ${loc}`);
    const lastmod = entry.children.find((c) => c.name === "lastmod");
    if (lastmod && !W3C_DATETIME.test(lastmod.text)) throw new Error(`Bad lastmod ${lastmod.text}`);
    return loc;
  });
}

/** The locs of a <sitemapindex>, after checking it against the protocol. */
export function parseSitemapIndex(xml: string): { locs: string[]; root: XmlElement } {
  const root = parseXml(xml);
  return { locs: checkEntries(root, "sitemapindex", "sitemap", 50_000), root };
}

/** The locs of a <urlset>, after checking it against the protocol (at most 50,000 URLs, under 50 MB). */
export function parseUrlSet(xml: string): { locs: string[]; root: XmlElement } {
  if (new TextEncoder().encode(xml).length > 50 * 1024 * 1024) throw new Error("Sitemap larger than 50 MB");
  const root = parseXml(xml);
  return { locs: checkEntries(root, "urlset", "url", 50_000), root };
}

export const lastmodOf = (entry: XmlElement) => entry.children.find((c) => c.name === "lastmod")?.text ?? null;
