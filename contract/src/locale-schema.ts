import { z } from 'zod';
import { LOCALES } from './locales.ts';

/**
 * A language the API accepts. Apart from locales.ts on purpose: the web's first load imports
 * locales.ts, and any module there that imports zod brings all of zod (75 KB) into it.
 */
export const LocaleSchema = z.enum(LOCALES, { error: `Language must be one of: ${LOCALES.join(', ')}` });
