// Imported first by server.ts, before any native module loads: on an older Node, better-sqlite3 13
// crashes the process without a word, so the start stops here with a sentence instead.
const [major = 0, minor = 0] = process.versions.node.split('.').map(Number);
if (major < 22 || (major === 22 && minor < 12)) {
  console.error(
    `Design Review needs Node 22.12 or newer, and this is Node ${process.versions.node}. ` +
      'Start it with `npm start`, which runs on the Node 24 that `npm ci` installs in node_modules, or install a newer Node.',
  );
  process.exit(1);
}
