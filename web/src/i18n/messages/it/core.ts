// The words of the first screens (dashboard, top bar, sign-in): loaded before the first render.
import account from './account.json';
import media from './media.json';
import projects from './projects.json';
import review from './review.json';
import shell from './shell.json';

export default { ...account, ...media, ...projects, ...review, ...shell };
