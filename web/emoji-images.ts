import fs from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import type { Plugin } from 'vite';

const require = createRequire(import.meta.url);
const PACKAGE_DIR = path.dirname(require.resolve('emoji-datasource-google/package.json'));
const { version } = JSON.parse(fs.readFileSync(path.join(PACKAGE_DIR, 'package.json'), 'utf8')) as { version: string };
/** Noto Color Emoji at 64 px (Apache-2.0), one PNG per emoji named by its code points as emoji-picker-react names them. */
const SOURCE_DIR = path.join(PACKAGE_DIR, 'img', 'google', '64');

/** Where the pictures are served; under /assets/ with the package's version in the path, so the server may cache them for a year. */
export const EMOJI_BASE = `/assets/emoji-${version}/`;

/**
 * Reactions' emoji as pictures from our own origin, so they show the same on a machine without an
 * emoji font. Copied beside the build (never into a bundle: each is fetched when shown); served from
 * the package during development.
 */
export function emojiImages(): Plugin {
  let outDir = '';
  return {
    name: 'emoji-images',
    configResolved(config) {
      outDir = path.resolve(config.root, config.build.outDir);
    },
    configureServer(server) {
      server.middlewares.use(EMOJI_BASE, (request, response, next) => {
        const name = (request.url ?? '').split('?')[0]!.replace(/^\//, '');
        const file = path.join(SOURCE_DIR, name);
        if (!/^[0-9a-f-]+\.png$/.test(name) || !fs.existsSync(file)) return next();
        response.setHeader('Content-Type', 'image/png');
        fs.createReadStream(file).pipe(response);
      });
    },
    async writeBundle() {
      await fs.promises.cp(SOURCE_DIR, path.join(outDir, EMOJI_BASE), { recursive: true });
    },
  };
}
