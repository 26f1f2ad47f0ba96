import { createHostConfig } from '@pawpals/ui/build/rspack-app.mjs';

// Name and dev port come from the registry of the web apps (libs/remotes/src/remotes.json).
export default (_env, argv) => createHostConfig({ title: 'PawPals — Connecting Pet Families' }, argv.mode ?? 'production');
