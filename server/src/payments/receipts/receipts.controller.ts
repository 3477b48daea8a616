import { Controller, Get, Param, Res, StreamableFile } from '@nestjs/common';
import type { Response } from 'express';
import { CurrentUser } from '../../common/decorators/access.decorators.js';
import { User } from '../../users/user.entity.js';
import { ReceiptsService } from './receipts.service.js';

@Controller('paymob/orders')
export class ReceiptsController {
  constructor(private readonly receipts: ReceiptsService) {}

  /** The receipt PDF of a paid order: its buyer and staff (2001, 1996); 404 for anyone else. */
  @Get(':reference/receipt')
  async receipt(
    @Param('reference') reference: string,
    @CurrentUser() user: User,
    @Res({ passthrough: true }) res: Response,
  ): Promise<StreamableFile> {
    const file = await this.receipts.forCaller(reference, user);
    res.setHeader('Cache-Control', 'private, no-store');
    return new StreamableFile(file.content, {
      type: file.contentType,
      disposition: `attachment; filename="${file.filename}"`,
      length: file.content.length,
    });
  }
}
