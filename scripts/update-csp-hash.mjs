// Puts the SHA-256 of web/index.html's one inline script into the CSP in web/public/_headers
// (docs/decisions/092-fast-on-phones.md). Run after changing that script: node scripts/update-csp-hash.mjs
import { createHash } from "node:crypto";
import { readFileSync, writeFileSync } from "node:fs";

const html = readFileSync(new URL("../web/index.html", import.meta.url), "utf8");
const scripts = [...html.matchAll(/<script>([\s\S]*?)<\/script>/g)].map((m) => m[1]);
if (scripts.length !== 1) throw new Error(`expected one inline script in web/index.html, found ${scripts.length}`);
const hash = createHash("sha256").update(scripts[0]).digest("base64");
const headersUrl = new URL("../web/public/_headers", import.meta.url);
const headers = readFileSync(headersUrl, "utf8");
const updated = headers.replace(/'sha256-[A-Za-z0-9+/=]+'/, `'sha256-${hash}'`);
writeFileSync(headersUrl, updated);
console.log(updated === headers ? "CSP hash already current" : `CSP hash updated: sha256-${hash}`);
