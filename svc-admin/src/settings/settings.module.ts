import { Module } from '@nestjs/common';
import { SettingsController } from './settings.controller';
import { SettingsService } from './settings.service';

/** Settings: the categories, price ranges, statuses and roles the admin portal shows. */
@Module({ controllers: [SettingsController], providers: [SettingsService] })
export class SettingsModule {}
