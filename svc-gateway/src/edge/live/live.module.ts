import { Module } from '@nestjs/common';
import { LiveStreams } from './live-streams';
import { NotificationStreamController } from './notification-stream.controller';

@Module({ controllers: [NotificationStreamController], providers: [LiveStreams], exports: [LiveStreams] })
export class LiveModule {}
