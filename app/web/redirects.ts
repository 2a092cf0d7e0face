// Where a "come back to" parameter (redirectTo, returnTo) may send the browser: only a path on this
// site. The check is made on the text as a browser will read it from the Location header — tabs and
// newlines removed, other control characters gone, backslashes read as slashes — so `/\t/evil.example`
// or `/\evil.example` cannot become `//evil.example` (another host) after the check. Pure: used by
// actions on the server and by forms when they render (so it imports nothing).

const BASE = "http://same-origin.invalid";
/** Longer than any address the edge accepts (limits.ts URL_MAX_LENGTH), so never one of our pages. */
const TARGET_MAX_LENGTH = 8 * 1024;

// biome-ignore lint/suspicious/noControlCharactersInRegex: what the URL parser trims from both ends.
const ENDS = /^[\u0000-\u0020]+|[\u0000-\u0020]+$/g;
// biome-ignore lint/suspicious/noControlCharactersInRegex: tabs and newlines go; so does any other control.
const CONTROLS = /[\u0000-\u001f\u007f]/g;

/** The text a browser would act on: C0 controls, DEL and spaces at the ends trimmed, tabs and newlines
 * (and any other control character) removed inside, backslashes as slashes. */
export function asBrowserReadsIt(target: string): string {
  return target.replace(ENDS, "").replace(CONTROLS, "").replace(/\\/g, "/");
}

function decoded(text: string): string {
  try {
    return decodeURIComponent(text);
  } catch {
    return text;
  }
}

/** A same-origin path: one slash, then anything but another slash. */
const isLocalPath = (text: string) => /^\/(?!\/)/.test(text);

/**
 * A safe place to redirect to: `target` when it is a path on this site (returned as a browser would
 * send it, percent-encoded), otherwise `fallback`. `within` keeps it to one area (e.g. "/recipes": that
 * path or below it). Never throws, whatever the input.
 */
export function safeRedirect(
  target: FormDataEntryValue | string | null | undefined,
  fallback = "/",
  options: { within?: string } = {},
): string {
  if (typeof target !== "string" || target.length > TARGET_MAX_LENGTH) return fallback;
  const text = asBrowserReadsIt(target);
  // Judged as written and once percent-decoded (`/%2F%2Fevil.example` is a path, but nothing we link to).
  if (!isLocalPath(text) || !isLocalPath(asBrowserReadsIt(decoded(text)))) return fallback;
  let url: URL;
  try {
    url = new URL(text, BASE);
  } catch {
    return fallback;
  }
  if (url.origin !== BASE) return fallback;
  const path = `${url.pathname}${url.search}${url.hash}`;
  // Dot segments can leave two slashes at the front (`/.//evil.example` → `//evil.example`).
  if (!isLocalPath(path)) return fallback;
  if (options.within !== undefined) {
    const rest = path.startsWith(options.within) ? path.slice(options.within.length) : null;
    if (rest === null || !(rest === "" || /^[/?#]/.test(rest))) return fallback;
  }
  return path;
}
