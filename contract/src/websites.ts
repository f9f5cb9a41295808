import { z } from 'zod';
import { IdSchema } from './fields.ts';

/** The widths a website is captured at unless its project says otherwise: desktop, tablet, phone. */
export const DEFAULT_BREAKPOINTS = [1440, 768, 390] as const;
export const MIN_BREAKPOINT = 240;
export const MAX_BREAKPOINT = 3840;
export const MAX_BREAKPOINTS = 6;
export const MAX_HIDE_SELECTORS = 50;
export const WEBSITE_URL_MAX = 2000;

/** A capture's variation name: `Desktop 1440`, `Tablet 768`, `Phone 390`, by the width's class. */
export function breakpointName(width: number): string {
  const kind = width >= 1024 ? 'Desktop' : width >= 600 ? 'Tablet' : 'Phone';
  return `${kind} ${width}`;
}

const BREAKPOINT_RULE = `Breakpoints are whole widths in CSS pixels from ${MIN_BREAKPOINT} to ${MAX_BREAKPOINT}.`;

export const BreakpointSchema = z
  .number({ error: BREAKPOINT_RULE })
  .int(BREAKPOINT_RULE)
  .min(MIN_BREAKPOINT, BREAKPOINT_RULE)
  .max(MAX_BREAKPOINT, BREAKPOINT_RULE);

/** One to six distinct widths, kept in the order given (the first is the asset's poster). */
export const BreakpointsSchema = z
  .array(BreakpointSchema, { error: 'Breakpoints are a list of widths.' })
  .min(1, 'Give at least one breakpoint.')
  .max(MAX_BREAKPOINTS, `Give at most ${MAX_BREAKPOINTS} breakpoints.`)
  .refine((widths) => new Set(widths).size === widths.length, 'Each breakpoint may be given once.');

/** An address a browser opens: http or https, nothing else (no file:, data: or javascript:). */
export const WebsiteUrlSchema = z
  .string({ error: 'Enter the address of the page, such as https://example.com.' })
  .trim()
  .min(1, 'Enter the address of the page, such as https://example.com.')
  .max(WEBSITE_URL_MAX, `The address may be at most ${WEBSITE_URL_MAX} characters long.`)
  .refine((url) => URL.canParse(url) && /^https?:$/.test(new URL(url).protocol) && new URL(url).hostname !== '', 'Enter a web address starting with http:// or https://.');

const credential = (field: string) => z.string({ error: `The ${field} must be text.` }).max(200, `The ${field} may be at most 200 characters long.`).optional();

/**
 * `POST /assets/website`: a website to capture. A staging site's user name and password come together
 * or not at all; they are kept encrypted and never shown back.
 */
export const CreateWebsiteBodySchema = z
  .object({
    project_id: IdSchema,
    url: WebsiteUrlSchema,
    breakpoints: BreakpointsSchema.optional(),
    username: credential('user name'),
    password: credential('password'),
  })
  .refine((body) => !body.username === !body.password, { message: 'Give both a user name and a password, or neither.', path: ['password'] });
export type CreateWebsiteBody = z.infer<typeof CreateWebsiteBodySchema>;

/** `media.website`: what a capture shows and when it was made; the captured fields are null until the capture has run. */
export const WebsiteMediaSchema = z.object({
  /** The address asked for. */
  url: z.string(),
  /** Where the page ended after redirects: what "Open live page" opens. */
  final_url: z.string().nullable(),
  title: z.string().nullable(),
  captured_at: z.string().nullable(),
  /** The width in CSS pixels the page was laid out at. */
  breakpoint: z.number().int(),
  /** True when the page was taller than the capture's height limit and was cut there. */
  truncated: z.boolean(),
  /** What the page asked for that the capture's outbound guard refused ('http://10.0.0.5/x.png (private address)'): why a part may be missing. */
  refused: z.array(z.string()),
});
export type WebsiteMedia = z.infer<typeof WebsiteMediaSchema>;

/**
 * A project's capture settings (`GET`/`PUT /projects/{id}/website-settings`): the breakpoints new
 * captures use and the CSS selectors hidden before each capture (cookie banners, chat bubbles).
 */
export const WebsiteSettingsSchema = z.object({
  breakpoints: z.array(z.number().int()),
  hide_selectors: z.array(z.string()),
  /** Why the server cannot capture websites (no Chromium), in words to show; null when it can. */
  capture_unavailable: z.string().nullable(),
});
export type WebsiteSettings = z.infer<typeof WebsiteSettingsSchema>;
export const WebsiteSettingsReplySchema = z.object({ data: WebsiteSettingsSchema });

const SELECTOR_RULE = 'Each selector may be at most 200 characters long, on one line.';
export const UpdateWebsiteSettingsBodySchema = z.object({
  breakpoints: BreakpointsSchema,
  hide_selectors: z
    .array(z.string().trim().min(1, 'A selector cannot be empty.').max(200, SELECTOR_RULE).refine((selector) => !/[\r\n{}]/.test(selector), 'A selector may not hold line breaks or braces.'), { error: 'Selectors are a list of CSS selectors.' })
    .max(MAX_HIDE_SELECTORS, `Give at most ${MAX_HIDE_SELECTORS} selectors.`),
});
export type UpdateWebsiteSettingsBody = z.infer<typeof UpdateWebsiteSettingsBodySchema>;
