import { createAppConfig } from '@pawpals/ui/build/rspack-app.mjs';

export default (_env, argv) =>
  createAppConfig(
    {
      dir: 'mfe-directory',
      name: 'mfe_directory',
      port: 4201,
      title: 'PawPals · Directory (standalone)',
      exposes: { './routes': './src/routes.tsx' },
    },
    argv.mode ?? 'production',
  );
