// The words of the other screens (review screen, project page, profile, administration) and of error replies: loaded after the first render, and before any of those screens.
import asset from './asset.json';
import errors from './errors.json';
import integrations from './integrations.json';

export default { ...asset, ...errors, ...integrations };
