import { Controller } from '@nestjs/common';
import { MessagePattern, Payload } from '@nestjs/microservices';
import { SUBJECTS, type ContractRequest } from '@pawpals/contracts';
import { requireActor } from '@pawpals/nest-common';
import { EmailPreferencesService } from './email-preferences.service';

/** The signed-in member's own email preferences. */
@Controller()
export class EmailPreferencesController {
  constructor(private readonly preferences: EmailPreferencesService) {}

  @MessagePattern(SUBJECTS.notifications.getEmailPreferences)
  getEmailPreferences(@Payload() req: ContractRequest<'getEmailPreferences'>) {
    return this.preferences.getEmailPreferences(requireActor(req).userId);
  }

  @MessagePattern(SUBJECTS.notifications.unsubscribeEmails)
  unsubscribeEmails(@Payload() req: ContractRequest<'unsubscribeEmails'>) {
    return this.preferences.unsubscribeEmails(req.body);
  }

  @MessagePattern(SUBJECTS.notifications.updateEmailPreferences)
  updateEmailPreferences(@Payload() req: ContractRequest<'updateEmailPreferences'>) {
    return this.preferences.updateEmailPreferences(requireActor(req).userId, req.body);
  }
}
