import 'reflect-metadata';
import { runServiceProcess } from '@pawpals/nest-common';
import { petsService } from './service';

void runServiceProcess(petsService);
