import 'reflect-metadata';
import { runServiceProcess } from '@pawpals/nest-common';
import { directoryService } from './service';

void runServiceProcess(directoryService);
