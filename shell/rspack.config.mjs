import { createAppConfig } from '@pawpals/ui/build/rspack-app.mjs';

export default (_env, argv) =>
  createAppConfig(
    {
      dir: 'shell',
      name: 'shell',
      port: 4200,
      title: 'PawPals — Connecting Pet Families',
      host: true,
    },
    argv.mode ?? 'production',
  );
