// Every message of the language (tests and the ids' type); the app loads core.ts and more.ts apart.
import core from './core.ts';
import more from './more.ts';

export default { ...core, ...more };
