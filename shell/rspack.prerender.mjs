import { createPrerenderConfig } from '@pawpals/ui/build/rspack-app.mjs';

// The shell's pages for Node: shell/tools/prerender.mjs renders them to HTML after the browser build.
export default () => createPrerenderConfig();
