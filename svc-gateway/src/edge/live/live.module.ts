import { Module } from '@nestjs/common';
import { LiveSessionsRepository } from './live-sessions.repository';
import { LiveStreams } from './live-streams';
import { NotificationStreamController } from './notification-stream.controller';

@Module({ controllers: [NotificationStreamController], providers: [LiveStreams, LiveSessionsRepository], exports: [LiveStreams] })
export class LiveModule {}
