import { createAppConfig } from '@pawpals/ui/build/rspack-app.mjs';

export default (_env, argv) =>
  createAppConfig(
    {
      dir: 'mfe-account',
      name: 'mfe_account',
      port: 4203,
      title: 'PawPals · Account (standalone)',
      exposes: { './routes': './src/routes.tsx', './NotificationBell': './src/notifications/NotificationBell.tsx' },
    },
    argv.mode ?? 'production',
  );
