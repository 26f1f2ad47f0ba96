import { Controller, Get, Header } from '@nestjs/common';
import type { ClientConfig } from '@pawpals/contracts';
import { clientConfigFromEnv } from './client-config';

/** GET /api/config (contract getClientConfig): read once at start; browsers may keep it a few minutes. */
@Controller('api/config')
export class ClientConfigController {
  private readonly config = clientConfigFromEnv();

  @Get()
  @Header('Cache-Control', 'public, max-age=300')
  getClientConfig(): ClientConfig {
    return this.config;
  }
}
