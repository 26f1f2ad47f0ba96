import { createAppConfig } from '@pawpals/ui/build/rspack-app.mjs';

export default (_env, argv) =>
  createAppConfig(
    {
      dir: 'mfe-admin',
      name: 'mfe_admin',
      port: 4204,
      title: 'PawPals · Admin (standalone)',
      exposes: { './routes': './src/routes.tsx' },
    },
    argv.mode ?? 'production',
  );
