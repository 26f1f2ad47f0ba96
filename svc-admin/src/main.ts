import 'reflect-metadata';
import { runServiceProcess } from '@pawpals/nest-common';
import { adminService } from './service';

void runServiceProcess(adminService);
