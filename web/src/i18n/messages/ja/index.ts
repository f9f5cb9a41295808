// Every namespace's messages in one catalog, loaded as one chunk when the language is chosen.
import account from './account.json';
import asset from './asset.json';
import errors from './errors.json';
import integrations from './integrations.json';
import media from './media.json';
import projects from './projects.json';
import review from './review.json';
import shell from './shell.json';

export default { ...account, ...asset, ...errors, ...integrations, ...media, ...projects, ...review, ...shell };
