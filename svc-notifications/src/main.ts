import 'reflect-metadata';
import { runServiceProcess } from '@pawpals/nest-common';
import { notificationsService } from './service';

void runServiceProcess(notificationsService);
