import { createRemoteConfig } from '@pawpals/ui/build/rspack-app.mjs';

// Name, dev port, exposes and title come from the registry of the web apps (libs/remotes/src/remotes.json).
export default (_env, argv) => createRemoteConfig('mfe_admin', argv.mode ?? 'production');
