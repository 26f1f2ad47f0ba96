import { resolve } from 'node:path';
import { createLogger, metricsPortFromEnv } from '@pawpals/nest-common';
import { createGateway } from './app';

const log = createLogger('process');

async function main() {
  const gateway = await createGateway({ webRoot: process.env.WEB_ROOT ?? resolve(__dirname, '../..'), metricsPort: metricsPortFromEnv() });
  const port = Number(process.env.PORT) || 3000;
  await gateway.app.listen(port, process.env.HOST ?? '0.0.0.0');
  log.info({ port }, `PawPals is listening on http://localhost:${port}`);
  const stop = async (signal: string) => {
    log.info({ signal }, 'stopping');
    await gateway.close();
    process.exit(0);
  };
  process.once('SIGINT', () => void stop('SIGINT'));
  process.once('SIGTERM', () => void stop('SIGTERM'));
}

main().catch((err) => {
  log.fatal({ err }, 'gateway failed to start');
  process.exit(1);
});
