import { Controller, Get, Param, Query, Res, StreamableFile } from '@nestjs/common';
import type { Response } from 'express';
import { CurrentUser } from '../../common/decorators/access.decorators.js';
import { PrivateFileRoute } from '../../storage/private-files.js';
import { User } from '../../model/user.entity.js';
import { ReceiptsService } from './receipts.service.js';

@Controller('paymob/orders')
export class ReceiptsController {
  constructor(private readonly receipts: ReceiptsService) {}

  /**
   * The receipt PDF of a paid order: by a signed address (the dashboard's link), or by header
   * for its buyer and staff (2001, 1996); 404 for anyone else.
   */
  @Get(':reference/receipt')
  @PrivateFileRoute('its buyer and roles 2001 and 1996')
  async receipt(
    @Param('reference') reference: string,
    @Query('expires') expires: unknown,
    @Query('sig') sig: unknown,
    @CurrentUser() user: User | undefined,
    @Res({ passthrough: true }) res: Response,
  ): Promise<StreamableFile> {
    const file = await this.receipts.forCaller(reference, user, { expires, sig });
    res.setHeader('Cache-Control', 'private, no-store');
    return new StreamableFile(file.content, {
      type: file.contentType,
      disposition: `attachment; filename="${file.filename}"`,
      length: file.content.length,
    });
  }
}
