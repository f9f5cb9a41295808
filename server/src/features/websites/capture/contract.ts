import type { ReceivedFile } from '../../../blob/blob-store.ts';

/** What the renderer's `captureWebsite` operation is asked (plain data: it crosses the process boundary). */
export interface CaptureWebsiteArgs {
  /** An http or https URL; anything else is refused before Chromium starts. */
  url: string;
  /** CSS pixel widths, each captured in a page of its own (default desktop 1440, tablet 768, phone 390). */
  breakpoints: number[];
  /** HTTP authentication, sent to the page's own origin only. */
  credentials?: { username: string; password: string } | null;
  /** CSS selectors hidden (display: none) before each screenshot: cookie banners and the like. */
  hideSelectors: string[];
  /** The operator's `CAPTURE_ALLOW_HOSTS`: `host` or `host:port` entries a capture may reach on a private address. */
  allowHosts: string[];
  /** How long the page may take to load, at each breakpoint (30 s by default); see `captureTimeLimitMs` for the whole run. */
  timeoutMs: number;
  /** The tallest capture in pixels; a longer page is cut there and marked `truncated`. */
  maxHeight: number;
  chromiumPath: string;
  /** Where the PNGs are written, as other renderer operations write theirs; the caller stores and removes them. */
  outDir: string;
}

/** One breakpoint's full-page capture. */
export interface CapturedBreakpoint {
  breakpoint: number;
  /** The PNG's size in pixels: the breakpoint's width, and the page's height up to `maxHeight`. */
  width: number;
  height: number;
  /** The page was taller than `maxHeight`. */
  truncated: boolean;
  /** The PNG in `outDir`, ready for the blob store. */
  png: ReceivedFile;
}

/** A request the outbound guard refused, for the capture to say so ('http://127.0.0.1:4567/x.png (private address)'). */
export interface RefusedRequest {
  url: string;
  reason: 'private address' | 'unknown host';
}

export interface CaptureWebsiteResult {
  title: string;
  /** Where the page ended up after redirects. */
  finalUrl: string;
  /** ISO-8601 UTC, when the first breakpoint was captured. */
  capturedAt: string;
  refused: RefusedRequest[];
  captures: CapturedBreakpoint[];
}
