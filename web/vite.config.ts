import { defineConfig, type Plugin } from 'vite';
import react from '@vitejs/plugin-react';
import tailwindcss from '@tailwindcss/vite';
import { compression } from 'vite-plugin-compression2';
import pkg from './package.json' with { type: 'json' };
import { EMOJI_BASE, emojiImages } from './emoji-images.ts';
import { precompiledMessages } from './precompiled-messages.ts';

/** The API server during development (`npm run dev` at the root starts it on :3000). */
const API_ORIGIN = 'http://localhost:3000';

/**
 * Building a zod schema has no side effects, but the bundler cannot know it. Marking each exported
 * `...Schema` of contract/ as pure lets it drop the schemas a screen does not use (e.g. PlanIdSchema
 * beside PLANS), so zod ships only with the screens that validate forms.
 */
function pureContractSchemas(): Plugin {
  return {
    name: 'pure-contract-schemas',
    transform(code, id) {
      if (!/[\\/]contract[\\/]src[\\/][^\\/]+\.ts$/.test(id)) return null;
      return { code: code.replace(/^(export const \w+Schema\s*=\s*)/gm, '$1/* @__PURE__ */ '), map: null };
    },
  };
}

export default defineConfig({
  // .br and .gz beside each text file, served as they are by the server (@fastify/static preCompressed).
  plugins: [precompiledMessages(), pureContractSchemas(), react(), tailwindcss(), compression({ algorithms: ['brotliCompress', 'gzip'] }), emojiImages()],
  // The catalogs arrive parsed (precompiled-messages.ts), so the ICU parser (8 KB compressed) stays out of the app.
  resolve: { alias: { '@formatjs/icu-messageformat-parser': '@formatjs/icu-messageformat-parser/no-parser.js' } },
  define: { __APP_VERSION__: JSON.stringify(pkg.version), __EMOJI_BASE__: JSON.stringify(EMOJI_BASE) },
  server: {
    proxy: {
      '/api': API_ORIGIN,
      '/files': API_ORIGIN,
      '/banners': API_ORIGIN,
    },
  },
  build: {
    outDir: 'dist',
    emptyOutDir: true,
    // The calls inside a schema (z.string().min(8), ...) are pure too.
    rolldownOptions: { treeshake: { manualPureFunctions: ['z'] } },
  },
});
