import { createAppConfig } from '@pawpals/ui/build/rspack-app.mjs';

export default (_env, argv) =>
  createAppConfig(
    {
      dir: 'mfe-lostfound',
      name: 'mfe_lostfound',
      port: 4202,
      title: 'PawPals · Lost & Found (standalone)',
      exposes: { './routes': './src/routes.tsx' },
    },
    argv.mode ?? 'production',
  );
