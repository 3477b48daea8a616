import { Module } from '@nestjs/common';
import { OverviewController } from './overview.controller.js';
import { OverviewService } from './overview.service.js';

/** Issue 14, item 6: the figures of the dashboard's home page. */
@Module({ controllers: [OverviewController], providers: [OverviewService] })
export class OverviewModule {}
