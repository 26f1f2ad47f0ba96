import { Module } from '@nestjs/common';
import { LiveModule } from '../live/live.module';
import { NotificationMailsModule } from '../notification-mails/notification-mails.module';
import { WebPushModule } from '../web-push/web-push.module';
import { AlertAreasController } from './alert-areas.controller';
import { AlertAreasRepository } from './alert-areas.repository';
import { AlertAreasService } from './alert-areas.service';
import { AlertFanoutConsumer } from './alert-fanout.consumer';

/** Pet alerts near you: members' alert areas and the alerts an approved post sends into them. */
@Module({
  imports: [LiveModule, NotificationMailsModule, WebPushModule],
  controllers: [AlertAreasController],
  providers: [AlertAreasService, AlertAreasRepository, AlertFanoutConsumer],
  exports: [AlertAreasService],
})
export class AlertAreasModule {}
