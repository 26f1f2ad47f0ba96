import { Module } from '@nestjs/common';
import { LivePush } from './live-push';

/** Pushes committed notifications to the gateways' live streams. */
@Module({ providers: [LivePush], exports: [LivePush] })
export class LiveModule {}
