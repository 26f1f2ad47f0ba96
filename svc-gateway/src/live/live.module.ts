import { Module } from '@nestjs/common';
import { NotificationStreamController } from './notification-stream.controller';

@Module({ controllers: [NotificationStreamController] })
export class LiveModule {}
