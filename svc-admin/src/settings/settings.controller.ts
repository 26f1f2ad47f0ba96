import { Controller } from '@nestjs/common';
import { MessagePattern, Payload } from '@nestjs/microservices';
import { SUBJECTS, type ContractRequest } from '@pawpals/contracts';
import { requireAdmin } from '@pawpals/nest-common';
import { SettingsService } from './settings.service';

@Controller()
export class SettingsController {
  constructor(private readonly settings: SettingsService) {}

  @MessagePattern(SUBJECTS.admin.getSettingsCategories)
  getSettingsCategories(@Payload() req: ContractRequest<'getSettingsCategories'>) {
    requireAdmin(req);
    return this.settings.getSettingsCategories();
  }
}
