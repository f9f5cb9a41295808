import { randomBytes } from 'node:crypto';
import { zipSync, type Zippable } from 'fflate';
import sharp from 'sharp';

const text = (content: string) => Buffer.from(content);

/** A 300 × 250 banner: a red page with a logo, a script that defines clickTag, a stylesheet. */
export async function bannerFiles(): Promise<Zippable> {
  const logo = await sharp({ create: { width: 40, height: 40, channels: 3, background: '#0000ff' } }).png().toBuffer();
  return {
    'index.html': text(
      '<!doctype html><html><head><meta charset="utf-8"><meta name="ad.size" content="width=300,height=250"><link rel="stylesheet" href="style.css"><script src="js/main.js"></script></head><body><img src="img/logo.png" alt="logo"><p id="state">loading</p></body></html>',
    ),
    'style.css': text('html,body{margin:0;width:300px;height:250px;background:#ff0000;overflow:hidden}img{display:block}'),
    'js/main.js': text('var clickTag = "https://www.example.com/landing"; window.addEventListener("load", function () { document.getElementById("state").textContent = "played"; });'),
    'img/logo.png': logo,
  };
}

export const zipOf = (files: Zippable) => Buffer.from(zipSync(files, { level: 6 }));

export const validBanner = async () => zipOf(await bannerFiles());

/** The same banner with everything inside one folder, as a folder zipped whole comes. */
export const folderBanner = async () => zipOf({ 'summer-sale': await bannerFiles() });

export const escapingBanner = async () => zipOf({ ...(await bannerFiles()), '../escape.js': text('alert(1)') });
export const absoluteBanner = async () => zipOf({ ...(await bannerFiles()), '/etc/cron.d/evil': text('* * * * * root true') });

/** A link entry, as Unix zip stores one: the target's path as content, the mode's file type a symlink. */
export const linkBanner = async () =>
  zipOf({ ...(await bannerFiles()), 'secrets.txt': [text('/etc/passwd'), { os: 3, attrs: ((0o120777 << 16) >>> 0) as number }] });

export const noIndexBanner = async () => {
  const { 'index.html': index, ...rest } = await bannerFiles();
  return zipOf({ ...rest, 'banner.html': index! });
};

export const noSizeBanner = async () => zipOf({ ...(await bannerFiles()), 'index.html': text('<!doctype html><html><body>no size</body></html>') });

/** 60 MB of zeros: a few kilobytes compressed, past the 50 MB a banner may unpack to. */
export const bombBanner = async () => zipOf({ ...(await bannerFiles()), 'filler.bin': Buffer.alloc(60 * 1024 * 1024) });

/**
 * A bomb that lies: its headers say each entry expands to one byte, but 20 MB come out. Both size
 * fields (local header at 22, central directory at 24) of the filler are rewritten.
 */
export async function lyingBombBanner() {
  const zip = zipOf({ ...(await bannerFiles()), 'filler.bin': Buffer.alloc(20 * 1024 * 1024) });
  const name = Buffer.from('filler.bin');
  for (let at = zip.indexOf(name); at !== -1; at = zip.indexOf(name, at + 1)) {
    if (zip.readUInt32LE(at - 30) === 0x04034b50) zip.writeUInt32LE(1, at - 30 + 22);
    if (zip.readUInt32LE(at - 46) === 0x02014b50) zip.writeUInt32LE(1, at - 46 + 24);
  }
  return zip;
}

export const crowdedBanner = async () => zipOf({ ...(await bannerFiles()), ...Object.fromEntries(Array.from({ length: 500 }, (_, i) => [`frames/${i}.txt`, text(String(i))])) });

/** 51 MB that does not compress (stored as it is): past the 50 MB a banner ZIP may be. */
export const oversizedBanner = async () => Buffer.from(zipSync({ ...(await bannerFiles()), 'video.bin': [randomBytes(51 * 1024 * 1024), { level: 0 }] }));

/**
 * A 300 × 250 banner that plays twice and stops: a box held on the left for 0.8 s, moved right, held
 * there (2 s a play), and a script from a CDN that must never be fetched; no clickTag.
 */
export const animatedBanner = () =>
  zipOf({
    'index.html': text(
      '<!doctype html><html><head><meta name="ad.size" content="width=300,height=250"><script src="https://cdn.example.com/tween.js"></script><style>html,body{margin:0;width:300px;height:250px;background:#fff}#box{position:absolute;top:100px;left:0;width:50px;height:50px;background:#0a0;animation:move 2s linear 2 forwards}@keyframes move{0%,40%{left:0}50%,100%{left:200px}}</style></head><body><div id="box"></div></body></html>',
    ),
  });

/**
 * A 300 × 250 banner whose animation is known: a 20 px red square moving from 0 to 100 px across a
 * white page in 2 s (CSS, linear), padded past 1 KB, with no clickTag; frame N of its recording shows
 * the square at 2N px.
 */
export const movingSquareBanner = () =>
  zipOf({
    'index.html': text(
      `<!doctype html><html><head><meta charset="utf-8"><meta name="ad.size" content="width=300,height=250"><style>
      html,body{margin:0;width:300px;height:250px;background:#fff;overflow:hidden}
      #square{position:absolute;top:0;left:0;width:20px;height:20px;background:#f00;animation:move 2s linear forwards}
      @keyframes move{from{left:0}to{left:100px}}</style></head><body><div id="square"></div><!-- ${'padding '.repeat(160)} --></body></html>`,
    ),
  });
